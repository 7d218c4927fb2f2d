import { type DateInput, londonToday } from '../dates/london';
import { ConfigurationError } from '../errors';

import { VEHICLE_EARLIEST_YEAR_DEFAULT } from './vehicle-year-limits';

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
