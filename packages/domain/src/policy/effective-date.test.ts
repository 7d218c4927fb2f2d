import { DateTime } from 'luxon';
import { ConfigurationError } from '../errors';
import {
  adjustmentTakesEffectAt,
  checkOtherEffectiveDate,
  EFFECTIVE_DATE_WINDOW_DAYS,
  hasPolicyStarted,
  isDeferredChange,
  isValidOtherEffectiveDate,
  resolveEffectiveDate,
} from './effective-date';

const NOW = '2026-06-10T15:00:00+01:00';
const dates = { inceptedAt: '2026-05-01T10:30:00+01:00', expiredAt: '2026-07-01T00:00:00+01:00' };

describe('checkOtherEffectiveDate', () => {
  it('accepts a valid date inside every rule', () => {
    expect(checkOtherEffectiveDate('2026-06-15', dates, NOW)).toBeNull();
    expect(isValidOtherEffectiveDate('2026-06-15', dates, NOW)).toBe(true);
  });

  it('refuses garbage as invalid without throwing', () => {
    expect(checkOtherEffectiveDate('2026-13-01', dates, NOW)).toBe('invalid');
    expect(checkOtherEffectiveDate('', dates, NOW)).toBe('invalid');
    expect(checkOtherEffectiveDate(null, dates, NOW)).toBe('invalid');
    expect(checkOtherEffectiveDate({ year: 2026 }, dates, NOW)).toBe('invalid');
    expect(isValidOtherEffectiveDate(undefined, dates, NOW)).toBe(false);
  });

  it('accepts the inception day itself (day level) and refuses the day before', () => {
    expect(checkOtherEffectiveDate('2026-05-01', dates, NOW)).toBeNull();
    expect(checkOtherEffectiveDate('2026-04-30', dates, NOW)).toBe('beforeInception');
  });

  it('accepts up to the day before today plus the window and refuses that day', () => {
    expect(EFFECTIVE_DATE_WINDOW_DAYS).toBe(30);
    const far = { inceptedAt: dates.inceptedAt, expiredAt: '2027-05-01' };
    expect(checkOtherEffectiveDate('2026-07-09', far, NOW)).toBeNull();
    expect(checkOtherEffectiveDate('2026-07-10', far, NOW)).toBe('tooFarAhead');
  });

  it('accepts a day starting before expiry and refuses the expiry day', () => {
    expect(checkOtherEffectiveDate('2026-06-30', dates, NOW)).toBeNull();
    expect(checkOtherEffectiveDate('2026-07-01', dates, NOW)).toBe('afterExpiry');
  });

  it('accepts the expiry day when cover runs to the end of it', () => {
    const endOfDay = { ...dates, expiredAt: '2026-06-30T23:59:59+01:00' };
    expect(checkOtherEffectiveDate('2026-06-30', endOfDay, NOW)).toBeNull();
    expect(checkOtherEffectiveDate('2026-07-01', endOfDay, NOW)).toBe('afterExpiry');
  });

  it('reports the first broken rule in the spec order', () => {
    expect(checkOtherEffectiveDate('2026-08-01', dates, NOW)).toBe('tooFarAhead');
  });

  it('judges against the current time by default', () => {
    expect(checkOtherEffectiveDate('2000-01-01', {})).toBeNull();
    expect(isValidOtherEffectiveDate('2999-01-01', {})).toBe(false);
    expect(isDeferredChange('2999-01-01')).toBe(true);
    expect(
      hasPolicyStarted({ policyDetail: { policyStatus: 'ACTIVE', inceptedAt: '2000-01-01' } }),
    ).toBe(true);
    expect(
      adjustmentTakesEffectAt({
        policyDetail: { policyStatus: 'ACTIVE', inceptedAt: '2000-01-01' },
      }),
    ).toBeNull();
    expect(resolveEffectiveDate('backdate-to-inception', { inceptedAt: '2000-01-01' })).toBe(
      '2000-01-01T00:00:00.000+00:00',
    );
  });

  it('skips the rules of missing policy dates', () => {
    expect(checkOtherEffectiveDate('2020-01-01', {}, NOW)).toBeNull();
  });

  it('accepts JS Dates and luxon DateTimes', () => {
    expect(checkOtherEffectiveDate(new Date('2026-06-15T12:00:00Z'), dates, NOW)).toBeNull();
    expect(checkOtherEffectiveDate(DateTime.fromISO('2026-04-01'), dates, NOW)).toBe(
      'beforeInception',
    );
  });
});

