export {
  canAddAdditionalDriver,
  DEFAULT_NEW_PROFILE_CODE,
  DRIVER_NO_NAME,
  driverDisplayName,
  MAX_ADDITIONAL_DRIVERS,
  nextProfileCode,
} from './additional-drivers';
export type { DateOfBirthParts, DateOfBirthProblem } from './date-of-birth';
export {
  ageOn,
  checkDateOfBirth,
  dateOfBirthFromParts,
  dateOfBirthToParts,
  isValidDateOfBirth,
  MAX_AGE_YEARS,
} from './date-of-birth';
export type { DateOfBirthPart } from './date-of-birth-entry';
export {
  DATE_OF_BIRTH_PARTS,
  DAY_MONTH_MAX_DIGITS,
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  PART_MAX_DIGITS,
  withDateOfBirthPart,
  YEAR_MAX_DIGITS,
} from './date-of-birth-entry';
export type { HistoryDateProblem } from './history-dates';
export {
  checkHistoryDate,
  HISTORY_LOOKBACK_YEARS,
  isValidClaimDate,
  isValidConvictionDate,
} from './history-dates';
export type { DriverExcessEndorsement, LicenceValidFromProblem } from './licence';
export {
  checkLicenceValidFrom,
  DRIVER_EXCESS_ENDORSEMENTS,
  DRIVER_EXCESS_PENCE,
  driverExcessEndorsements,
  INEXPERIENCED_DRIVER_EXCESS_PENCE,
  INEXPERIENCED_LICENCE_YEARS,
  isValidLicenceValidFrom,
  LICENCE_LOOKBACK_YEARS,
  MIN_LICENCE_AGE_YEARS,
  YOUNG_DRIVER_AGE,
  YOUNG_DRIVER_EXCESS_PENCE,
} from './licence';
export {
  isNcdConsistentWithAge,
  isNcdTypeRequired,
  isValidNcdYears,
  MIN_DRIVING_AGE_FOR_NCD,
  maxNcdForAge,
  NCD_MAX,
  NCD_MIN,
} from './ncd';
export type { OccupationRequiredEmployment } from './occupation';
export {
  canStartLookup,
  INDUSTRY_LOOKUP_MIN_CHARS,
  isOccupationRequired,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OCCUPATION_REQUIRED_EMPLOYMENT,
  OFFENCE_LOOKUP_MIN_CHARS,
} from './occupation';
export type { PastDateProblem } from './past-date';
