import { isRenewalOpen, renewalBannerOf, renewalPath, renewalScreenFor } from './renewal-routing';
import { renewalProposal, renewingPolicy } from './renewal-test-data';

describe('isRenewalOpen (spec 000 §2: renewal only while it can happen)', () => {
  const detail = renewalProposal().sourcePolicy?.detail;
  it.each([
    ['an opted-in renewal', {}, true],
    ['a new quote', { kind: 'NEW' as const }, false],
    ['an upsell', { kind: 'UPSELL' as const }, false],
    [
      'a stopped renewal',
      { sourcePolicy: { policyId: 'P', quote: null, detail: { ...detail, renewalStopped: true } } },
      false,
    ],
    [
      'a policy opted out',
      {
        sourcePolicy: {
          policyId: 'P',
          quote: null,
          detail: { ...detail, autoRenewalEnabled: false },
        },
      },
      false,
    ],
    ['a proposal opted out', { autoRenewalEnabled: false }, false],
    ['no policy detail', { sourcePolicy: { policyId: 'P', quote: null, detail: null } }, false],
    ['no source policy', { sourcePolicy: null }, false],
  ])('%s: %s', (_name, overrides, open) => {
    expect(isRenewalOpen(renewalProposal(overrides as never))).toBe(open);
  });
});

describe('renewalScreenFor (spec 000 §2 renewal index)', () => {
  it.each([
    ['QUOTE', 'quote'],
    ['POLICY', 'quote'],
    ['REFERRAL', 'referral'],
    ['QUOTE_EXPIRED', 'unsupported'],
    ['INSUFFICIENT_ACCURACY', 'unsupported'],
    ['SOMETHING_NEW', 'unsupported'],
  ])('%s shows %s', (status, screen) => {
    expect(renewalScreenFor(status)).toBe(screen);
  });
});

describe('renewalPath', () => {
  it('is under the product path, with an optional page', () => {
    expect(renewalPath('flex', 'PREN1')).toBe('/flex/renewal/PREN1');
    expect(renewalPath('flex', 'PREN1', 'opt-out')).toBe('/flex/renewal/PREN1/opt-out');
  });
});

describe('renewalBannerOf (spec 000 §4 renewal banner states)', () => {
  it('is opted in with the renewal date and the premium now and from then', () => {
    expect(renewalBannerOf(renewingPolicy())).toEqual({
      kind: 'optedIn',
      policyId: 'POL1',
      proposalCode: 'PREN1',
      product: 'flex',
      renewsAt: '2027-03-10T00:00:00.000Z',
      currentPremium: 0,
      renewalPremium: 5417,
    });
  });

  it('is opted out, at the monthly amount, once auto-renewal is off', () => {
    const banner = renewalBannerOf(
      renewingPolicy({ autoRenewalEnabled: false }, { autoRenewalEnabled: false }),
    );
    expect(banner).toEqual({
      kind: 'optedOut',
      policyId: 'POL1',
      proposalCode: 'PREN1',
      product: 'flex',
      endsAt: '2027-03-10T10:00:00.000Z',
      monthlyPremium: 5417,
    });
  });

  it('is a referral, ending at the anniversary, whatever the switch', () => {
    expect(renewalBannerOf(renewingPolicy({ status: 'REFERRAL', premium: null }))).toEqual({
      kind: 'referral',
      policyId: 'POL1',
      product: 'flex',
      endsAt: '2027-03-10T10:00:00.000Z',
    });
  });

  it.each([
    ['no renewal proposal', renewingPolicy(null)],
    ['renewal stopped', renewingPolicy({}, { renewalStopped: true })],
    ['no expiry', renewingPolicy({}, { expiredAt: null })],
    ['renewal done', renewingPolicy({ status: 'POLICY' })],
    ['an expired renewal quote', renewingPolicy({ status: 'QUOTE_EXPIRED', premium: null })],
    ['a renewal not priced', renewingPolicy({ status: 'INSUFFICIENT_ACCURACY', premium: null })],
    ['cover that never renews', { ...renewingPolicy(), reviewType: 'NEVER' as const }],
  ])('shows nothing for %s', (_name, policy) => {
    expect(renewalBannerOf(policy)).toBeNull();
  });

  it('falls back to the schedule amount and the policy expiry when parts are missing', () => {
    const banner = renewalBannerOf(
      renewingPolicy({
        autoRenewalEnabled: false,
        premium: { type: 'SINGLE_PAYMENT', amount: 65_000, monthly: null },
      }),
    );
    expect(banner).toMatchObject({ kind: 'optedOut', monthlyPremium: 65_000 });
    const noStart = renewalBannerOf({
      ...renewingPolicy({ startAt: null }),
      currentPolicyVersion: null,
    });
    expect(noStart).toMatchObject({ renewsAt: '2027-03-10T10:00:00.000Z', currentPremium: null });
  });
});
