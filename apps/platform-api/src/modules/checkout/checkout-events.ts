import type { CardPaymentEvent, PaidCheckout } from '../../integrations/payments/card-payments';
import type { DirectDebitEvent } from '../../integrations/payments/direct-debit';
import type { PaymentEvent } from '../../integrations/payments/payment-events';
import type { PlatformContext } from '../../platform-context';
import {
  failPayment,
  findTransaction,
  recordRefundFailure,
  recordStatementPayment,
  setTransactionStatus,
} from '../billing';
import { adjustmentPaid } from './adjustment-payments';
import type { CheckoutPurpose } from './card-checkout';
import { saveCardMethod } from './checkout-payment-methods';
import { findCheckoutPayment, recordCheckoutPayment } from './checkout-payment-repository';
import { setMandateStatus } from './mandate-repository';
import { bindWithoutPayment, settleCheckoutPayment } from './proposal-settlement';
import { providerPaymentKey } from './provider-payment-key';

/** A completed session: from its webhook, or from the provider's list when reconcile asks. */
type Completed = PaidCheckout;

/**
 * A paid proposal checkout: the payment is recorded first (its own commit: what the reconcile job
 * finds if the process dies before the bind), with the quote its session was opened for, then
 * settled: bound with the ledger posting in one transaction, or refunded when it paid for a quote
 * the proposal no longer has or for a proposal already bound.
 */
async function proposalPaid(context: PlatformContext, event: Completed): Promise<void> {
  const { proposalId, ownerUserId, method, quoteId } = event.metadata;
  if (!proposalId || !ownerUserId || !event.paymentId || event.amountPence === null) return;
  const payment = {
    providerPaymentId: event.paymentId,
    provider: 'STRIPE' as const,
    proposalId,
    ownerUserId,
    amountPence: event.amountPence,
    status: 'SUCCEEDED' as const,
    // DUAL takes the deposit by card and the months after by direct debit.
    paymentMethodType: method === 'DUAL' ? ('BACS_DEBIT' as const) : ('CARD' as const),
    savedCard: event.savedCard,
    mandateId: null,
    quoteId: quoteId ?? null,
  };
  await recordCheckoutPayment(context.db, payment, context.clock.now());
  await settleCheckoutPayment(context, payment);
}

/** An outstanding balance paid by hosted checkout: posted on the oldest statement owing. */
async function settlePaid(context: PlatformContext, event: Completed): Promise<void> {
  const { accountId, ownerUserId } = event.metadata;
  if (!accountId || !ownerUserId || !event.paymentId || event.amountPence === null) return;
  const paymentId = event.paymentId;
  const amountPence = event.amountPence;
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    await recordStatementPayment(
      tx,
      {
        accountId,
        amountPence,
        idempotencyKey: providerPaymentKey('STRIPE', paymentId),
        status: 'POSTED',
        subType: 'STRIPE',
        providerPaymentId: paymentId,
      },
      now,
    );
    if (event.savedCard) await saveCardMethod(tx, accountId, ownerUserId, event.savedCard, now);
  });
}

/** A card kept by a setup page: the account's, or the nothing-to-pay proposal's, which binds. */
async function cardSetUp(context: PlatformContext, event: Completed): Promise<void> {
  const { accountId, proposalId, ownerUserId } = event.metadata;
  const card = event.savedCard;
  if (!ownerUserId || !card) return;
  if (accountId) {
    await context.db.transaction((tx) =>
      saveCardMethod(tx, accountId, ownerUserId, card, context.clock.now()),
    );
  } else if (proposalId) {
    await bindWithoutPayment(context, ownerUserId, proposalId, 'CARD', card);
  }
}

const COMPLETED_BY_PURPOSE: Record<
  CheckoutPurpose,
  (context: PlatformContext, event: Completed) => Promise<void>
> = { proposal: proposalPaid, settle: settlePaid, setup: cardSetUp, adjustment: adjustmentPaid };

/**
 * Acts on a completed hosted session by what it was opened for, exactly as its webhook does:
 * reconcile settles the paid sessions the provider lists through this too.
 */
export async function settleCompletedCheckout(
  context: PlatformContext,
  session: PaidCheckout,
): Promise<void> {
  const purpose = session.metadata.purpose as CheckoutPurpose | undefined;
  const handler = purpose ? COMPLETED_BY_PURPOSE[purpose] : undefined;
  if (handler) await handler(context, session);
}

async function onCardEvent(context: PlatformContext, event: CardPaymentEvent): Promise<void> {
  if (event.type === 'checkout.completed') await settleCompletedCheckout(context, event);
}

/** The ledger's PAYMENT for a provider's payment id (a checkout's or a collection's), if any. */
async function paymentTransactionOf(
  context: PlatformContext,
  providerPaymentId: string,
): Promise<string | null> {
  const [row] = await context.db.query<{ id: string }>(
    `SELECT id FROM ledger_transactions WHERE provider_payment_id = $1 AND kind = 'PAYMENT'
      ORDER BY created_at LIMIT 1`,
    [providerPaymentId],
  );
  return row?.id ?? null;
}

async function onDirectDebitEvent(
  context: PlatformContext,
  event: DirectDebitEvent,
): Promise<void> {
  if ('mandateId' in event) {
    const status = event.type === 'mandate.active' ? 'ACTIVE' : 'CANCELLED';
    await setMandateStatus(context.db, event.mandateId, status);
    return;
  }
  if ('refundId' in event) {
    // A refund paid into the customer's bank is what the ledger says already; one that bounced
    // or whose funds came back is reversed, so the money shows as the customer's again.
    if (event.type === 'refund.failed') {
      await recordRefundFailure(context, {
        provider: 'GOCARDLESS',
        providerRefundId: event.refundId,
        providerPaymentId: event.paymentId,
        reason: event.description ?? event.cause ?? event.type,
      });
    }
    return;
  }
  const transactionId = await paymentTransactionOf(context, event.paymentId);
  if (!transactionId) {
    // Ours but not yet bound (the webhook outran the bind): the provider retries it. A payment
    // the platform never made is none of the checkout's business.
    if (await findCheckoutPayment(context.db, event.paymentId)) {
      throw new Error(`Direct Debit payment ${event.paymentId} is not on the ledger yet.`);
    }
    return;
  }
  const reason = event.description ?? event.cause ?? event.type;
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    if (event.type === 'payment.confirmed') {
      // A confirmation that arrives after the failure (out of order) changes nothing: the failure
      // is final here (the platform never asks GoCardless to resubmit), and the ledger never
      // moves a FAILED transaction, so acting on it would only fail the webhook for ever.
      const current = await findTransaction(tx, transactionId, { forUpdate: true });
      if (current?.status === 'FAILED') return;
      await setTransactionStatus(tx, transactionId, { status: 'POSTED' }, now);
    } else {
      // Failed, cancelled (never collected: its mandate was cancelled before submission, or the
      // bank cancelled it) or charged back: the statement's collection is not paid and its amount
      // is outstanding again, for the customer to pay by card. Once per transaction: a replayed
      // event finds it FAILED (or reversed) already.
      await failPayment(tx, transactionId, reason, now);
    }
  });
}

/** Subscribes the checkout to both providers' events; answers the unsubscribe. */
export function subscribeCheckoutEvents(context: PlatformContext): () => void {
  return context.paymentEvents.onPaymentEvent(async (payment: PaymentEvent) => {
    if (payment.provider === 'stripe') await onCardEvent(context, payment.event);
    else await onDirectDebitEvent(context, payment.event);
  });
}
