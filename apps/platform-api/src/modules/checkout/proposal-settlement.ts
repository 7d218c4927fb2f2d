import type { PaymentMethodType } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { findAccountOfPolicy, recordStatementPayment } from '../billing';
import { bindProposal, PaymentForAnotherQuoteError } from '../binding';
import { saveCardMethod, saveMandateMethod } from './checkout-payment-methods';
import {
  CHECKOUT_REFUND_REASONS,
  type CheckoutPayment,
  findCheckoutPayment,
  markCheckoutPaymentBound,
  markRefundOwed,
} from './checkout-payment-repository';
import { checkoutPrincipal } from './checkout-principal';
import { type RefundOutcome, refundOwedPayment } from './checkout-refunds';
import { listCheckoutMandates } from './mandate-repository';
import { providerPaymentKey } from './provider-payment-key';

/**
 * What settling a payment came to: it bound the proposal (or was the payment that already had),
 * or it is owed back (`refunded` by now, or, for a Direct Debit, left for a person).
 */
export type SettlementOutcome = 'bound' | Exclude<RefundOutcome, 'nothingOwed'>;

async function accountOf(tx: Sql, policyId: string) {
  const account = await findAccountOfPolicy(tx, policyId);
  if (!account) throw new Error(`Policy ${policyId} was bound without a customer account.`);
  return account;
}

/** The mandates completed for the proposal join the account the bind opened. */
async function attachMandates(
  tx: Sql,
  accountId: string,
  ownerUserId: string,
  proposalId: string,
  now: Date,
): Promise<void> {
  for (const mandate of await listCheckoutMandates(tx, ownerUserId, proposalId)) {
    await saveMandateMethod(tx, accountId, mandate, now);
  }
}

/**
 * Binds the proposal a recorded payment paid for and posts the payment on its first statement, in
 * the bind's one database transaction: both commit or neither does. Only the quote the payment
 * was taken for binds, at its amount: a payment for a quote the proposal no longer has binds
 * nothing and is refunded. A payment that finds the proposal already bound by another payment is
 * posted and marked like any other, then refunded (the customer paid twice). Safe to run again for
 * the same payment (a replayed webhook, a browser returning twice, the reconcile job after a
 * crash): the bind finds the policy already issued, the ledger answers the payment's key with the
 * first posting, and a refund already made is not made again.
 */
export async function settleCheckoutPayment(
  context: PlatformContext,
  payment: CheckoutPayment,
): Promise<SettlementOutcome> {
  const id = payment.providerPaymentId;
  // A payment already judged owed back is only ever refunded, never bound or posted again.
  if (!(await findCheckoutPayment(context.db, id))?.refundReason) {
    try {
      await bindProposal(
        context,
        checkoutPrincipal(payment.ownerUserId),
        payment.proposalId,
        { paymentMethodType: payment.paymentMethodType },
        {
          paymentSettled: true,
          paidFor: { quoteId: payment.quoteId, amountPence: payment.amountPence },
          withinBind: (tx, policyId, { issued }) =>
            postCheckoutPayment(context, tx, payment, policyId, issued),
        },
      );
    } catch (error) {
      if (!(error instanceof PaymentForAnotherQuoteError)) throw error;
      await markRefundOwed(context.db, id, CHECKOUT_REFUND_REASONS.staleQuote);
    }
  }
  const refund = await refundOwedPayment(context, id);
  return refund === 'nothingOwed' ? 'bound' : refund;
}

/**
 * The payment's part of the bind: posted on the account, marked bound to the policy, and its card
 * or mandates kept. When the policy was issued by an earlier bind that this payment did not make,
 * the payment is a second one: posted and marked all the same, and marked owed back.
 */
async function postCheckoutPayment(
  context: PlatformContext,
  tx: Sql,
  payment: CheckoutPayment,
  policyId: string,
  issued: boolean,
): Promise<void> {
  const now = context.clock.now();
  const account = await accountOf(tx, policyId);
  // Read on the locked proposal: the payment that bound it was marked in the same transaction.
  const second = !issued && !(await findCheckoutPayment(tx, payment.providerPaymentId))?.bound;
  await recordStatementPayment(
    tx,
    {
      accountId: account.id,
      amountPence: payment.amountPence,
      idempotencyKey: providerPaymentKey(payment.provider, payment.providerPaymentId),
      status: payment.status === 'SUCCEEDED' ? 'POSTED' : 'PENDING',
      subType: payment.provider,
      providerPaymentId: payment.providerPaymentId,
    },
    now,
  );
  if (second) {
    await markRefundOwed(tx, payment.providerPaymentId, CHECKOUT_REFUND_REASONS.duplicate);
  } else {
    if (payment.savedCard) {
      await saveCardMethod(tx, account.id, payment.ownerUserId, payment.savedCard, now);
    }
    await attachMandates(tx, account.id, payment.ownerUserId, payment.proposalId, now);
  }
  await markCheckoutPaymentBound(tx, payment.providerPaymentId, policyId, now);
}

/**
 * Binds a proposal with nothing to pay now (a direct debit of 1p or less, a card checkout of
 * nothing after a card was set up), keeping the card or mandates it set up on the new account.
 */
export async function bindWithoutPayment(
  context: PlatformContext,
  ownerUserId: string,
  proposalId: string,
  paymentMethodType: PaymentMethodType,
  savedCard: CheckoutPayment['savedCard'],
): Promise<void> {
  await bindProposal(
    context,
    checkoutPrincipal(ownerUserId),
    proposalId,
    { paymentMethodType },
    {
      withinBind: async (tx, policyId) => {
        const now = context.clock.now();
        const account = await accountOf(tx, policyId);
        if (savedCard) await saveCardMethod(tx, account.id, ownerUserId, savedCard, now);
        await attachMandates(tx, account.id, ownerUserId, proposalId, now);
      },
    },
  );
}
