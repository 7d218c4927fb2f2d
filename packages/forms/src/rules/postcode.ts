import { isValidUkPostcode } from '@brand/domain';
import { isBlank } from '../values/blank';
import { isRecord } from '../values/form-values';
import { fail, messageKey, type Rule } from './rule';

/** A UK postcode in any case and spacing: a text answer, or an address answer's postalCode. */
export const postcode: Rule<'postcode'> = {
  keys: [messageKey('postcode')],
  check(value) {
    const code = isRecord(value) ? value.postalCode : value;
    // An address without a postcode is `required`'s (or the address form's) to report.
    if (isRecord(value) && isBlank(code)) return null;
    return isValidUkPostcode(code) ? null : fail(messageKey('postcode'));
  },
};
