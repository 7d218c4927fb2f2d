import { ConfigurationError } from '@brand/domain';
import { policyPagePath, schemeOfPolicy, shownPolicyTabs } from './policy-page-model';
import { policyOf } from './policy-test-data';

const EVERY_TAB = { details: 1, documents: 1, billing: 1, claims: 1 };

describe('the policy page model', () => {
  it('shows the domain’s tabs for the status, in order', () => {
    expect(shownPolicyTabs(policyOf(), EVERY_TAB)).toEqual([
      'details',
      'documents',
      'billing',
      'claims',
    ]);
    expect(shownPolicyTabs(policyOf({}, { policyStatus: 'CANCELLED' }), EVERY_TAB)).toEqual([
      'billing',
      'claims',
    ]);
    expect(shownPolicyTabs(policyOf({}, { policyStatus: 'NTU' }), EVERY_TAB)).toEqual(['billing']);
  });

  it('shows no billing tab for drive-away cover', () => {
    const driveaway = policyOf({ productUrlName: 'driveaway' });
    expect(shownPolicyTabs(driveaway, EVERY_TAB)).toEqual(['details', 'documents', 'claims']);
  });

  it('keeps only the tabs the map has a page for', () => {
    expect(shownPolicyTabs(policyOf(), { billing: 1, claims: 1 })).toEqual(['billing', 'claims']);
  });

  it('raises the configuration error for a renewed policy', () => {
    expect(() => shownPolicyTabs(policyOf({}, { policyStatus: 'RENEWED' }), EVERY_TAB)).toThrow(
      ConfigurationError,
    );
  });

  it('knows the scheme, and none the brand no longer configures', () => {
    expect(schemeOfPolicy(policyOf())).toBe('flex');
    expect(schemeOfPolicy(policyOf({ productUrlName: 'gone' }))).toBeNull();
  });

  it('makes the policy’s addresses', () => {
    expect(policyPagePath(policyOf())).toBe('/flex/policy/PL1');
    expect(policyPagePath(policyOf({ policyId: 'P 1' }), 'billing')).toBe(
      '/flex/policy/P%201/billing',
    );
  });
});
