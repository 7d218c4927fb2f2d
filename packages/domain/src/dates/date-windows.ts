import { type DateInput, londonToday, toLondon } from './london';

/** Changes can be scheduled at most this many days ahead (spec: change scheduling 30 days). */
export const CHANGE_SCHEDULING_DAYS = 30;

/** How many consecutive days the date picker offers (spec: 30 days starting today plus daysInFuture). */
export const DATE_PICKER_DAYS = 30;

/**
 * The date picker's choices: `days` consecutive London days as 'yyyy-MM-dd' (DATE_PICKER_DAYS unless
 * a page narrows it to a rule's window, the input's daysOffered meta field), the first being today
 * plus `daysInFuture` (the input's daysInFuture meta field). Throws a RangeError unless
 * `daysInFuture` is a whole number of days, 0 or more, and `days` a whole number, 1 or more.
 */
export function datePickerChoices(
  daysInFuture = 0,
  now: DateInput = new Date(),
  days: number = DATE_PICKER_DAYS,
): string[] {
  if (!Number.isSafeInteger(daysInFuture) || daysInFuture < 0) {
    throw new RangeError(`daysInFuture must be a whole number of days, 0 or more: ${daysInFuture}`);
  }
  if (!Number.isSafeInteger(days) || days < 1) {
    throw new RangeError(`A date picker offers a whole number of days, 1 or more: ${days}`);
  }
  const first = londonToday(now).plus({ days: daysInFuture });
  return Array.from(
    { length: days },
    (_, index) => first.plus({ days: index }).toISODate() as string,
  );
}

/**
 * True when `date` falls within the next `days` London days, counting today as the first: on or after
 * today and strictly before today + `days`. With 30 days, today and today + 29 are inside; yesterday
 * and today + 30 are not. Day level only: the time of day of `date` and `now` does not matter.
 * False for an invalid date or a `days` that is not a positive whole number.
 */
export function isWithinDaysAhead(
  date: DateInput,
  days: number,
  now: DateInput = new Date(),
): boolean {
  const day = toLondon(date)?.startOf('day');
  if (!day || !Number.isSafeInteger(days) || days < 1) return false;
  const today = londonToday(now);
  return day >= today && day < today.plus({ days });
}
