import type { InputDefinition } from '@brand/forms';
import { defineForm } from '../define-form';
import { yourCarInputs } from '../inputs/vehicle-inputs';
import { VEHICLE_READ_ONLY } from './read-only';

// A policy's vehicle must have its registration (unlike a quote's).
function withRegistrationRequired(input: InputDefinition): InputDefinition {
  if (input.type !== 'vehicleTabs') return input;
  return { ...input, validation: { ...input.validation, vehicleTabs: { vrnRequired: true } } };
}

/** Management: the insured vehicle; read-only for customers and on drive-away cover. */
export const managementVehicleForm = defineForm({
  id: 'management.vehicle',
  title: 'forms.management.vehicle.title',
  inputs: yourCarInputs().map((input) => ({
    ...withRegistrationRequired(input),
    readOnly: VEHICLE_READ_ONLY,
  })),
});
