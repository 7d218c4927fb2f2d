import { type DateInput, londonToday, toLondon } from '../dates/london';

import { USAGE_START_MIN_YEAR, USAGE_START_MONTHS_AHEAD_DEFAULT } from './vehicle-year-limits';

/** A month-year answer; month is 1 (January) to 12. */
export type YearMonth = { readonly year: number; readonly month: number };

/** Why a usage start was refused (null when it is acceptable). */
export type UsageStartProblem = 'required' | 'invalid' | 'beforeMinYear' | 'afterStart';

type YearMonthAnswer = { readonly year?: unknown; readonly month?: unknown } | null | undefined;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function isYearMonth(value: YearMonthAnswer): value is YearMonth {
  if (!value) return false;
  const { year, month } = value;
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    typeof month === 'number' &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
  );
}

// Months since year 0, so two year-months compare as numbers.
function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

function londonYearMonth(input: DateInput | null | undefined): YearMonth | null {
  const value = toLondon(input);
  return value ? { year: value.year, month: value.month } : null;
}

/**
 * Checks the usage-start answer: null when acceptable. It must not be in a later month than the
 * cover start; when the start date is not chosen yet (or unreadable) that comparison waits for it.
 */
export function checkUsageStart(
  usageStart: YearMonthAnswer,
  startDate?: DateInput | null,
): UsageStartProblem | null {
  if (!usageStart || isBlank(usageStart.year) || isBlank(usageStart.month)) return 'required';
  if (!isYearMonth(usageStart)) return 'invalid';
  if (usageStart.year < USAGE_START_MIN_YEAR) return 'beforeMinYear';
  const start = londonYearMonth(startDate);
  if (start && monthIndex(usageStart) > monthIndex(start)) return 'afterStart';
  return null;
}

/** True when the usage start is answered, from 1939, and no later than the cover start's month. */
export function isValidUsageStart(
  usageStart: YearMonthAnswer,
  startDate?: DateInput | null,
): boolean {
  return checkUsageStart(usageStart, startDate) === null;
}

/** The latest month the usage-start picker offers: the current London month plus `monthsAhead`. */
export function latestUsageStartMonth(
  monthsAhead: number = USAGE_START_MONTHS_AHEAD_DEFAULT,
  now: DateInput = new Date(),
): YearMonth {
  const latest = londonToday(now).startOf('month').plus({ months: monthsAhead });
  return { year: latest.year, month: latest.month };
}

/**
 * Start-date rule "not before vehicle usage start", judged by month because usage start has no day.
 * False when either answer is missing or unreadable.
 */
export function isStartDateOnOrAfterUsageStart(
  startDate: DateInput | null | undefined,
  usageStart: YearMonthAnswer,
): boolean {
  const start = londonYearMonth(startDate);
  if (!start || !isYearMonth(usageStart)) return false;
  return monthIndex(start) >= monthIndex(usageStart);
}
