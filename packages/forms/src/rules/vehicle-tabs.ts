import { checkVrn } from '@brand/domain';
import { isBlank } from '../values/blank';
import { isRecord } from '../values/form-values';
import { fail, messageKey, type Rule } from './rule';
import { VRN_PROBLEM_KEYS } from './vehicle-registration';

const REASONS = ['specification', 'regLookup', 'vrn'] as const;

/**
 * A confirmed vehicle: a specification with its vehicleCode (spec: confirming a vehicle needs one),
 * the flag saying whether it was found by registration, and the registration when `vrnRequired`.
 */
export const vehicleTabs: Rule<'vehicleTabs'> = {
  keys: [
    ...REASONS.map((reason) => messageKey('vehicleTabs', reason)),
    ...Object.values(VRN_PROBLEM_KEYS),
  ],
  check(value, { vrnRequired = false }, { context }) {
    const specification = isRecord(value) ? value.specification : undefined;
    if (!isRecord(value) || !isRecord(specification) || isBlank(specification.vehicleCode)) {
      return fail(messageKey('vehicleTabs', 'specification'));
    }
    if (typeof value.regLookup !== 'boolean') return fail(messageKey('vehicleTabs', 'regLookup'));
    if (!vrnRequired) return null;
    const problem = checkVrn(value.vrn, context.registrationFormat, { required: true });
    if (problem === 'required') return fail(messageKey('vehicleTabs', 'vrn'));
    return problem === null ? null : fail(VRN_PROBLEM_KEYS[problem]);
  },
};
