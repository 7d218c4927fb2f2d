import { isStartDateOnOrAfterUsageStart } from '@brand/domain';
import { formatMonth, monthStart, readYearMonth } from './readers';
import { fail, INVALID_DATE_KEY, messageKey, type Rule } from './rule';

/** A date's or year-month's month no later than another input's month (usage start vs cover start). */
export const beforeOrEqualMonth: Rule<'beforeOrEqualMonth'> = {
  keys: [INVALID_DATE_KEY, messageKey('beforeOrEqualMonth')],
  check(value, { field }, { answerOf }) {
    const month = readYearMonth(value);
    if (!month) return fail(INVALID_DATE_KEY);
    const latest = readYearMonth(answerOf(field));
    if (!latest) return null;
    return isStartDateOnOrAfterUsageStart(monthStart(latest), month)
      ? null
      : fail(messageKey('beforeOrEqualMonth'), { month: formatMonth(latest) });
  },
};
