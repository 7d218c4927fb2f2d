import {
  MILEAGE_MAX,
  MILEAGE_MIN,
  NCD_MAX,
  NCD_MIN,
  NCD_TYPES,
  OVERNIGHT_LOCATIONS,
  PURCHASE_TYPES,
  USAGE_START_MIN_YEAR,
  USAGE_START_MONTHS_AHEAD_DEFAULT,
  VEHICLE_OWNERSHIP,
  VEHICLE_USAGES,
} from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { valueIn } from '../conditions';
import { enumOptions, numberOptions, rangeOf } from '../options';
import { VEHICLE_INPUT } from './vehicle-inputs';

/** The input holding the cover start date, which the usage start may not be after. */
export const START_DATE_INPUT = 'startDate';
/** The input holding the policyholder's date of birth, which bounds the NCD. */
export const POLICYHOLDER_DATE_OF_BIRTH_INPUT = 'policyholder.dateOfBirth';

const NCD_YEARS = rangeOf(NCD_MIN, NCD_MAX);
// The NCD type is asked for 1 to 9 years: with none there is nothing to say where it was earned.
const NCD_YEARS_WITH_TYPE = rangeOf(NCD_MIN + 1, NCD_MAX);

/** What the car is used for. */
export function usageInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.usage`,
    type: 'radio',
    label: 'forms.questions.vehicle.usage.label',
    options: enumOptions('vehicleUsages', VEHICLE_USAGES),
    validation: { required: true, oneOf: { values: VEHICLE_USAGES } },
  };
}

/** Miles driven a year, 1 to 999,999. */
export function annualMileageInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.annualMileage`,
    type: 'numberText',
    label: 'forms.questions.vehicle.annualMileage.label',
    hint: 'forms.questions.vehicle.annualMileage.hint',
    meta: { inputMode: 'numeric', formatParams: { maxValue: MILEAGE_MAX } },
    validation: {
      required: true,
      integer: true,
      greaterThanOrEqual: { value: MILEAGE_MIN },
      lessThanOrEqual: { value: MILEAGE_MAX },
    },
  };
}

/** Where the car is kept overnight (15 places, so a select rather than radios). */
export function overnightLocationInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.overnightLocation`,
    type: 'singleSelect',
    label: 'forms.questions.vehicle.overnightLocation.label',
    options: enumOptions('overnightLocations', OVERNIGHT_LOCATIONS),
    validation: { required: true, oneOf: { values: OVERNIGHT_LOCATIONS } },
  };
}

function ownershipInput(field: 'legalOwner' | 'registeredKeeper'): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.${field}`,
    type: 'singleSelect',
    label: `forms.questions.vehicle.${field}.label`,
    hint: `forms.questions.vehicle.${field}.hint`,
    options: enumOptions('vehicleOwnership', VEHICLE_OWNERSHIP),
    validation: { required: true, oneOf: { values: VEHICLE_OWNERSHIP } },
  };
}

function yesNoInput(field: 'modifications' | 'trackerFitted'): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.${field}`,
    type: 'boolean',
    label: `forms.questions.vehicle.${field}.label`,
    hint: `forms.questions.vehicle.${field}.hint`,
    validation: { required: true },
  };
}

/** How the car was bought. */
export function purchaseTypeInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.purchaseType`,
    type: 'radio',
    label: 'forms.questions.vehicle.purchaseType.label',
    options: enumOptions('purchaseTypes', PURCHASE_TYPES),
    validation: { required: true, oneOf: { values: PURCHASE_TYPES } },
  };
}

/**
 * Years of no-claims discount (0 to 9, 9 meaning 9 or more), no more than the policyholder's age
 * allows; and where it was earned, for 1 year or more.
 */
export function noClaimsDiscountInputs(): InputDefinition[] {
  const ncd = `${VEHICLE_INPUT}.noClaimsDiscount`;
  return [
    {
      name: ncd,
      type: 'radio',
      label: 'forms.questions.vehicle.noClaimsDiscount.label',
      hint: 'forms.questions.vehicle.noClaimsDiscount.hint',
      options: numberOptions(NCD_YEARS, 'forms.questions.vehicle.noClaimsDiscount.options'),
      validation: {
        required: true,
        oneOf: { values: NCD_YEARS },
        ncdConsistentWithAge: { dateOfBirthField: POLICYHOLDER_DATE_OF_BIRTH_INPUT },
      },
    },
    {
      name: `${VEHICLE_INPUT}.noClaimsDiscountType`,
      type: 'radio',
      label: 'forms.questions.vehicle.noClaimsDiscountType.label',
      options: enumOptions('ncdTypes', NCD_TYPES),
      conditional: valueIn(ncd, NCD_YEARS_WITH_TYPE),
      validation: { required: true, oneOf: { values: NCD_TYPES } },
    },
  ];
}

/** The month and year the policyholder started using the car: from 1939, not after the cover start. */
export function usageStartInput(): InputDefinition {
  return {
    name: `${VEHICLE_INPUT}.usageStartYearMonth`,
    type: 'yearMonth',
    label: 'forms.questions.vehicle.usageStartYearMonth.label',
    hint: 'forms.questions.vehicle.usageStartYearMonth.hint',
    meta: { earliestYear: USAGE_START_MIN_YEAR, monthsAhead: USAGE_START_MONTHS_AHEAD_DEFAULT },
    validation: {
      required: true,
      minYear: { value: USAGE_START_MIN_YEAR },
      beforeOrEqualMonth: { field: START_DATE_INPUT },
    },
  };
}

/** The your-cover questions in order. */
export function yourCoverInputs(): InputDefinition[] {
  return [
    usageInput(),
    annualMileageInput(),
    overnightLocationInput(),
    ownershipInput('legalOwner'),
    ownershipInput('registeredKeeper'),
    yesNoInput('modifications'),
    yesNoInput('trackerFitted'),
    purchaseTypeInput(),
    ...noClaimsDiscountInputs(),
    usageStartInput(),
  ];
}
