import { AUTO_RENEWAL_DEFAULT, canModifyAutoRenewal, isAutoRenewalEffective } from './auto-renewal';

describe('isAutoRenewalEffective', () => {
  it('is on for an AUTO policy that is neither stopped nor switched off', () => {
    expect(
      isAutoRenewalEffective({
        reviewType: 'AUTO',
        policyDetail: { renewalStopped: false, autoRenewalEnabled: true },
      }),
    ).toBe(true);
  });

  it('defaults to on when the flags are absent', () => {
    expect(AUTO_RENEWAL_DEFAULT).toBe(true);
    expect(isAutoRenewalEffective({ policyDetail: {} })).toBe(true);
    expect(
      isAutoRenewalEffective({ reviewType: null, policyDetail: { autoRenewalEnabled: null } }),
    ).toBe(true);
  });

  it('is off when the review type is NEVER', () => {
    expect(
      isAutoRenewalEffective({ reviewType: 'NEVER', policyDetail: { autoRenewalEnabled: true } }),
    ).toBe(false);
  });

  it('is off when renewal is stopped', () => {
    expect(isAutoRenewalEffective({ policyDetail: { renewalStopped: true } })).toBe(false);
  });

  it('is off when auto-renewal is switched off', () => {
    expect(isAutoRenewalEffective({ policyDetail: { autoRenewalEnabled: false } })).toBe(false);
  });
});

describe('canModifyAutoRenewal', () => {
  it('follows allowModifyAutoRenewal', () => {
    expect(canModifyAutoRenewal({ allowModifyAutoRenewal: true })).toBe(true);
    expect(canModifyAutoRenewal({ allowModifyAutoRenewal: false })).toBe(false);
  });

  it('is off when the renewal configuration is absent', () => {
    expect(canModifyAutoRenewal({})).toBe(false);
    expect(canModifyAutoRenewal(undefined)).toBe(false);
    expect(canModifyAutoRenewal(null)).toBe(false);
  });
});
