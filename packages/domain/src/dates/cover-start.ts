import {
  type DateInput,
  isAfterLondonDay,
  londonDateTime,
  startOfLondonDay,
  toLondon,
} from './london';

/**
 * When cover starts. `startsAt` is an ISO 8601 instant with its London offset, ready for the wire:
 * the moment of purchase for an immediate start, otherwise 00:00 London time on the chosen day.
 */
export type CoverStart =
  | { immediate: true; startsAt: string }
  | { immediate: false; startsAt: string };

/**
 * True when cover chosen to start on `startDate` starts at once: the start day is today in London,
 * or already past (a past date is treated as immediate). False for a later day or an invalid date.
 */
export function isImmediateStart(startDate: DateInput, now: DateInput = new Date()): boolean {
  const start = toLondon(startDate);
  if (!start) return false;
  return !isAfterLondonDay(start, now);
}

/**
 * When cover chosen for `startDate` starts (spec: "Start today means immediate start; a later date
 * starts at 00:00 on that date"), judged by London calendar day. Throws a RangeError for an invalid date.
 */
export function coverStartAt(startDate: DateInput, now: DateInput = new Date()): CoverStart {
  const start = londonDateTime(startDate);
  if (isImmediateStart(start, now)) {
    return { immediate: true, startsAt: londonDateTime(now).toISO() as string };
  }
  return { immediate: false, startsAt: startOfLondonDay(start).toISO() as string };
}
