import { deepEqual } from '../conditions/deep-equal';
import { fail, messageKey, type Rule } from './rule';

/** One of the listed values, compared as conditions compare them ('1' is not 1). */
export const oneOf: Rule<'oneOf'> = {
  keys: [messageKey('oneOf')],
  check: (value, { values }) =>
    values.some((allowed) => deepEqual(value, allowed)) ? null : fail(messageKey('oneOf')),
};
