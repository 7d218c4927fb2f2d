// The adjustment the management pages' tests and stories review: Jane's voluntary excess from
// £100 to £200, lowering her monthly price from £54.17 to £50.00. Test and story support only.
import { policyOf, policyQuote } from '../policy-test-data';
import type { Adjustment } from './adjustment-types';

/** An unconfirmed excess change from £100 to £200 that lowers the monthly price to £50.00. */
export function adjustmentOf(overrides: Partial<Adjustment> = {}): Adjustment {
  const quote = policyQuote();
  const schedule = quote.availablePaymentSchedules[0];
  const cheaper = {
    ...quote,
    voluntaryExcess: 200,
    availablePaymentSchedules: schedule
      ? [{ ...schedule, instalments: Array<number>(12).fill(5000) }]
      : [],
  };
  return {
    adjustmentId: 'ADJ1',
    policyId: 'PL1',
    adjustmentType: 'MTA',
    changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 200 }],
    updatedPolicyVersions: [{ quote: cheaper, startedAt: '2026-06-01T09:00:00.000Z' }],
    prorataPremium: -1200,
    amountDue: 0,
    availableBalance: 0,
    confirmed: false,
    verificationClear: true,
    effectiveAt: '2026-06-01T09:00:00.000Z',
    expiresAt: '2026-06-01T10:00:00.000Z',
    confirmedAt: null,
    reason: null,
    reviewOutcome: 'allowed',
    status: 'PENDING',
    ...overrides,
  };
}

/** Jane's live flex policy naming these additional drivers (the drivers pages' tests and stories). */
export function policyWithDrivers(items: readonly object[], policyId = 'PL1') {
  const base = policyOf({ policyId });
  const version = base.currentPolicyVersion;
  return policyOf({
    policyId,
    currentPolicyVersion: version && {
      ...version,
      data: { ...version.data, additionalDrivers: { answer: items.length > 0, items: [...items] } },
    },
  });
}
