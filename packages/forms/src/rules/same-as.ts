import { getValue } from '../values/paths';
import { readDay } from './readers';
import { fail, messageKey, type Rule } from './rule';

function same(value: unknown, other: unknown): boolean {
  const day = readDay(value);
  const otherDay = readDay(other);
  // Two dates are the same answer when they fall on the same London day, whatever their time.
  if (day && otherDay) return day.equals(otherDay);
  return value === other;
}

/**
 * Equal to another input's answer (`field`) or a value the context carries (`contextValue`: the
 * policyholder's date of birth when an admin settles by phone). Nothing to compare with fails.
 */
export const sameAs: Rule<'sameAs'> = {
  keys: [messageKey('sameAs')],
  check(value, { field, contextValue }, { context, answerOf }) {
    const other =
      field !== undefined
        ? answerOf(field)
        : contextValue === undefined
          ? undefined
          : getValue(context.values, contextValue);
    return same(value, other) ? null : fail(messageKey('sameAs'));
  },
};
