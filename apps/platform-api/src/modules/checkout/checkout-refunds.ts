import type { PlatformContext } from '../../platform-context';
import { findTransactionByKey, postTransaction } from '../billing';
import {
  CHECKOUT_REFUND_REASONS,
  findCheckoutPayment,
  markRefunded,
  type RecordedCheckoutPayment,
} from './checkout-payment-repository';
import { providerPaymentKey } from './provider-payment-key';

/** The idempotency key of a payment's refund, at the provider and in the ledger: one refund each. */
export function refundKey(
  payment: Pick<RecordedCheckoutPayment, 'provider' | 'providerPaymentId'>,
) {
  return `refund:${providerPaymentKey(payment.provider, payment.providerPaymentId)}`;
}

/** What became of a payment owed back. */
export type RefundOutcome = 'refunded' | 'nothingOwed' | 'needsAPerson';

/**
 * Gives back a recorded payment marked as owed (a stale session's, a second payment's): the card
 * provider refunds it under the payment's refund key, then, in one transaction, the ledger posts
 * the REFUND beside the payment (when the payment was posted: a stale session's never was, as no
 * account exists for it) and the payment is marked refunded. Safe to run again at any point: the
 * provider and the ledger answer the same key with the first refund. A Direct Debit payment is
 * not refunded here (the platform has no Direct Debit refund call): it is left for a person, and
 * reconcile reports it on every run until someone does.
 */
export async function refundOwedPayment(
  context: PlatformContext,
  providerPaymentId: string,
): Promise<RefundOutcome> {
  const payment = await findCheckoutPayment(context.db, providerPaymentId);
  if (!payment?.refundReason || payment.refunded) return 'nothingOwed';
  if (payment.provider !== 'STRIPE') return 'needsAPerson';
  const key = refundKey(payment);
  const refund = await context.integrations.cardPayments.refund({
    idempotencyKey: key,
    paymentId: payment.providerPaymentId,
    amountPence: payment.amountPence,
    reason:
      payment.refundReason === CHECKOUT_REFUND_REASONS.duplicate
        ? 'duplicate'
        : 'requested_by_customer',
    metadata: { proposalId: payment.proposalId, refundReason: payment.refundReason },
  });
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const posted = await findTransactionByKey(
      tx,
      providerPaymentKey(payment.provider, payment.providerPaymentId),
    );
    if (posted) {
      await postTransaction(
        tx,
        {
          accountId: posted.transaction.accountId,
          kind: 'REFUND',
          amountPence: payment.amountPence,
          idempotencyKey: key,
          status: 'POSTED',
          // Beside the payment it gives back, so the two cancel out on one statement.
          statementId: posted.transaction.statementId,
          subType: posted.transaction.subType,
          descriptionKey: 'billing.lineItem.refund',
          providerPaymentId: payment.providerPaymentId,
        },
        now,
      );
    }
    await markRefunded(tx, payment.providerPaymentId, refund.id, now);
  });
  return 'refunded';
}
