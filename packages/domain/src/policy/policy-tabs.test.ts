import { POLICY_STATUSES } from '../enums';
import { ConfigurationError } from '../errors';
import {
  defaultPolicyTab,
  POLICY_TABS_BY_STATUS,
  PRODUCT_KINDS_WITHOUT_BILLING,
  policyTabs,
} from './policy-tabs';

describe('policyTabs', () => {
  it('shows every tab for ACTIVE and PENDING policies', () => {
    expect(policyTabs('ACTIVE', 'SUBSCRIPTION')).toEqual([
      'details',
      'documents',
      'billing',
      'claims',
    ]);
    expect(policyTabs('PENDING', 'ANNUAL')).toEqual(['details', 'documents', 'billing', 'claims']);
  });

  it('omits details for an ACTIVE policy in the hidden state only', () => {
    expect(policyTabs('ACTIVE', 'SUBSCRIPTION', { hideDetails: true })).toEqual([
      'documents',
      'billing',
      'claims',
    ]);
    expect(policyTabs('ACTIVE', 'SUBSCRIPTION', { hideDetails: false })).toContain('details');
    expect(policyTabs('PENDING', 'SUBSCRIPTION', { hideDetails: true })).toContain('details');
  });

  it('shows billing and claims for CANCELLED and LAPSED policies', () => {
    expect(policyTabs('CANCELLED', 'SUBSCRIPTION')).toEqual(['billing', 'claims']);
    expect(policyTabs('LAPSED', 'ANNUAL')).toEqual(['billing', 'claims']);
  });

  it('shows billing only for VOIDED and NTU policies', () => {
    expect(policyTabs('VOIDED', 'SUBSCRIPTION')).toEqual(['billing']);
    expect(policyTabs('NTU', 'ANNUAL')).toEqual(['billing']);
  });

  it('has a row for every status and drops billing for driveaway only', () => {
    expect(Object.keys(POLICY_TABS_BY_STATUS).sort()).toEqual([...POLICY_STATUSES].sort());
    expect(PRODUCT_KINDS_WITHOUT_BILLING).toEqual(['DRIVEAWAY']);
  });

  it('drops the billing tab for driveaway products', () => {
    expect(policyTabs('ACTIVE', 'DRIVEAWAY')).toEqual(['details', 'documents', 'claims']);
    expect(policyTabs('CANCELLED', 'DRIVEAWAY')).toEqual(['claims']);
    expect(policyTabs('VOIDED', 'DRIVEAWAY')).toEqual([]);
  });

  it('raises a ConfigurationError for a RENEWED policy', () => {
    expect(() => policyTabs('RENEWED', 'SUBSCRIPTION')).toThrow(ConfigurationError);
    expect(() => policyTabs('RENEWED', 'SUBSCRIPTION')).toThrow('A RENEWED policy cannot be shown');
  });

  it('raises a ConfigurationError for an unknown status, including inherited object keys', () => {
    expect(() => policyTabs('EXPIRED' as never, 'SUBSCRIPTION')).toThrow(ConfigurationError);
    expect(() => policyTabs('toString' as never, 'SUBSCRIPTION')).toThrow(ConfigurationError);
  });
});

describe('defaultPolicyTab', () => {
  it('opens on the first tab shown', () => {
    expect(defaultPolicyTab('ACTIVE', 'SUBSCRIPTION')).toBe('details');
    expect(defaultPolicyTab('ACTIVE', 'SUBSCRIPTION', { hideDetails: true })).toBe('documents');
    expect(defaultPolicyTab('LAPSED', 'DRIVEAWAY')).toBe('claims');
  });

  it('is null when no tab is shown', () => {
    expect(defaultPolicyTab('NTU', 'DRIVEAWAY')).toBeNull();
  });
});
