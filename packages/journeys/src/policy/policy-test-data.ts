// The policy the policy page's tests and stories open: Jane's flex policy on a MINI, paying
// £54.17 a month, shaped as GET /policies/{id} answers it. Test and story support only.
import type { Policy } from './policyApi';

const MONTHLY = 5417;

/** The flex quote the policy was bought on: £54.17 a month, £650.04 a year, IPT inside. */
export function policyQuote(): NonNullable<NonNullable<Policy['currentPolicyVersion']>['quote']> {
  return {
    quoteId: 'Q1',
    ratedAt: '2026-03-01T10:00:00.000Z',
    validUntil: '2026-03-31T10:00:00.000Z',
    tablesVersion: 't1',
    ratingStatus: 'QUOTE',
    referralReasons: [],
    mainInsurer: 'Brand Motor Underwriting Ltd',
    insuredProfiles: [
      { profileCode: 'p0', firstName: 'Jane', lastName: 'Customer', policyholder: true },
    ],
    insuredAssets: [{ assetCode: 'a0', coreAsset: true }],
    availablePaymentSchedules: [
      {
        type: 'MONTHLY',
        active: true,
        priceOptions: [],
        // One payment's lines: £49.17 of cover and £5.00 of add-ons, IPT inside.
        premiumBreakdown: { cover: 4917, discount: 0, optional: 500, ipt: 580 },
        totals: { gross: MONTHLY * 12, discount: 0, discounted: MONTHLY * 12, ipt: 6965 },
        instalments: Array<number>(12).fill(MONTHLY),
      },
    ],
    voluntaryExcess: 100,
    voluntaryExcessApplies: true,
    // As the rating gives them: the voluntary excess is inside the lines it adds to.
    excess: [
      { excessCategory: 'accidental_damage', excess: 45_000, endorsements: [] },
      { excessCategory: 'windscreen_replacement', excess: 10_000, endorsements: [] },
    ],
    coverOptions: [
      { code: 'legal_expenses', coverGroup: 'optional', premium: 5, selected: true },
      { code: 'excess_assist', coverGroup: 'optional', premium: 3, selected: false },
    ],
    promotion: null,
    termDays: null,
    annualPremium: MONTHLY * 12,
    ipt: 6965,
    priceFactors: [],
  };
}

/** Jane's ACTIVE flex policy POL-1, auto-renewing on 10 March 2027; `overrides` change its top level. */
export function policyOf(
  overrides: Partial<Policy> = {},
  detail: Partial<Policy['policyDetail']> = {},
): Policy {
  return {
    policyId: 'PL1',
    policyNumber: 'POL-1',
    schemeCode: 'BRAND-FLEX',
    productUrlName: 'flex',
    policyDetail: {
      policyStatus: 'ACTIVE',
      firstInceptedAt: '2026-03-10T10:00:00.000Z',
      inceptedAt: '2026-03-10T10:00:00.000Z',
      createdAt: '2026-03-01T10:00:00.000Z',
      expiredAt: '2027-03-10T10:00:00.000Z',
      terminatedAt: null,
      renewalStopped: false,
      autoRenewalEnabled: true,
      ...detail,
    },
    currentPolicyVersion: {
      version: 1,
      quote: policyQuote(),
      startedAt: '2026-03-10T10:00:00.000Z',
      data: {
        startDate: '2026-03-10',
        vehicle: {
          vrn: 'MN22 ELC',
          specification: { make: 'MINI', model: 'Cooper S 3-door Hatch' },
        },
      },
    },
    reviewType: 'AUTO',
    renewalProposal: null,
    upsellProposal: null,
    sourcePolicy: null,
    renewalCycle: 0,
    accountRegistered: true,
    statusTransitions: [],
    ...overrides,
  };
}
