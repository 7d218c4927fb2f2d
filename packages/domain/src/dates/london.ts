import { DateTime } from 'luxon';
import { LONDON, LONDON_ZONE_NAME } from './london-zone';

/** The time zone every business-day rule is judged in. */
export const LONDON_ZONE = LONDON_ZONE_NAME;

/** A point in time as callers hold it: an ISO 8601 string, a JS Date or a luxon DateTime. */
export type DateInput = string | Date | DateTime;

/**
 * Reads a point in time and places it in Europe/London, or returns null when it is not a valid date.
 * A date-only ISO string ('2026-03-29') means that calendar day in London, not UTC midnight.
 */
export function toLondon(input: DateInput | null | undefined): DateTime | null {
  if (input === null || input === undefined) return null;
  let value: DateTime;
  if (DateTime.isDateTime(input)) value = input;
  else if (input instanceof Date) value = DateTime.fromJSDate(input);
  else if (typeof input === 'string') value = DateTime.fromISO(input.trim(), { zone: LONDON });
  else return null;
  return value.isValid ? value.setZone(LONDON) : null;
}

/** Like toLondon, but a bad date is a programming fault here (callers pass dates they already hold). */
export function londonDateTime(input: DateInput): DateTime {
  const value = toLondon(input);
  if (!value) throw new RangeError(`Not a valid date: ${String(input)}`);
  return value;
}

/** The start (00:00) of the London calendar day that holds `input`. */
export function startOfLondonDay(input: DateInput): DateTime {
  return londonDateTime(input).startOf('day');
}

/** Today in London, at 00:00. `now` is injectable so every rule can be tested at its edges. */
export function londonToday(now: DateInput = new Date()): DateTime {
  return startOfLondonDay(now);
}

/** Compares two points by London calendar day only: -1 if a is an earlier day, 0 same day, 1 later. */
export function compareLondonDays(a: DateInput, b: DateInput): -1 | 0 | 1 {
  const dayA = startOfLondonDay(a).toISODate() ?? '';
  const dayB = startOfLondonDay(b).toISODate() ?? '';
  if (dayA === dayB) return 0;
  return dayA < dayB ? -1 : 1;
}

/** True when both points fall on the same London calendar day. */
export function isSameLondonDay(a: DateInput, b: DateInput): boolean {
  return compareLondonDays(a, b) === 0;
}

/** True when `a` falls on an earlier London calendar day than `b`. */
export function isBeforeLondonDay(a: DateInput, b: DateInput): boolean {
  return compareLondonDays(a, b) === -1;
}

/** True when `a` falls on a later London calendar day than `b`. */
export function isAfterLondonDay(a: DateInput, b: DateInput): boolean {
  return compareLondonDays(a, b) === 1;
}

/** The London calendar day of `input` as 'yyyy-MM-dd'. */
export function toLondonIsoDate(input: DateInput): string {
  return startOfLondonDay(input).toISODate() as string;
}

/**
 * Whole years from `from` to `to` by calendar (a birthday counts on the day; 29 February birthdays
 * turn over on 28 February in non-leap years, as luxon's calendar arithmetic does).
 */
export function wholeYearsBetween(from: DateInput, to: DateInput): number {
  const start = startOfLondonDay(from);
  const end = startOfLondonDay(to);
  return Math.floor(end.diff(start, 'years').years);
}
