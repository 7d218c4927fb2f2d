import { readNumber } from './readers';
import { fail, INVALID_NUMBER_KEY, messageKey, type Rule } from './rule';

/** A number at least `value`. */
export const greaterThanOrEqual: Rule<'greaterThanOrEqual'> = {
  keys: [INVALID_NUMBER_KEY, messageKey('greaterThanOrEqual')],
  check(value, { value: min }) {
    const number = readNumber(value);
    if (number === null) return fail(INVALID_NUMBER_KEY);
    return number >= min ? null : fail(messageKey('greaterThanOrEqual'), { min });
  },
};

/** A number at most `value` (the input also takes it as its maximum). */
export const lessThanOrEqual: Rule<'lessThanOrEqual'> = {
  keys: [INVALID_NUMBER_KEY, messageKey('lessThanOrEqual')],
  check(value, { value: max }) {
    const number = readNumber(value);
    if (number === null) return fail(INVALID_NUMBER_KEY);
    return number <= max ? null : fail(messageKey('lessThanOrEqual'), { max });
  },
};

/** A whole number. */
export const integer: Rule<'integer'> = {
  keys: [INVALID_NUMBER_KEY, messageKey('integer')],
  check(value) {
    const number = readNumber(value);
    if (number === null) return fail(INVALID_NUMBER_KEY);
    return Number.isInteger(number) ? null : fail(messageKey('integer'));
  },
};
