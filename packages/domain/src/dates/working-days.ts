import { isBankHoliday } from './bank-holidays';
import { type DateInput, londonDateTime, startOfLondonDay, toLondon } from './london';

/** A span of working days, inclusive at both ends. */
export interface WorkingDayRange {
  readonly min: number;
  readonly max: number;
}

/** Direct Debit collection takes 3 to 5 working days (spec). */
export const DIRECT_DEBIT_COLLECTION_WORKING_DAYS: WorkingDayRange = { min: 3, max: 5 };

/** Refunds take 7 to 10 working days (spec). */
export const REFUND_WORKING_DAYS: WorkingDayRange = { min: 7, max: 10 };

/** The earliest and latest London days ('yyyy-MM-dd') something is expected on. */
export interface DateEstimate {
  earliest: string;
  latest: string;
}

/**
 * True when `date` falls on a working day in England and Wales (London day): Monday to Friday and
 * not a bank holiday. False for an invalid date.
 */
export function isWorkingDay(date: DateInput): boolean {
  const day = toLondon(date);
  if (!day) return false;
  return day.weekday <= 5 && !isBankHoliday(day);
}

/**
 * The London day ('yyyy-MM-dd') `workingDays` working days after `date`, counting from the next
 * working day: 1 working day after Friday is Monday. 0 gives the London day of `date` itself.
 * Throws a RangeError for an invalid date or a count that is not a whole number, 0 or more.
 */
export function addWorkingDays(date: DateInput, workingDays: number): string {
  if (!Number.isSafeInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`workingDays must be a whole number, 0 or more: ${workingDays}`);
  }
  let day = startOfLondonDay(londonDateTime(date));
  let remaining = workingDays;
  while (remaining > 0) {
    day = day.plus({ days: 1 });
    if (isWorkingDay(day)) remaining -= 1;
  }
  return day.toISODate() as string;
}

/** The London days between `range.min` and `range.max` working days after `now`. */
export function workingDayEstimate(
  range: WorkingDayRange,
  now: DateInput = new Date(),
): DateEstimate {
  return { earliest: addWorkingDays(now, range.min), latest: addWorkingDays(now, range.max) };
}

/** When a Direct Debit set up `now` is expected to be collected: 3 to 5 working days on. */
export function directDebitCollectionEstimate(now: DateInput = new Date()): DateEstimate {
  return workingDayEstimate(DIRECT_DEBIT_COLLECTION_WORKING_DAYS, now);
}

/** When a refund issued `now` is expected to arrive: 7 to 10 working days on. */
export function refundEstimate(now: DateInput = new Date()): DateEstimate {
  return workingDayEstimate(REFUND_WORKING_DAYS, now);
}
