import { PROPOSAL_STATUSES, type ProposalStatus } from '../enums';
import { ConfigurationError } from '../errors';
import {
  assertRenewalStatusSupported,
  canCreateProposal,
  countsAsUpsell,
  isRenewalAvailable,
  isRenewalDone,
  isRenewalStatusSupported,
  isValidRenewalMonth,
  RENEWAL_DONE_STATUS,
  RENEWAL_SUPPORTED_STATUSES,
  RENEWAL_UNSUPPORTED_STATUSES,
  UPSELL_COUNTING_STATUSES,
} from './proposals';

describe('countsAsUpsell', () => {
  it('counts only while QUOTE or QUOTE_EXPIRED', () => {
    const counting = PROPOSAL_STATUSES.filter((status) => countsAsUpsell({ status }));
    expect(counting).toEqual(['QUOTE', 'QUOTE_EXPIRED']);
    expect([...UPSELL_COUNTING_STATUSES]).toEqual(counting);
  });

  it('does not count a missing proposal', () => {
    expect(countsAsUpsell(undefined)).toBe(false);
    expect(countsAsUpsell(null)).toBe(false);
    expect(countsAsUpsell({})).toBe(false);
  });
});

describe('isRenewalDone', () => {
  it('is true only for a renewal proposal with status POLICY', () => {
    expect(PROPOSAL_STATUSES.filter((status) => isRenewalDone({ status }))).toEqual([
      RENEWAL_DONE_STATUS,
    ]);
    expect(isRenewalDone(null)).toBe(false);
  });
});

describe('canCreateProposal', () => {
  it('allows a first proposal on an enabled scheme', () => {
    expect(
      canCreateProposal({
        schemeEnabled: true,
        hasProposalOrPolicyForScheme: false,
        multiQuote: false,
      }),
    ).toBe(true);
  });

  it('refuses a second one unless multiQuote is on', () => {
    expect(
      canCreateProposal({
        schemeEnabled: true,
        hasProposalOrPolicyForScheme: true,
        multiQuote: false,
      }),
    ).toBe(false);
    expect(
      canCreateProposal({
        schemeEnabled: true,
        hasProposalOrPolicyForScheme: true,
        multiQuote: true,
      }),
    ).toBe(true);
  });

  it('refuses any proposal on a disabled scheme', () => {
    expect(
      canCreateProposal({
        schemeEnabled: false,
        hasProposalOrPolicyForScheme: false,
        multiQuote: true,
      }),
    ).toBe(false);
  });
});

describe('isRenewalAvailable', () => {
  it('is available for a renewal not stopped with auto-renewal on or unset', () => {
    expect(
      isRenewalAvailable({ isRenewal: true, renewalStopped: false, autoRenewalEnabled: true }),
    ).toBe(true);
    expect(isRenewalAvailable({ isRenewal: true })).toBe(true);
  });

  it('is unavailable when not a renewal, stopped, or auto-renewal off', () => {
    expect(isRenewalAvailable({ isRenewal: false })).toBe(false);
    expect(isRenewalAvailable({ isRenewal: true, renewalStopped: true })).toBe(false);
    expect(isRenewalAvailable({ isRenewal: true, autoRenewalEnabled: false })).toBe(false);
  });
});

describe('renewal status support', () => {
  it('supports QUOTE, POLICY and REFERRAL only', () => {
    expect(PROPOSAL_STATUSES.filter(isRenewalStatusSupported)).toEqual([
      'QUOTE',
      'REFERRAL',
      'POLICY',
    ]);
    expect([...RENEWAL_SUPPORTED_STATUSES].sort()).toEqual(['POLICY', 'QUOTE', 'REFERRAL']);
    expect([...RENEWAL_SUPPORTED_STATUSES, ...RENEWAL_UNSUPPORTED_STATUSES].sort()).toEqual(
      [...PROPOSAL_STATUSES].sort(),
    );
    expect(isRenewalStatusSupported(undefined)).toBe(false);
  });

  it.each<ProposalStatus>([...RENEWAL_UNSUPPORTED_STATUSES, 'UNKNOWN' as ProposalStatus])(
    'raises a ConfigurationError for %s',
    (status) => {
      expect(() => assertRenewalStatusSupported(status)).toThrow(ConfigurationError);
    },
  );

  it('lets a supported status through', () => {
    expect(() => assertRenewalStatusSupported('REFERRAL')).not.toThrow();
  });
});

describe('isValidRenewalMonth', () => {
  it('accepts 0 (not applicable) to 12', () => {
    expect(isValidRenewalMonth(0)).toBe(true);
    expect(isValidRenewalMonth(12)).toBe(true);
  });

  it('refuses just outside either bound, fractions and non-numbers', () => {
    expect(isValidRenewalMonth(-1)).toBe(false);
    expect(isValidRenewalMonth(13)).toBe(false);
    expect(isValidRenewalMonth(6.5)).toBe(false);
    expect(isValidRenewalMonth('6')).toBe(false);
    expect(isValidRenewalMonth(Number.NaN)).toBe(false);
  });
});
