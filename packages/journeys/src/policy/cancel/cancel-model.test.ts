import { policyOf } from '../policy-test-data';
import { cancelChoiceOf, cancelFormOf, cancelRouteOf, cancelVariantOf } from './cancel-model';

const NOW = new Date('2026-06-15T10:00:00Z');

describe('the cancel pages’ model', () => {
  it('offers cooling-off within 14 days of the bind or inception, then Standard, then nothing once terminated', () => {
    const bought = {
      createdAt: '2026-06-10T10:00:00.000Z',
      inceptedAt: '2026-06-12T00:00:00.000Z',
    };
    expect(cancelVariantOf(policyOf({}, bought), NOW)).toBe('CoolingOff');
    expect(cancelVariantOf(policyOf({}), NOW)).toBe('Standard');
    expect(
      cancelVariantOf(policyOf({}, { terminatedAt: '2026-07-01T00:00:00.000Z' }), NOW),
    ).toBeNull();
    expect(cancelVariantOf(policyOf({}, { policyStatus: 'LAPSED' }), NOW)).toBeNull();
  });

  it('reads the answers as the reason sent and 00:00 London on a later day, or at once for today', () => {
    expect(
      cancelChoiceOf({ reason: 'Other', otherReason: ' Moving ', effectiveAt: '2026-06-15' }, NOW),
    ).toEqual({ reason: 'Other|Moving', effectiveAt: null });
    expect(cancelChoiceOf({ reason: 'Price', effectiveAt: '2026-06-20' }, NOW)).toEqual({
      reason: 'Price',
      effectiveAt: '2026-06-19T23:00:00.000Z',
    });
    expect(cancelChoiceOf({ reason: 'Price' }, NOW)).toEqual({
      reason: 'Price',
      effectiveAt: null,
    });
  });

  it('names the form, its confirm page, and nothing else', () => {
    expect(cancelRouteOf([])).toBe('form');
    expect(cancelRouteOf(['confirm'])).toBe('confirm');
    expect(cancelRouteOf(['confirm', 'x'])).toBe('unknown');
    expect(cancelRouteOf(['other'])).toBe('unknown');
  });

  it('offers in the Standard form exactly the days the platform accepts: to the deferral, or to expiry when sooner', () => {
    const daysOffered = (policy: ReturnType<typeof policyOf>) =>
      cancelFormOf(policy, 'Standard', NOW).inputs.find((input) => input.type === 'datePicker')
        ?.meta?.daysOffered;
    // The product defers up to 30 days: today and the next 30.
    expect(daysOffered(policyOf({}, { expiredAt: '2027-06-01T00:00:00.000Z' }))).toBe(31);
    // Expiring on 20 June: 15 to 20 June.
    expect(daysOffered(policyOf({}, { expiredAt: '2026-06-20T10:00:00.000Z' }))).toBe(6);
    // A pending policy: today and tomorrow.
    expect(daysOffered(policyOf({}, { policyStatus: 'PENDING' }))).toBe(2);
    expect(
      cancelFormOf(policyOf({}), 'CoolingOff', NOW).inputs.some(
        (input) => input.type === 'datePicker',
      ),
    ).toBe(false);
  });
});
