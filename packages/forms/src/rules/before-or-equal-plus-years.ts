import { ageOn } from '@brand/domain';
import { readDay, readNumber } from './readers';
import { fail, INVALID_NUMBER_KEY, messageKey, type Rule } from './rule';

/**
 * A number of years (the NCD radio) no more than the years since another date input's date plus
 * `years` (the date of birth plus 16): the years claimed must fit after that birthday.
 */
export const beforeOrEqualPlusYears: Rule<'beforeOrEqualPlusYears'> = {
  keys: [INVALID_NUMBER_KEY, messageKey('beforeOrEqualPlusYears')],
  check(value, { field, years }, { answerOf, today }) {
    const claimed = readNumber(value);
    if (claimed === null) return fail(INVALID_NUMBER_KEY);
    const from = readDay(answerOf(field));
    const age = from && ageOn(from, today);
    if (age === null) return null;
    return claimed <= age - years ? null : fail(messageKey('beforeOrEqualPlusYears'), { years });
  },
};
