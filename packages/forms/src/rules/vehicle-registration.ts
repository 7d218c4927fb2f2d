import { checkVrn } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

/** Keys of a registration the domain refuses: not a format of the brand's, or a Q plate. */
export const VRN_PROBLEM_KEYS = {
  invalidFormat: messageKey('vehicleRegistration', 'invalidFormat'),
  qPlate: messageKey('vehicleRegistration', 'qPlate'),
} as const;

/** A registration of the configured format (the rule's, else the context's, else the UK's), not a Q plate. */
export const vehicleRegistration: Rule<'vehicleRegistration'> = {
  keys: Object.values(VRN_PROBLEM_KEYS),
  check(value, { format }, { context }) {
    if (typeof value !== 'string') return fail(VRN_PROBLEM_KEYS.invalidFormat);
    const problem = checkVrn(value, format ?? context.registrationFormat);
    // Blank answers never get here, so 'required' means only separators were typed ('- -').
    if (problem === null) return null;
    return fail(VRN_PROBLEM_KEYS[problem === 'required' ? 'invalidFormat' : problem]);
  },
};
