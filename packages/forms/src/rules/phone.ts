import { isValidUkPhone, UK_COUNTRY_CODE } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

/**
 * A UK phone number. The input stores it with the country prefix (+44); the rule strips that
 * prefix, then applies the configured `pattern`, or the domain's UK rule.
 */
export const phone: Rule<'phone'> = {
  keys: [messageKey('phone')],
  check(value, { prefix = UK_COUNTRY_CODE, pattern }) {
    if (typeof value !== 'string') return fail(messageKey('phone'));
    const typed = value.trim();
    const national = typed.startsWith(prefix) ? typed.slice(prefix.length) : typed;
    const valid =
      pattern === undefined ? isValidUkPhone(national) : new RegExp(pattern).test(national);
    return valid ? null : fail(messageKey('phone'));
  },
};
