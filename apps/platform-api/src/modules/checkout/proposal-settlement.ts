import type { PaymentMethodType } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { findAccountOfPolicy } from '../billing/customer-account-repository';
import { recordStatementPayment } from '../billing/statement-payments';
import { bindProposal } from '../proposals/proposal-binding';
import { saveCardMethod, saveMandateMethod } from './checkout-payment-methods';
import { type CheckoutPayment, markCheckoutPaymentBound } from './checkout-payment-repository';
import { checkoutPrincipal } from './checkout-principal';
import { listCheckoutMandates } from './mandate-repository';

/** The ledger key of a provider's payment: a webhook, a browser and the job post it once. */
export function providerPaymentKey(provider: CheckoutPayment['provider'], paymentId: string) {
  return `${provider.toLowerCase()}:${paymentId}`;
}

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
 * the bind's one database transaction: both commit or neither does. Safe to run again for the same
 * payment (a replayed webhook, a browser returning twice, the reconcile job after a crash): the
 * bind finds the policy already issued and the ledger answers the payment's key with the first
 * posting, so there is one policy and one payment whatever the order.
 */
export async function settleCheckoutPayment(
  context: PlatformContext,
  payment: CheckoutPayment,
): Promise<void> {
  await bindProposal(
    context,
    checkoutPrincipal(payment.ownerUserId),
    payment.proposalId,
    { paymentMethodType: payment.paymentMethodType },
    {
      paymentSettled: true,
      withinBind: async (tx, policyId) => {
        const now = context.clock.now();
        const account = await accountOf(tx, policyId);
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
        if (payment.savedCard) {
          await saveCardMethod(tx, account.id, payment.ownerUserId, payment.savedCard, now);
        }
        await attachMandates(tx, account.id, payment.ownerUserId, payment.proposalId, now);
        await markCheckoutPaymentBound(tx, payment.providerPaymentId, policyId, now);
      },
    },
  );
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
