import { hasActiveMandate, type MandateSummary } from './mandates';

describe('hasActiveMandate', () => {
  it('counts ACTIVE and PENDING_CUSTOMER_APPROVAL mandates as active', () => {
    expect(hasActiveMandate([{ status: 'ACTIVE' }])).toBe(true);
    expect(hasActiveMandate([{ status: 'PENDING_CUSTOMER_APPROVAL' }])).toBe(true);
  });

  it('does not count CANCELLED mandates or an empty list', () => {
    expect(hasActiveMandate([{ status: 'CANCELLED' }])).toBe(false);
    expect(hasActiveMandate([])).toBe(false);
  });

  it('counts only mandates of the given type when one is asked for', () => {
    const mandates: MandateSummary[] = [
      { status: 'ACTIVE', type: 'sepa_core' },
      { status: 'CANCELLED', type: 'bacs' },
    ];
    expect(hasActiveMandate(mandates, 'bacs')).toBe(false);
    expect(hasActiveMandate(mandates, 'sepa_core')).toBe(true);
    expect(hasActiveMandate([...mandates, { status: 'ACTIVE', type: 'bacs' }], 'bacs')).toBe(true);
  });

  it('is false for garbage without throwing', () => {
    expect(hasActiveMandate(undefined)).toBe(false);
    expect(hasActiveMandate(null)).toBe(false);
    expect(hasActiveMandate([null] as unknown as MandateSummary[])).toBe(false);
    expect(hasActiveMandate([{ status: 'active' }] as unknown as MandateSummary[])).toBe(false);
  });
});
