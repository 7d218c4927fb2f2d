import { type DateInput, wholeYearsBetween } from '../dates/london';
import type { Endorsement } from '../enums';
import { ageOn } from './date-of-birth';
import { checkPastDate, type PastDateProblem, readDay } from './past-date';

/** How far back a licence valid-from date may be. */
export const LICENCE_LOOKBACK_YEARS = 125;
/** Youngest age at which a licence can have been issued. */
export const MIN_LICENCE_AGE_YEARS = 16;
/** Extra excess for a driver who has held a licence for under this many years. */
export const INEXPERIENCED_LICENCE_YEARS = 1;
/** Extra excess for a driver younger than this age. */
export const YOUNG_DRIVER_AGE = 25;
/** The inexperienced-driver extra excess: £50. */
export const INEXPERIENCED_DRIVER_EXCESS_PENCE = 5000;
/** The young-driver extra excess: £150. */
export const YOUNG_DRIVER_EXCESS_PENCE = 15000;

/** Endorsement codes that add a driver's extra excess (a subset of the quote's endorsement catalogue). */
export const DRIVER_EXCESS_ENDORSEMENTS = [
  'DRVEXC_INEXP',
  'DRVEXC_YOUNG',
] as const satisfies readonly Endorsement[];
/** One driver extra-excess endorsement code. */
export type DriverExcessEndorsement = (typeof DRIVER_EXCESS_ENDORSEMENTS)[number];

/** The extra excess in pence each driver endorsement adds. */
export const DRIVER_EXCESS_PENCE: Readonly<Record<DriverExcessEndorsement, number>> = {
  DRVEXC_INEXP: INEXPERIENCED_DRIVER_EXCESS_PENCE,
  DRVEXC_YOUNG: YOUNG_DRIVER_EXCESS_PENCE,
};

/** Why a licence valid-from date was refused (null when it is acceptable). */
export type LicenceValidFromProblem = PastDateProblem | 'beforeMinimumAge';

/**
 * Checks the licence valid-from date: required, not in the future, within 125 years, and on or after
 * the driver's 16th birthday. When the date of birth is missing or unreadable the age test waits
 * (the date of birth shows its own error).
 */
export function checkLicenceValidFrom(
  validFrom: DateInput | null | undefined,
  dateOfBirth: DateInput | null | undefined,
  now: DateInput = new Date(),
): LicenceValidFromProblem | null {
  const problem = checkPastDate(validFrom, LICENCE_LOOKBACK_YEARS, now);
  if (problem) return problem;
  const ageAtIssue = ageOn(dateOfBirth, validFrom as DateInput);
  if (ageAtIssue !== null && ageAtIssue < MIN_LICENCE_AGE_YEARS) return 'beforeMinimumAge';
  return null;
}

/** True for a licence valid-from date that passes every check against the date of birth. */
export function isValidLicenceValidFrom(
  validFrom: DateInput | null | undefined,
  dateOfBirth: DateInput | null | undefined,
  now: DateInput = new Date(),
): boolean {
  return checkLicenceValidFrom(validFrom, dateOfBirth, now) === null;
}

/**
 * The extra-excess endorsements that apply to a driver at `at` (the cover date being priced):
 * DRVEXC_INEXP when the licence has been held under 1 year, DRVEXC_YOUNG when the driver is under 25.
 * A trigger whose date is missing or unreadable does not apply.
 */
export function driverExcessEndorsements(
  driver: {
    readonly dateOfBirth?: DateInput | null;
    readonly licenceValidFrom?: DateInput | null;
  },
  at: DateInput = new Date(),
): DriverExcessEndorsement[] {
  const codes: DriverExcessEndorsement[] = [];
  const licensed = readDay(driver.licenceValidFrom);
  const on = readDay(at);
  if (licensed && on && wholeYearsBetween(licensed, on) < INEXPERIENCED_LICENCE_YEARS) {
    codes.push('DRVEXC_INEXP');
  }
  const age = ageOn(driver.dateOfBirth, at);
  if (age !== null && age < YOUNG_DRIVER_AGE) codes.push('DRVEXC_YOUNG');
  return codes;
}
