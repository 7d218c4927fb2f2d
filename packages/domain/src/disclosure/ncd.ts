import type { DateInput } from '../dates/london';
import { ageOn } from './date-of-birth';

/** Fewest no-claims discount years. */
export const NCD_MIN = 0;
/** Most no-claims discount years; 9 stands for "9 or more". */
export const NCD_MAX = 9;
/** Youngest age at which no-claims years can start to accrue. */
export const MIN_DRIVING_AGE_FOR_NCD = 16;

/** True for a whole number of NCD years from 0 to 9. */
export function isValidNcdYears(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= NCD_MIN && value <= NCD_MAX
  );
}

/** True when the NCD type (Private or Company) must be asked: for 1 to 9 years. */
export function isNcdTypeRequired(ncdYears: unknown): boolean {
  return isValidNcdYears(ncdYears) && ncdYears > NCD_MIN;
}

/**
 * The most NCD years the driver's age allows at `at`: age minus 16, clamped to 0..9. Null when
 * the date of birth or `at` is unreadable.
 */
export function maxNcdForAge(
  dateOfBirth: DateInput | null | undefined,
  at: DateInput = new Date(),
): number | null {
  const age = ageOn(dateOfBirth, at);
  if (age === null) return null;
  return Math.min(NCD_MAX, Math.max(NCD_MIN, age - MIN_DRIVING_AGE_FOR_NCD));
}

/**
 * True when the NCD implies an age of at least 16: age at `at` minus NCD years is 16 or more.
 * Zero years claims no driving history, so it is always consistent (this keeps the rule in step with
 * maxNcdForAge, which never goes below 0). False for an invalid NCD or an unreadable date.
 */
export function isNcdConsistentWithAge(
  ncdYears: unknown,
  dateOfBirth: DateInput | null | undefined,
  at: DateInput = new Date(),
): boolean {
  if (!isValidNcdYears(ncdYears)) return false;
  const max = maxNcdForAge(dateOfBirth, at);
  return max !== null && ncdYears <= max;
}
