import { policyOf, policyQuote } from '../policy-test-data';
import { adjustmentOf } from './management-test-data';
import { priceLine } from './review-lines';

/** A policy and an adjustment of it whose quotes are paid in one payment of `before` and `after` pence. */
function singlePayment(before: number, after: number) {
  const quote = policyQuote();
  const once = (pence: number) => ({
    ...quote,
    // The annual rate a drive-away's free term is rated from: never what the customer pays.
    annualPremium: 61_234,
    availablePaymentSchedules: quote.availablePaymentSchedules.map((schedule) => ({
      ...schedule,
      type: 'SINGLE_PAYMENT' as const,
      instalments: [pence],
    })),
  });
  const version = policyOf().currentPolicyVersion;
  const policy = policyOf({
    currentPolicyVersion: version && { ...version, quote: once(before) },
  });
  const adjustment = adjustmentOf({
    updatedPolicyVersions: [{ quote: once(after), startedAt: '2026-06-01T09:00:00.000Z' }],
  });
  return { policy, adjustment };
}

describe('the review’s price before and after', () => {
  it('is the month’s regular payment on flex', () => {
    expect(priceLine(policyOf(), adjustmentOf())).toEqual({
      period: 'month',
      before: policyQuote().availablePaymentSchedules[0]?.instalments[1],
      after: 5000,
    });
  });

  it('is the one payment of a single payment, not the annual rate (a free drive-away is £0)', () => {
    const { policy, adjustment } = singlePayment(0, 0);
    expect(priceLine(policy, adjustment)).toEqual({ period: 'term', before: 0, after: 0 });
  });

  it('follows a single payment’s price when the change moves it', () => {
    const { policy, adjustment } = singlePayment(45_000, 47_450);
    expect(priceLine(policy, adjustment)).toEqual({
      period: 'term',
      before: 45_000,
      after: 47_450,
    });
  });
});
