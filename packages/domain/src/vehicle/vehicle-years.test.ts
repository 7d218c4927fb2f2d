import { ConfigurationError } from '../errors';
import { BRAND_VEHICLE_EARLIEST_YEAR, VEHICLE_EARLIEST_YEAR_DEFAULT } from './vehicle-year-limits';
import { vehicleYearChoices } from './vehicle-years';

describe('vehicleYearChoices', () => {
  const now = '2026-06-01T12:00:00Z';

  it('runs from the current year back to 1940 by default, newest first', () => {
    const years = vehicleYearChoices(undefined, now);
    expect(VEHICLE_EARLIEST_YEAR_DEFAULT).toBe(1940);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1940);
    expect(years).toHaveLength(2026 - 1940 + 1);
  });
  it('stops at the brand earliest year 2001, including it and nothing before', () => {
    const years = vehicleYearChoices(BRAND_VEHICLE_EARLIEST_YEAR, now);
    expect(years.at(-1)).toBe(2001);
    expect(years).not.toContain(2000);
  });
  it('takes the current year from the London calendar', () => {
    // 00:30 on 1 January 2027 in London is still 31 December 2026 in UTC.
    expect(vehicleYearChoices(2025, '2026-12-31T23:30:00-01:00')[0]).toBe(2027);
    expect(vehicleYearChoices(2025, '2026-12-31T23:30:00Z')[0]).toBe(2026);
  });
  it('offers only the current year when it is the earliest, and nothing for a future earliest year', () => {
    expect(vehicleYearChoices(2026, now)).toEqual([2026]);
    expect(vehicleYearChoices(2027, now)).toEqual([]);
  });
  it('treats a non-integer earliest year as a configuration fault', () => {
    expect(() => vehicleYearChoices(2001.5, now)).toThrow(ConfigurationError);
  });
});

describe('without an explicit now', () => {
  it('starts at the current year', () => {
    const years = vehicleYearChoices();
    expect(years[0]).toBeGreaterThanOrEqual(2026);
    expect(years.at(-1)).toBe(VEHICLE_EARLIEST_YEAR_DEFAULT);
  });
});
