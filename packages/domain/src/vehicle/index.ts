export {
  CC_PER_LITRE,
  engineLitres,
  formatEngineLitres,
  PS_PER_BHP,
  powerInPs,
} from './engine-units';
export type { RegistrationFormat, RegistrationPattern, VrnProblem } from './registration';
export {
  checkVrn,
  formatVrn,
  isIncompleteVrn,
  isValidVrn,
  matchVrnPattern,
  normaliseVrn,
  UK_REGISTRATION_FORMAT,
  VRN_REFUSED_FIRST_LETTER,
} from './registration';
export type { UsageStartProblem, YearMonth } from './usage-start';
export {
  checkUsageStart,
  isStartDateOnOrAfterUsageStart,
  isValidUsageStart,
  latestUsageStartMonth,
} from './usage-start';
export {
  isValidAnnualMileage,
  isValidEstimatedValue,
  isValidSeatCount,
  MILEAGE_MAX,
  MILEAGE_MIN,
  SEATS_DEFAULT,
  SEATS_MAX,
  SEATS_MIN,
  VEHICLE_VALUE_MAX,
  VEHICLE_VALUE_MIN,
} from './vehicle-limits';
export {
  BRAND_VEHICLE_EARLIEST_YEAR,
  USAGE_START_MIN_YEAR,
  USAGE_START_MONTHS_AHEAD_DEFAULT,
  VEHICLE_EARLIEST_YEAR_DEFAULT,
} from './vehicle-year-limits';
export { vehicleYearChoices } from './vehicle-years';
