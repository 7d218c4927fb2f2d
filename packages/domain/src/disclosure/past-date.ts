import type { DateTime } from 'luxon';
import { type DateInput, londonToday, toLondon } from '../dates/london';

/** Why a past date was refused (null when it is acceptable). */
export type PastDateProblem = 'required' | 'invalid' | 'future' | 'tooOld';

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The shared shape of every "in the past, but not too far back" date rule, by London calendar day.
 * The oldest allowed day is today minus `lookbackYears` by calendar; that day itself is allowed
 * ("not more than N years ago"). On 29 February the day N years back falls on 28 February.
 */
export function checkPastDate(
  value: DateInput | null | undefined,
  lookbackYears: number,
  now: DateInput,
): PastDateProblem | null {
  if (isBlank(value)) return 'required';
  const day = readDay(value);
  if (!day) return 'invalid';
  const today = londonToday(now);
  if (day > today) return 'future';
  if (day < today.minus({ years: lookbackYears })) return 'tooOld';
  return null;
}

/** The London calendar day of a date answer, or null when it is missing or unreadable. */
export function readDay(value: unknown): DateTime | null {
  return toLondon(value as DateInput | null | undefined)?.startOf('day') ?? null;
}
