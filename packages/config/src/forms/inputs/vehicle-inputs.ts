import {
  SEATS_DEFAULT,
  SEATS_MAX,
  SEATS_MIN,
  STEERING_SIDES,
  VEHICLE_VALUE_MAX,
  VEHICLE_VALUE_MIN,
} from '@brand/domain';
import type { Condition, InputDefinition } from '@brand/forms';
import { valueDefined } from '../conditions';
import { enumOptions } from '../options';

/** The vehicle input's name; the asset's other answers sit beside it under `vehicle.`. */
export const VEHICLE_INPUT = 'vehicle';

/**
 * The vehicle: found by registration or chosen by make and model. A quote may be given without a
 * registration (a new car may not have one yet); the registration is asked before activation.
 */
export function vehicleInput(): InputDefinition {
  return {
    name: VEHICLE_INPUT,
    type: 'vehicleTabs',
    label: 'forms.questions.vehicle.vehicle.label',
    hint: 'forms.questions.vehicle.vehicle.hint',
    // `required` on a vehicle needs its specification and lookup flag, not the registration.
    validation: { required: true, vehicleTabs: { vrnRequired: false } },
  };
}

// Asked only once a vehicle is chosen and its specification lacks the answer.
function askedWhenSpecificationLacks(field: string): Condition {
  return {
    kind: 'every',
    conditions: [
      valueDefined(`${VEHICLE_INPUT}.specification`, true),
      valueDefined(`${VEHICLE_INPUT}.specification.${field}`, false),
    ],
  };
}

/** The car's estimated value in pounds, when the specification has none. */
export function estimatedValueInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.estimatedValue`,
    type: 'numberText',
    label: 'forms.questions.vehicle.estimatedValue.label',
    hint: 'forms.questions.vehicle.estimatedValue.hint',
    meta: { inputMode: 'numeric', formatParams: { prefix: '£', maxValue: VEHICLE_VALUE_MAX } },
    conditional: askedWhenSpecificationLacks('estimatedValue'),
    validation: {
      required: true,
      integer: true,
      greaterThanOrEqual: { value: VEHICLE_VALUE_MIN },
      lessThanOrEqual: { value: VEHICLE_VALUE_MAX },
    },
  };
}

/** The steering side, when the specification has none. */
export function steeringInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.disclosedSteering`,
    type: 'radio',
    label: 'forms.questions.vehicle.disclosedSteering.label',
    options: enumOptions('steeringSides', STEERING_SIDES),
    conditional: askedWhenSpecificationLacks('steering'),
    validation: { required: true, oneOf: { values: STEERING_SIDES } },
  };
}

/** The number of seats (1 to 8, default 5), when the specification has none. */
export function seatsInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.disclosedNumberOfSeats`,
    type: 'numberText',
    label: 'forms.questions.vehicle.disclosedNumberOfSeats.label',
    meta: {
      inputMode: 'numeric',
      defaultValue: SEATS_DEFAULT,
      formatParams: { maxValue: SEATS_MAX },
    },
    conditional: askedWhenSpecificationLacks('numberOfSeats'),
    validation: {
      required: true,
      integer: true,
      greaterThanOrEqual: { value: SEATS_MIN },
      lessThanOrEqual: { value: SEATS_MAX },
    },
  };
}

/** The your-car questions: the vehicle, then what its specification may lack. */
export function yourCarInputs(): InputDefinition[] {
  return [vehicleInput(), estimatedValueInput(), steeringInput(), seatsInput()];
}
