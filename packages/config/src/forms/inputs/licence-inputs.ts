import {
  DRIVING_DECLARATIONS,
  LICENCE_TYPES,
  OTHER_CAR_ACCESS_TYPES,
  OTHER_CAR_USE,
} from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { valueIn } from '../conditions';
import { enumOptions } from '../options';
import { licenceValidFromRules } from './date-rules';
import { convictionsInput } from './history-inputs';
import { type ProfileScope, profileInput, profileKey } from './profile-scope';

const ACCESS_TO_OTHER_CARS = 'AccessToOtherCars' satisfies (typeof OTHER_CAR_USE)[number];

/** Licence type and the date it has been held since (at least 16 years after birth). */
export function licenceInputs(scope: ProfileScope): InputDefinition[] {
  return [
    {
      name: profileInput(scope, 'drivingLicence.licenceType'),
      type: 'singleSelect',
      label: profileKey(scope, 'licenceType', 'label'),
      options: enumOptions('licenceTypes', LICENCE_TYPES),
      validation: { required: true, oneOf: { values: LICENCE_TYPES } },
    },
    {
      name: profileInput(scope, 'drivingLicence.validFrom'),
      type: 'date',
      label: profileKey(scope, 'licenceValidFrom', 'label'),
      hint: profileKey(scope, 'licenceValidFrom', 'hint'),
      validation: licenceValidFromRules(profileInput(scope, 'dateOfBirth')),
    },
  ];
}

/** The driving declarations (medical condition, doctor's advice, bans): all answered. */
export function drivingDeclarationsInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'drivingDeclarations'),
    type: 'booleanList',
    label: profileKey(scope, 'drivingDeclarations', 'label'),
    meta: { items: enumOptions('drivingDeclarations', DRIVING_DECLARATIONS) },
    validation: { required: true },
  };
}

/** Use of other cars, and the kind of access when there is some. */
export function otherCarInputs(scope: ProfileScope): InputDefinition[] {
  const use = profileInput(scope, 'useOfOtherCar');
  return [
    {
      name: use,
      type: 'radio',
      label: profileKey(scope, 'useOfOtherCar', 'label'),
      options: enumOptions('otherCarUse', OTHER_CAR_USE),
      validation: { required: true, oneOf: { values: OTHER_CAR_USE } },
    },
    {
      name: profileInput(scope, 'otherCarAccessType'),
      type: 'radio',
      label: profileKey(scope, 'otherCarAccessType', 'label'),
      options: enumOptions('otherCarAccessTypes', OTHER_CAR_ACCESS_TYPES),
      conditional: valueIn(use, [ACCESS_TO_OTHER_CARS]),
      validation: { required: true, oneOf: { values: OTHER_CAR_ACCESS_TYPES } },
    },
  ];
}

/** The driving-licence section's questions: licence, convictions, driving declarations, other cars. */
export function drivingLicenceInputs(scope: ProfileScope): InputDefinition[] {
  return [
    ...licenceInputs(scope),
    convictionsInput(scope),
    drivingDeclarationsInput(scope),
    ...otherCarInputs(scope),
  ];
}
