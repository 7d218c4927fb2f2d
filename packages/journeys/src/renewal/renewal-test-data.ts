// Platform answers the renewal tests share: a flex policy renewing on 10 March 2027 and its
// renewal proposal, shaped as GET /policies and GET /proposals/{id} answer them.
import type { RenewalPolicy, RenewalProposal } from './renewal-routing';

const schedule = (type: 'MONTHLY' | 'SINGLE_PAYMENT', active: boolean, discounted: number) => ({
  type,
  active,
  priceOptions: [],
  premiumBreakdown: { cover: discounted, discount: 0, optional: 0, ipt: 0 },
  totals: { gross: discounted, discount: 0, discounted, ipt: 0 },
  // As the platform sends them: the payments after discounts, twelve a month or one.
  instalments: type === 'MONTHLY' ? Array<number>(12).fill(discounted) : [discounted],
});

/** A quote paying `monthly` pence a month. */
export function quoteOf(monthly: number) {
  return {
    quoteId: 'Q1',
    ratedAt: '2027-02-10T10:00:00.000Z',
    validUntil: '2027-03-12T10:00:00.000Z',
    tablesVersion: 't1',
    ratingStatus: 'QUOTE' as const,
    referralReasons: [],
    mainInsurer: 'Brand Motor Underwriting Ltd',
    insuredProfiles: [],
    insuredAssets: [],
    availablePaymentSchedules: [
      schedule('MONTHLY', true, monthly),
      schedule('SINGLE_PAYMENT', false, monthly * 12),
    ],
    voluntaryExcess: 0,
    voluntaryExcessApplies: true,
    excess: [],
    coverOptions: [],
    promotion: null,
    termDays: null,
    annualPremium: monthly * 12,
    ipt: 0,
    // No explanation of the price: the quote page then shows none (its test gives its own).
    priceFactors: [],
  };
}

/** A flex renewal proposal, opted in, quoted at £54.17 a month (the cover now costs £0). */
export function renewalProposal(overrides: Partial<RenewalProposal> = {}): RenewalProposal {
  return {
    proposalCode: 'PREN1',
    status: 'QUOTE',
    kind: 'RENEWAL',
    source: null,
    schemeCode: 'BRAND-FLEX',
    productUrlName: 'flex',
    brand: 'MINI',
    externalReference: 'REF-REN1',
    promoCode: null,
    data: { startDate: '2027-03-10', vehicle: { vrn: 'MN22 ELC' } },
    quote: {
      ...quoteOf(5417),
      // The platform's ICOBS 6B check: a new customer would pay £56.20 a month.
      renewalPriceCheck: {
        capped: false,
        annual: { renewalPence: 5417 * 12, newBusinessPence: 5620 * 12 },
        schedules: [
          { type: 'MONTHLY', renewalPence: 5417, newBusinessPence: 5620 },
          { type: 'SINGLE_PAYMENT', renewalPence: 5417 * 12, newBusinessPence: 5620 * 12 },
        ],
      },
    },
    missingSections: [],
    referralReasons: [],
    startAt: '2027-03-10T00:00:00.000Z',
    endAt: '2028-03-10T00:00:00.000Z',
    policyTerm: { unit: 'month', length: 12 },
    policyId: null,
    policyNumber: null,
    autoRenewalEnabled: true,
    eligibilityConfirmed: true,
    retailer: null,
    orderNumber: null,
    promotionTermsAccepted: false,
    renewalMonth: 0,
    verification: null,
    idCheck: null,
    upsellProposal: null,
    sourceProposal: null,
    sourcePolicy: {
      policyId: 'POL1',
      policyNumber: 'MINI-FLX-000001',
      quote: quoteOf(0),
      detail: {
        expiredAt: '2027-03-10T10:00:00.000Z',
        renewalStopped: false,
        autoRenewalEnabled: true,
      },
    },
    statusHistory: [],
    version: 2,
    createdAt: '2027-02-10T10:00:00.000Z',
    updatedAt: '2027-02-10T10:00:00.000Z',
    ...overrides,
  } as RenewalProposal;
}

/** The flex policy the renewal comes from, as GET /policies lists it. */
export function renewingPolicy(
  renewal: Partial<NonNullable<RenewalPolicy['renewalProposal']>> | null = {},
  detail: Partial<RenewalPolicy['policyDetail']> = {},
): RenewalPolicy {
  return {
    policyId: 'POL1',
    policyNumber: 'MINI-FLX-000001',
    schemeCode: 'BRAND-FLEX',
    productUrlName: 'flex',
    policyDetail: {
      policyStatus: 'ACTIVE',
      firstInceptedAt: '2026-03-10T10:00:00.000Z',
      inceptedAt: '2026-03-10T10:00:00.000Z',
      createdAt: '2026-03-10T10:00:00.000Z',
      expiredAt: '2027-03-10T10:00:00.000Z',
      terminatedAt: null,
      renewalStopped: false,
      autoRenewalEnabled: true,
      ...detail,
    },
    currentPolicyVersion: {
      version: 1,
      quote: quoteOf(0),
      startedAt: '2026-03-10T10:00:00.000Z',
      data: {},
    },
    reviewType: 'AUTO',
    renewalProposal:
      renewal === null
        ? null
        : {
            proposalCode: 'PREN1',
            status: 'QUOTE',
            autoRenewalEnabled: true,
            startAt: '2027-03-10T00:00:00.000Z',
            premium: { type: 'MONTHLY', amount: 5417, monthly: 5417 },
            ...renewal,
          },
    upsellProposal: null,
    sourcePolicy: null,
    renewalCycle: 0,
    accountRegistered: true,
    statusTransitions: [],
  } as RenewalPolicy;
}
