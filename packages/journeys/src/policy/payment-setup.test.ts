import { billingPath } from './payment-setup';

describe('billingPath', () => {
  it('is the policy’s billing tab under its scheme', () => {
    expect(billingPath({ policyId: 'PL1', productUrlName: 'flex' })).toBe(
      '/flex/policy/PL1/billing',
    );
  });

  it('keeps an id with a slash in one path segment', () => {
    expect(billingPath({ policyId: 'a/b', productUrlName: 'monthly' })).toBe(
      '/monthly/policy/a%2Fb/billing',
    );
  });

  it('falls back to the address the router redirects when the scheme is unknown', () => {
    expect(billingPath({ policyId: 'PL1', productUrlName: null })).toBe('/policy/PL1/billing');
  });
});
