import type { DateTime } from 'luxon';
import type { DateBound } from '../definition/rule-config';
import { formatDay, readDay } from './readers';
import { fail, INVALID_DATE_KEY, messageKey, type Rule, type RuleScope } from './rule';

/** Key of a date after today where the rule is "on or before today". */
export const DATE_FUTURE_KEY = 'validation.date.future';
/** Key of a date before a bound in the past ("not more than 125 years ago"). */
export const DATE_TOO_OLD_KEY = 'validation.date.tooOld';

const hasOffset = ({ years, months, days }: DateBound) => Boolean(years || months || days);

// Today, or another input's date (cross-field), plus the offset. Null while that date is unreadable:
// the other input shows its own error.
function boundOf(config: DateBound, scope: RuleScope): DateTime | null {
  const base = config.field === undefined ? scope.today : readDay(scope.answerOf(config.field));
  const offset = { years: config.years ?? 0, months: config.months ?? 0, days: config.days ?? 0 };
  return base?.plus(offset) ?? null;
}

type Direction = 'afterOrEqual' | 'beforeOrEqual';

function failureKey(direction: Direction, config: DateBound, bound: DateTime, today: DateTime) {
  if (config.field !== undefined) return messageKey(direction);
  if (direction === 'beforeOrEqual')
    return hasOffset(config) ? messageKey(direction) : DATE_FUTURE_KEY;
  return bound < today ? DATE_TOO_OLD_KEY : messageKey(direction);
}

function dateBound(direction: Direction): Rule<Direction> {
  return {
    keys: [
      INVALID_DATE_KEY,
      messageKey(direction),
      direction === 'afterOrEqual' ? DATE_TOO_OLD_KEY : DATE_FUTURE_KEY,
    ],
    check(value, config, scope) {
      const day = readDay(value);
      if (!day) return fail(INVALID_DATE_KEY);
      const bound = boundOf(config, scope);
      if (!bound) return null;
      const holds = direction === 'afterOrEqual' ? day >= bound : day <= bound;
      if (holds) return null;
      return fail(failureKey(direction, config, bound, scope.today), { date: formatDay(bound) });
    },
  };
}

/** A date on or after today plus an offset, or another input's date plus an offset (London days). */
export const afterOrEqual = dateBound('afterOrEqual');

/** A date on or before today plus an offset, or another input's date plus an offset (London days). */
export const beforeOrEqual = dateBound('beforeOrEqual');
