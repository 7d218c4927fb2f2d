import { DateTime } from 'luxon';
import {
  compareLondonDays,
  isAfterLondonDay,
  isBeforeLondonDay,
  isSameLondonDay,
  londonDateTime,
  londonToday,
  startOfLondonDay,
  toLondon,
  toLondonIsoDate,
  wholeYearsBetween,
} from './london';

describe('toLondon', () => {
  it('reads a date-only string as that London day, not UTC midnight', () => {
    expect(toLondon('2026-07-01')?.toISO()).toBe('2026-07-01T00:00:00.000+01:00');
  });
  it('places an instant with an offset in London time', () => {
    expect(toLondon('2026-06-30T23:30:00Z')?.toISODate()).toBe('2026-07-01');
  });
  it('accepts JS Dates and luxon DateTimes', () => {
    expect(toLondon(new Date('2026-01-15T12:00:00Z'))?.hour).toBe(12);
    expect(toLondon(DateTime.fromISO('2026-01-15T12:00:00Z'))?.zoneName).toBe('Europe/London');
  });
  it('returns null for missing or invalid input', () => {
    expect(toLondon(undefined)).toBeNull();
    expect(toLondon(null)).toBeNull();
    expect(toLondon('not a date')).toBeNull();
    expect(toLondon('2026-02-30')).toBeNull();
    expect(toLondon(new Date('nope'))).toBeNull();
    expect(toLondon(42 as unknown as string)).toBeNull();
  });
});

describe('londonDateTime', () => {
  it('throws a RangeError naming the bad input', () => {
    expect(() => londonDateTime('bad')).toThrow(new RangeError('Not a valid date: bad'));
  });
});

describe('day comparisons', () => {
  it('compares by London day across the BST boundary', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(isSameLondonDay('2026-06-30T23:30:00Z', '2026-07-01T10:00:00+01:00')).toBe(true);
    expect(compareLondonDays('2026-06-30T22:30:00Z', '2026-07-01')).toBe(-1);
    expect(isBeforeLondonDay('2026-06-30T22:30:00Z', '2026-07-01')).toBe(true);
    expect(isAfterLondonDay('2026-07-02T00:00:00+01:00', '2026-07-01T23:59:59+01:00')).toBe(true);
    expect(isAfterLondonDay('2026-07-01', '2026-07-01T23:59:59+01:00')).toBe(false);
  });
  it('gives the start of the day and the ISO date', () => {
    expect(startOfLondonDay('2026-03-29T12:00:00Z').toISO()).toBe('2026-03-29T00:00:00.000+00:00');
    expect(toLondonIsoDate('2026-12-31T23:59:59Z')).toBe('2026-12-31');
    expect(londonToday('2026-11-22T15:00:00Z').toISO()).toBe('2026-11-22T00:00:00.000+00:00');
  });
});

describe('wholeYearsBetween', () => {
  it('counts a birthday on the day and not the day before', () => {
    expect(wholeYearsBetween('2000-05-10', '2016-05-10')).toBe(16);
    expect(wholeYearsBetween('2000-05-10', '2016-05-09')).toBe(15);
  });
  it('is negative when the end is before the start', () => {
    expect(wholeYearsBetween('2016-05-10', '2000-05-10')).toBe(-16);
  });
});
