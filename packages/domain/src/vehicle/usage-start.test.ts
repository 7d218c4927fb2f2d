import {
  checkUsageStart,
  isStartDateOnOrAfterUsageStart,
  isValidUsageStart,
  latestUsageStartMonth,
} from './usage-start';
import { USAGE_START_MIN_YEAR } from './vehicle-year-limits';

describe('checkUsageStart', () => {
  const start = '2026-07-15';

  it('requires both year and month', () => {
    expect(checkUsageStart(undefined, start)).toBe('required');
    expect(checkUsageStart(null, start)).toBe('required');
    expect(checkUsageStart({ year: 2020 }, start)).toBe('required');
    expect(checkUsageStart({ year: '', month: 3 }, start)).toBe('required');
  });
  it('refuses a month outside 1 to 12 or a non-integer part', () => {
    expect(checkUsageStart({ year: 2020, month: 0 }, start)).toBe('invalid');
    expect(checkUsageStart({ year: 2020, month: 1 }, start)).toBeNull();
    expect(checkUsageStart({ year: 2020, month: 12 }, start)).toBeNull();
    expect(checkUsageStart({ year: 2020, month: 13 }, start)).toBe('invalid');
    expect(checkUsageStart({ year: 2020.5, month: 3 }, start)).toBe('invalid');
    expect(checkUsageStart({ year: '2020', month: 3 }, start)).toBe('invalid');
  });
  it('accepts 1939 and refuses 1938', () => {
    expect(USAGE_START_MIN_YEAR).toBe(1939);
    expect(checkUsageStart({ year: 1939, month: 1 }, start)).toBeNull();
    expect(checkUsageStart({ year: 1938, month: 12 }, start)).toBe('beforeMinYear');
  });
  it('accepts the start date month and refuses the month after', () => {
    expect(checkUsageStart({ year: 2026, month: 7 }, start)).toBeNull();
    expect(checkUsageStart({ year: 2026, month: 8 }, start)).toBe('afterStart');
    expect(checkUsageStart({ year: 2027, month: 1 }, start)).toBe('afterStart');
  });
  it('judges the start date month in London', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London.
    expect(checkUsageStart({ year: 2026, month: 8 }, '2026-07-31T23:30:00Z')).toBeNull();
  });
  it('leaves the start comparison until a start date is chosen', () => {
    expect(checkUsageStart({ year: 2099, month: 1 })).toBeNull();
    expect(checkUsageStart({ year: 2099, month: 1 }, 'not a date')).toBeNull();
  });
  it('isValidUsageStart agrees with checkUsageStart', () => {
    expect(isValidUsageStart({ year: 2026, month: 7 }, start)).toBe(true);
    expect(isValidUsageStart({ year: 2026, month: 8 }, start)).toBe(false);
  });
});

describe('latestUsageStartMonth', () => {
  it('is the current London month plus one by default', () => {
    expect(latestUsageStartMonth(undefined, '2026-03-10T12:00:00Z')).toEqual({
      year: 2026,
      month: 4,
    });
  });
  it('rolls over the year end', () => {
    expect(latestUsageStartMonth(1, '2026-12-31T12:00:00Z')).toEqual({ year: 2027, month: 1 });
    expect(latestUsageStartMonth(0, '2026-12-31T12:00:00Z')).toEqual({ year: 2026, month: 12 });
  });
  it('uses the current clock when now is omitted', () => {
    const latest = latestUsageStartMonth();
    expect(latest.year).toBeGreaterThanOrEqual(2026);
    expect(checkUsageStart(latest, new Date())).toBe('afterStart');
  });
  it('takes the month from the London calendar', () => {
    // 23:30 UTC on 31 May is 1 June in London.
    expect(latestUsageStartMonth(1, '2026-05-31T23:30:00Z')).toEqual({ year: 2026, month: 7 });
  });
});

describe('isStartDateOnOrAfterUsageStart', () => {
  it('accepts a start in the usage month and refuses one in the month before', () => {
    expect(isStartDateOnOrAfterUsageStart('2026-07-01', { year: 2026, month: 7 })).toBe(true);
    expect(isStartDateOnOrAfterUsageStart('2026-06-30', { year: 2026, month: 7 })).toBe(false);
    expect(isStartDateOnOrAfterUsageStart('2027-01-01', { year: 2026, month: 12 })).toBe(true);
  });
  it('is false when either answer is missing or unreadable', () => {
    expect(isStartDateOnOrAfterUsageStart(undefined, { year: 2026, month: 7 })).toBe(false);
    expect(isStartDateOnOrAfterUsageStart('2026-07-01', undefined)).toBe(false);
    expect(isStartDateOnOrAfterUsageStart('2026-07-01', { year: 2026, month: 13 })).toBe(false);
  });
});
