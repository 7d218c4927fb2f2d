import { coverStartAt, isImmediateStart } from './cover-start';

const NOW = '2026-03-28T15:30:00Z'; // Saturday; the clocks go forward overnight.

describe('isImmediateStart', () => {
  it('is immediate for today in London, whatever the time of day', () => {
    expect(isImmediateStart('2026-03-28', NOW)).toBe(true);
    expect(isImmediateStart('2026-03-28T23:59:59Z', NOW)).toBe(true);
  });
  it('treats a past day as immediate', () => {
    expect(isImmediateStart('2026-03-27', NOW)).toBe(true);
    expect(isImmediateStart('2020-01-01', NOW)).toBe(true);
  });
  it('is deferred from tomorrow on', () => {
    expect(isImmediateStart('2026-03-29', NOW)).toBe(false);
  });
  it('judges today by the London day, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(isImmediateStart('2026-07-01', '2026-06-30T23:30:00Z')).toBe(true);
    expect(isImmediateStart('2026-07-01', '2026-06-30T22:59:59Z')).toBe(false);
  });
  it('is false for an invalid date rather than throwing', () => {
    expect(isImmediateStart('not a date', NOW)).toBe(false);
  });
});

describe('coverStartAt', () => {
  it('starts now for today, as an ISO instant with the London offset', () => {
    expect(coverStartAt('2026-03-28', NOW)).toEqual({
      immediate: true,
      startsAt: '2026-03-28T15:30:00.000+00:00',
    });
  });
  it('starts now for a past date', () => {
    expect(coverStartAt('2026-03-01', NOW)).toEqual({
      immediate: true,
      startsAt: '2026-03-28T15:30:00.000+00:00',
    });
  });
  it('starts at 00:00 London time on a later day, in summer time after the change', () => {
    expect(coverStartAt('2026-03-29', NOW)).toEqual({
      immediate: false,
      startsAt: '2026-03-29T00:00:00.000+00:00',
    });
    expect(coverStartAt('2026-03-30', NOW)).toEqual({
      immediate: false,
      startsAt: '2026-03-30T00:00:00.000+01:00',
    });
  });
  it('uses the London day of a start given as an instant', () => {
    expect(coverStartAt('2026-07-01T23:30:00Z', NOW).startsAt).toBe(
      '2026-07-02T00:00:00.000+01:00',
    );
  });
  it('defaults now to the current time', () => {
    expect(isImmediateStart('2000-01-01')).toBe(true);
    expect(isImmediateStart('2999-01-01')).toBe(false);
    expect(coverStartAt('2999-01-01')).toEqual({
      immediate: false,
      startsAt: '2999-01-01T00:00:00.000+00:00',
    });
  });
  it('throws a RangeError for an invalid start date', () => {
    expect(() => coverStartAt('2026-02-30', NOW)).toThrow(RangeError);
  });
});
