import { DateTime } from 'luxon';
import { londonToday } from '../dates/london';
import { ConfigurationError } from '../errors';
import {
  type CancelDatePolicy,
  cancelDateWindow,
  cancelDateWindowDays,
  cancelEffectiveAt,
  isCancelDateInWindow,
} from './cancel-date-window';
import { DEFAULT_DAYS_TO_DEFER, FALLBACK_DAYS_TO_DEFER } from './cancel-deferral';

const active = (expiredAt: string | null = '2027-01-01T00:00:00Z'): CancelDatePolicy => ({
  policyDetail: { policyStatus: 'ACTIVE', expiredAt },
});
const NOW = '2026-06-10T12:00:00+01:00';

describe('cancelDateWindow', () => {
  it('allows today up to daysToDefer ahead when expiry is further', () => {
    expect(DEFAULT_DAYS_TO_DEFER).toBe(30);
    expect(cancelDateWindow(active(), DEFAULT_DAYS_TO_DEFER, NOW)).toEqual({
      earliest: '2026-06-10',
      latest: '2026-07-10',
    });
  });

  it('stops at the expiry day when it comes before the deferral limit', () => {
    // Expiry 20 days ahead: one inside and one outside the 20-day deferral edge.
    expect(cancelDateWindow(active('2026-06-30T10:00:00+01:00'), 21, NOW).latest).toBe(
      '2026-06-30',
    );
    expect(cancelDateWindow(active('2026-06-30T10:00:00+01:00'), 20, NOW).latest).toBe(
      '2026-06-30',
    );
    expect(cancelDateWindow(active('2026-06-30T10:00:00+01:00'), 19, NOW).latest).toBe(
      '2026-06-29',
    );
  });

  it('allows only today once the policy is past expiry', () => {
    expect(cancelDateWindow(active('2026-06-01'), 30, NOW)).toEqual({
      earliest: '2026-06-10',
      latest: '2026-06-10',
    });
  });

  it('ignores a missing expiry', () => {
    expect(cancelDateWindow(active(null), 5, NOW).latest).toBe('2026-06-15');
  });

  it('defers one day when daysToDefer is unset', () => {
    expect(FALLBACK_DAYS_TO_DEFER).toBe(1);
    expect(cancelDateWindow(active(), undefined, NOW).latest).toBe('2026-06-11');
    expect(cancelDateWindow(active(), null, NOW).latest).toBe('2026-06-11');
  });

  it('defers one day for a PENDING policy whatever is configured', () => {
    const pending: CancelDatePolicy = { policyDetail: { policyStatus: 'PENDING' } };
    expect(cancelDateWindow(pending, 30, NOW)).toEqual({
      earliest: '2026-06-10',
      latest: '2026-06-11',
    });
  });

  it('accepts zero days as today only', () => {
    expect(cancelDateWindow(active(), 0, NOW).latest).toBe('2026-06-10');
  });

  it('raises a ConfigurationError for a negative or fractional daysToDefer', () => {
    expect(() => cancelDateWindow(active(), -1, NOW)).toThrow(ConfigurationError);
    expect(() => cancelDateWindow(active(), 2.5, NOW)).toThrow(ConfigurationError);
  });

  it('starts today by default', () => {
    expect(cancelDateWindow(active(null), 0).earliest).toBe(londonToday().toISODate());
  });

  it('judges today in London: 23:30 UTC in summer is already tomorrow', () => {
    expect(cancelDateWindow(active(), 1, '2026-06-10T23:30:00Z').earliest).toBe('2026-06-11');
  });
});

describe('isCancelDateInWindow', () => {
  const window = { earliest: '2026-06-10', latest: '2026-07-10' };

  it('accepts both ends of the window', () => {
    expect(isCancelDateInWindow('2026-06-10', window)).toBe(true);
    expect(isCancelDateInWindow('2026-07-10', window)).toBe(true);
    expect(isCancelDateInWindow(new Date('2026-06-20T12:00:00Z'), window)).toBe(true);
    expect(isCancelDateInWindow(DateTime.fromISO('2026-06-20'), window)).toBe(true);
  });

  it('refuses the day before and the day after', () => {
    expect(isCancelDateInWindow('2026-06-09', window)).toBe(false);
    expect(isCancelDateInWindow('2026-07-11', window)).toBe(false);
  });

  it('refuses garbage without throwing', () => {
    expect(isCancelDateInWindow('soon', window)).toBe(false);
    expect(isCancelDateInWindow(undefined, window)).toBe(false);
    expect(isCancelDateInWindow(20260615, window)).toBe(false);
  });
});

describe('cancelEffectiveAt', () => {
  it('treats today and past days as immediate', () => {
    expect(cancelEffectiveAt('2026-06-10', NOW)).toEqual({ immediate: true });
    expect(cancelEffectiveAt('2026-05-01', NOW)).toEqual({ immediate: true });
  });

  it('takes a later day as 00:00 London on that day', () => {
    expect(cancelEffectiveAt('2026-06-11', NOW)).toEqual({
      immediate: false,
      effectiveAt: '2026-06-11T00:00:00.000+01:00',
    });
    expect(cancelEffectiveAt('2026-12-01', NOW)).toEqual({
      immediate: false,
      effectiveAt: '2026-12-01T00:00:00.000+00:00',
    });
  });

  it('compares with today by default', () => {
    expect(cancelEffectiveAt('2000-01-01')).toEqual({ immediate: true });
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => cancelEffectiveAt('2026-02-30', NOW)).toThrow(RangeError);
  });
});

describe('cancelDateWindowDays', () => {
  it('counts today and the last day: 31 days for a 30-day deferral', () => {
    expect(cancelDateWindowDays(cancelDateWindow(active(), 30, NOW))).toBe(31);
  });

  it('counts only the days to expiry when expiry comes first', () => {
    expect(
      cancelDateWindowDays(cancelDateWindow(active('2026-06-20T10:00:00+01:00'), 30, NOW)),
    ).toBe(11);
  });

  it('counts one day when only today may be chosen', () => {
    expect(cancelDateWindowDays(cancelDateWindow(active('2026-06-01'), 30, NOW))).toBe(1);
  });

  it('counts whole London days across the October clock change', () => {
    expect(cancelDateWindowDays({ earliest: '2026-10-20', latest: '2026-10-30' })).toBe(11);
  });
});
