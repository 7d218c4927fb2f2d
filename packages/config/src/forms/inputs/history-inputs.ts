import { CLAIM_TYPES, type LookupTable, OFFENCE_LOOKUP_MIN_CHARS } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { enumOptions } from '../options';
import { HISTORY_DATE_RULES } from './date-rules';
import { type ProfileScope, profileInput, profileKey } from './profile-scope';

const OFFENCE_TABLE = 'offence' satisfies LookupTable;

/** The inputs of one claim: type, date (within 5 years) and whether it affected the NCD. */
export const CLAIM_ITEM_INPUTS: readonly InputDefinition[] = [
  {
    name: 'claimType',
    type: 'singleSelect',
    label: 'forms.questions.claim.claimType.label',
    options: enumOptions('claimTypes', CLAIM_TYPES),
    validation: { required: true, oneOf: { values: CLAIM_TYPES } },
  },
  {
    name: 'date',
    type: 'date',
    label: 'forms.questions.claim.date.label',
    hint: 'forms.questions.claim.date.hint',
    validation: HISTORY_DATE_RULES,
  },
  {
    name: 'ncdAffected',
    type: 'boolean',
    label: 'forms.questions.claim.ncdAffected.label',
    validation: { required: true },
  },
];

/** The inputs of one conviction: the offence code (lookup from 2 characters) and its date. */
export const CONVICTION_ITEM_INPUTS: readonly InputDefinition[] = [
  {
    name: 'offence',
    type: 'lookup',
    label: 'forms.questions.conviction.offence.label',
    hint: 'forms.questions.conviction.offence.hint',
    meta: { lookupTable: OFFENCE_TABLE, minChars: OFFENCE_LOOKUP_MIN_CHARS },
    validation: { required: true },
  },
  {
    name: 'convictionDate',
    type: 'date',
    label: 'forms.questions.conviction.convictionDate.label',
    hint: 'forms.questions.conviction.convictionDate.hint',
    validation: HISTORY_DATE_RULES,
  },
];

/** Claims and losses of the last 5 years, as a question loop. */
export function claimsHistoryInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'vehicleClaimsHistory'),
    type: 'questionLoop',
    label: profileKey(scope, 'vehicleClaimsHistory', 'label'),
    hint: profileKey(scope, 'vehicleClaimsHistory', 'hint'),
    meta: { inputs: CLAIM_ITEM_INPUTS, summary: ['claimType', 'date'] },
    validation: { required: true },
  };
}

/** Motoring convictions of the last 5 years, as a question loop. */
export function convictionsInput(scope: ProfileScope): InputDefinition {
  return {
    name: profileInput(scope, 'drivingLicence.convictions'),
    type: 'questionLoop',
    label: profileKey(scope, 'convictions', 'label'),
    hint: profileKey(scope, 'convictions', 'hint'),
    meta: { inputs: CONVICTION_ITEM_INPUTS, summary: ['offence', 'convictionDate'] },
    validation: { required: true },
  };
}
