import { DateTime } from 'luxon';
import { type DateInput, wholeYearsBetween } from '../dates/london';
import { checkPastDate, type PastDateProblem, readDay } from './past-date';

/** The oldest a driver may be: the date of birth may be at most this many years ago. */
export const MAX_AGE_YEARS = 125;

/** Why a date of birth was refused (null when it is acceptable). */
export type DateOfBirthProblem = PastDateProblem;

/** The date-of-birth entry as typed: day, month and year as text. */
export type DateOfBirthParts = {
  readonly day: string;
  readonly month: string;
  readonly year: string;
};

/**
 * Checks a date of birth: required, not in the future, and not more than 125 years ago. Exactly
 * 125 years ago today is allowed; one day earlier is 'tooOld'. Judged by London calendar day.
 */
export function checkDateOfBirth(
  dateOfBirth: DateInput | null | undefined,
  now: DateInput = new Date(),
): DateOfBirthProblem | null {
  return checkPastDate(dateOfBirth, MAX_AGE_YEARS, now);
}

/** True for a date of birth that is present, not in the future and at most 125 years ago. */
export function isValidDateOfBirth(
  dateOfBirth: DateInput | null | undefined,
  now: DateInput = new Date(),
): boolean {
  return checkDateOfBirth(dateOfBirth, now) === null;
}

/** Age in whole years on the London day of `date` (birthday counts on the day); null when either date is unreadable. */
export function ageOn(
  dateOfBirth: DateInput | null | undefined,
  date: DateInput = new Date(),
): number | null {
  const birth = readDay(dateOfBirth);
  const on = readDay(date);
  return birth && on ? wholeYearsBetween(birth, on) : null;
}

const DAY_OR_MONTH = /^\d{1,2}$/;
const FULL_YEAR = /^\d{4}$/;

/**
 * The 'yyyy-MM-dd' date the triple entry stands for, or null until day, month and a four-digit
 * year are all typed and form a real calendar date (30 February gives null).
 */
export function dateOfBirthFromParts(
  parts: { day?: unknown; month?: unknown; year?: unknown } | null | undefined,
): string | null {
  if (!parts) return null;
  const { day, month, year } = parts;
  if (typeof day !== 'string' || typeof month !== 'string' || typeof year !== 'string') return null;
  if (!DAY_OR_MONTH.test(day) || !DAY_OR_MONTH.test(month) || !FULL_YEAR.test(year)) return null;
  const date = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day) });
  return date.isValid ? date.toISODate() : null;
}

/** Splits a stored 'yyyy-MM-dd' date (a time part is ignored) into zero-padded entry parts; empty parts when absent or unreadable. */
export function dateOfBirthToParts(iso: unknown): DateOfBirthParts {
  const empty: DateOfBirthParts = { day: '', month: '', year: '' };
  if (typeof iso !== 'string') return empty;
  // The calendar date as written: shifting an instant into London could move a birthday by a day.
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso.trim());
  if (!match) return empty;
  const [, year = '', month = '', day = ''] = match;
  return dateOfBirthFromParts({ day, month, year }) ? { day, month, year } : empty;
}
