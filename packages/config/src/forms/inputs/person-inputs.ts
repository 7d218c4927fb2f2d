import {
  DECLARATIONS,
  EMPLOYMENT_STATUSES,
  HOME_OWNERSHIP,
  INDUSTRY_LOOKUP_MIN_CHARS,
  type LookupTable,
  MARITAL_STATUSES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NOT_IN_WORK_STATUSES,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OCCUPATION_REQUIRED_EMPLOYMENT,
  RELATIONSHIPS_TO_INSURED,
} from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { valueIn } from '../conditions';
import { enumOptions } from '../options';
import { DATE_OF_BIRTH_RULES } from './date-rules';
import { type ProfileScope, profileInput, profileKey } from './profile-scope';

const NOT_IN_WORK = 'NIW' satisfies (typeof EMPLOYMENT_STATUSES)[number];
const OCCUPATION_TABLE = 'occupation' satisfies LookupTable;
const INDUSTRY_TABLE = 'industry' satisfies LookupTable;

/** First and last name, each 2 to 30 characters. */
export function nameInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'name'),
    type: 'name',
    label: profileKey(scope, 'name', 'label'),
    validation: { required: true, name: { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH } },
  };
}

/** Date of birth: not more than 125 years ago and not in the future. */
export function dateOfBirthInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'dateOfBirth'),
    type: 'date',
    label: profileKey(scope, 'dateOfBirth', 'label'),
    hint: profileKey(scope, 'dateOfBirth', 'hint'),
    validation: DATE_OF_BIRTH_RULES,
  };
}

/** An additional driver's relationship to the policyholder. */
export function relationshipInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'relationshipToInsured'),
    type: 'singleSelect',
    label: profileKey(scope, 'relationshipToInsured', 'label'),
    options: enumOptions('relationshipsToInsured', RELATIONSHIPS_TO_INSURED),
    validation: { required: true, oneOf: { values: RELATIONSHIPS_TO_INSURED } },
  };
}

/** Marital status. */
export function maritalStatusInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'maritalStatus'),
    type: 'singleSelect',
    label: profileKey(scope, 'maritalStatus', 'label'),
    options: enumOptions('maritalStatuses', MARITAL_STATUSES),
    validation: { required: true, oneOf: { values: MARITAL_STATUSES } },
  };
}

/** Home ownership (policyholder only: additional drivers are not asked it). */
export function homeOwnershipInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'homeOwnership'),
    type: 'radio',
    label: profileKey(scope, 'homeOwnership', 'label'),
    options: enumOptions('homeOwnership', HOME_OWNERSHIP),
    validation: { required: true, oneOf: { values: HOME_OWNERSHIP } },
  };
}

/**
 * Employment status, the kind of not being in work when NIW, and occupation and industry (lookups)
 * only for the statuses that have them (FT, PT, SE).
 */
export function employmentInputs(scope: ProfileScope): InputDefinition[] {
  const status = profileInput(scope, 'employmentStatus');
  const working = valueIn(status, OCCUPATION_REQUIRED_EMPLOYMENT);
  return [
    {
      name: status,
      type: 'radio',
      label: profileKey(scope, 'employmentStatus', 'label'),
      options: enumOptions('employmentStatuses', EMPLOYMENT_STATUSES),
      validation: { required: true, oneOf: { values: EMPLOYMENT_STATUSES } },
    },
    {
      name: profileInput(scope, 'notInWorkStatus'),
      type: 'radio',
      label: profileKey(scope, 'notInWorkStatus', 'label'),
      options: enumOptions('notInWorkStatuses', NOT_IN_WORK_STATUSES),
      conditional: valueIn(status, [NOT_IN_WORK]),
      validation: { required: true, oneOf: { values: NOT_IN_WORK_STATUSES } },
    },
    {
      name: profileInput(scope, 'occupation'),
      type: 'lookup',
      label: profileKey(scope, 'occupation', 'label'),
      hint: profileKey(scope, 'occupation', 'hint'),
      meta: { lookupTable: OCCUPATION_TABLE, minChars: OCCUPATION_LOOKUP_MIN_CHARS },
      conditional: working,
      validation: { required: true },
    },
    {
      name: profileInput(scope, 'industry'),
      type: 'lookup',
      label: profileKey(scope, 'industry', 'label'),
      hint: profileKey(scope, 'industry', 'hint'),
      meta: { lookupTable: INDUSTRY_TABLE, minChars: INDUSTRY_LOOKUP_MIN_CHARS },
      conditional: working,
      validation: { required: true },
    },
  ];
}

/** The general declarations (bankruptcy, CCJs, unspent convictions, refused insurance): all answered. */
export function declarationsInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'declarations'),
    type: 'booleanList',
    label: profileKey(scope, 'declarations', 'label'),
    meta: { items: enumOptions('declarations', DECLARATIONS) },
    validation: { required: true },
  };
}
