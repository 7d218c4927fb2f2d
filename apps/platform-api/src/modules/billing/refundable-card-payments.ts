import type { LedgerTransaction } from './ledger-transaction';

// One reading of what can still go back to a card: the adjustment credit refund and the
// cancellation settlement both refund through it, so neither refunds a payment twice.
/** The card payments of an account, newest first, with what is left of each to refund. */
export function refundableCardPayments(transactions: readonly LedgerTransaction[]) {
  const refunded = new Map<string, number>();
  for (const line of transactions) {
    if (line.kind !== 'REFUND' || line.status === 'FAILED' || !line.providerPaymentId) continue;
    refunded.set(
      line.providerPaymentId,
      (refunded.get(line.providerPaymentId) ?? 0) + line.amountPence,
    );
  }
  return transactions
    .filter(
      (line) =>
        line.kind === 'PAYMENT' &&
        line.status === 'POSTED' &&
        line.subType === 'STRIPE' &&
        line.providerPaymentId !== null,
    )
    .map((payment) => ({
      payment,
      left: payment.amountPence - (refunded.get(payment.providerPaymentId as string) ?? 0),
    }))
    .filter((candidate) => candidate.left > 0)
    .reverse();
}
