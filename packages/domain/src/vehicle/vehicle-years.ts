import { type DateInput, londonToday } from '../dates/london';
import { ConfigurationError } from '../errors';

/** Earliest vehicle year offered when a brand does not configure one. */
export const VEHICLE_EARLIEST_YEAR_DEFAULT = 1940;
/** Earliest vehicle year in the brand's configuration. */
export const BRAND_VEHICLE_EARLIEST_YEAR = 2001;

/**
 * The vehicle years to choose from, newest first: the current London year back to `earliestYear`.
 * Empty when the earliest year is still to come; a non-integer year is a configuration fault.
 */
export function vehicleYearChoices(
  earliestYear: number = VEHICLE_EARLIEST_YEAR_DEFAULT,
  now: DateInput = new Date(),
): number[] {
  if (!Number.isInteger(earliestYear)) {
    throw new ConfigurationError(`Vehicle earliest year must be a whole year: ${earliestYear}`);
  }
  const currentYear = londonToday(now).year;
  const count = Math.max(0, currentYear - earliestYear + 1);
  return Array.from({ length: count }, (_, index) => currentYear - index);
}
