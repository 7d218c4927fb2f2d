import { readYearMonth } from './readers';
import { fail, INVALID_DATE_KEY, messageKey, type Rule } from './rule';

/** A year-month (or date) no earlier than the year `value` (usage start: 1939). */
export const minYear: Rule<'minYear'> = {
  keys: [INVALID_DATE_KEY, messageKey('minYear')],
  check(value, { value: year }) {
    const month = readYearMonth(value);
    if (!month) return fail(INVALID_DATE_KEY);
    return month.year >= year ? null : fail(messageKey('minYear'), { year });
  },
};
