import type { DateInput } from '../dates/london';
import { checkPastDate, type PastDateProblem } from './past-date';

/** How far back conviction and claim dates may go. */
export const HISTORY_LOOKBACK_YEARS = 5;

/** Why a conviction or claim date was refused (null when it is acceptable). */
export type HistoryDateProblem = PastDateProblem;

/**
 * Checks a conviction or claim date: required, not in the future, within the last 5 years. Exactly
 * 5 years ago today is allowed; one day earlier is 'tooOld' (and need not be disclosed). London days.
 */
export function checkHistoryDate(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
): HistoryDateProblem | null {
  return checkPastDate(date, HISTORY_LOOKBACK_YEARS, now);
}

/** True for a conviction date within the last 5 years and not in the future. */
export function isValidConvictionDate(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
): boolean {
  return checkHistoryDate(date, now) === null;
}

/** True for a claim date within the last 5 years and not in the future. */
export function isValidClaimDate(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
): boolean {
  return checkHistoryDate(date, now) === null;
}