describe('resolveEffectiveDate', () => {
  it('immediately is now', () => {
    expect(resolveEffectiveDate('immediately', dates, null, NOW)).toBe(
      '2026-06-10T15:00:00.000+01:00',
    );
  });

  it('backdate-to-inception is the inception instant', () => {
    expect(resolveEffectiveDate('backdate-to-inception', dates, null, NOW)).toBe(
      '2026-05-01T10:30:00.000+01:00',
    );
  });

  it('backdating without an inception is a RangeError', () => {
    expect(() => resolveEffectiveDate('backdate-to-inception', {}, null, NOW)).toThrow(RangeError);
  });

  it('other-date is 00:00 London on that day', () => {
    expect(resolveEffectiveDate('other-date', dates, '2026-06-20', NOW)).toBe(
      '2026-06-20T00:00:00.000+01:00',
    );
  });

  it('other-date refuses a date that breaks a rule', () => {
    expect(() => resolveEffectiveDate('other-date', dates, '2026-04-01', NOW)).toThrow(
      'Effective date refused (beforeInception): 2026-04-01',
    );
    expect(() => resolveEffectiveDate('other-date', dates, undefined, NOW)).toThrow(RangeError);
  });

  it('an unknown choice is a ConfigurationError', () => {
    expect(() => resolveEffectiveDate('tomorrow' as never, dates, null, NOW)).toThrow(
      ConfigurationError,
    );
  });
});

describe('hasPolicyStarted', () => {
  const pending = (inceptedAt?: string) => ({
    policyDetail: { policyStatus: 'PENDING' as const, inceptedAt },
  });

  it('is true from the inception instant, false the moment before', () => {
    expect(hasPolicyStarted(pending('2026-06-10T15:00:00+01:00'), NOW)).toBe(true);
    expect(hasPolicyStarted(pending('2026-06-10T15:00:01+01:00'), NOW)).toBe(false);
  });

  it('falls back to the status when there is no inception date', () => {
    expect(hasPolicyStarted(pending(), NOW)).toBe(false);
    expect(hasPolicyStarted({ policyDetail: { policyStatus: 'ACTIVE' } }, NOW)).toBe(true);
  });
});

describe('adjustmentTakesEffectAt', () => {
  it('is the start of a policy that has not started', () => {
    const future = { policyDetail: { policyStatus: 'PENDING' as const, inceptedAt: '2026-07-01' } };
    expect(adjustmentTakesEffectAt(future, NOW)).toBe('2026-07-01T00:00:00.000+01:00');
  });

  it('is null once the policy has started', () => {
    const live = {
      policyDetail: { policyStatus: 'ACTIVE' as const, inceptedAt: dates.inceptedAt },
    };
    expect(adjustmentTakesEffectAt(live, NOW)).toBeNull();
  });

  it('throws a RangeError for a pending policy without a start', () => {
    expect(() =>
      adjustmentTakesEffectAt({ policyDetail: { policyStatus: 'PENDING' } }, NOW),
    ).toThrow(RangeError);
  });
});

describe('isDeferredChange', () => {
  it('is true when the new version starts on a later London day', () => {
    expect(isDeferredChange('2026-06-11T00:00:00+01:00', NOW)).toBe(true);
  });

  it('is false later the same day or earlier', () => {
    expect(isDeferredChange('2026-06-10T23:59:59+01:00', NOW)).toBe(false);
    expect(isDeferredChange('2026-06-01', NOW)).toBe(false);
  });

  it('judges the day in London: 23:30 UTC in summer is the next day', () => {
    expect(isDeferredChange('2026-06-10T23:30:00Z', NOW)).toBe(true);
  });

  it('is false for garbage', () => {
    expect(isDeferredChange('later', NOW)).toBe(false);
    expect(isDeferredChange(undefined, NOW)).toBe(false);
    expect(isDeferredChange('2026-06-11', 'bad now')).toBe(false);
  });
});
