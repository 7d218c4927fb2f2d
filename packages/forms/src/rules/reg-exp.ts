import { fail, INVALID_KEY, messageKey, type Rule } from './rule';

/** Text matching a pattern (the input's `meta.mask` blocks other characters as they are typed). */
export const regExp: Rule<'regExp'> = {
  keys: [INVALID_KEY, messageKey('regExp')],
  check(value, { pattern, flags = '' }) {
    if (typeof value !== 'string') return fail(INVALID_KEY);
    // Without g and y a RegExp keeps no state between answers.
    const matcher = new RegExp(pattern, flags.replace(/[gy]/g, ''));
    return matcher.test(value) ? null : fail(messageKey('regExp'));
  },
};
