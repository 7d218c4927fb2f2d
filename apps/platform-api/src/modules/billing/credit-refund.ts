import type { PlatformContext } from '../../platform-context';
import { customerBalance, listTransactions } from './ledger-repository';
import { postTransaction } from './ledger-service';
import { refundableCardPayments } from './refundable-card-payments';

/**
 * Pays a credit (a mid-term adjustment's lower premium, ADR 0038) back to the cards that paid the
 * account, newest payment first, never more than the account's credit balance: the provider first
 * under `${key}:{payment}`, then the ledger's REFUND under the same key with what the provider
 * answered, so running it again after a crash finishes it and never refunds twice. Answers what
 * was refunded; what no card can take (a Direct Debit's) stays as credit on the account.
 */
export async function refundCreditToCards(
  context: PlatformContext,
  accountId: string,
  creditPence: number,
  key: string,
): Promise<number> {
  const transactions = await listTransactions(context.db, accountId);
  const already = transactions
    .filter((line) => line.kind === 'REFUND' && line.idempotencyKey.startsWith(`${key}:`))
    .reduce((sum, line) => sum + line.amountPence, 0);
  let owed = Math.min(creditPence - already, -(await customerBalance(context.db, accountId)));
  let refunded = 0;
  for (const { payment, left } of refundableCardPayments(transactions)) {
    if (owed <= 0) break;
    const lineKey = `${key}:${payment.id}`;
    const refund = await context.integrations.cardPayments.refund({
      idempotencyKey: lineKey,
      paymentId: payment.providerPaymentId as string,
      amountPence: Math.min(owed, left),
      reason: 'requested_by_customer',
      metadata: { accountId, refundReason: 'adjustment' },
    });
    await postTransaction(
      context.db,
      {
        accountId,
        kind: 'REFUND',
        amountPence: refund.amountPence,
        idempotencyKey: lineKey,
        subType: 'STRIPE',
        descriptionKey: 'billing.lineItem.refund',
        paymentMethodDescription: payment.paymentMethodDescription,
        providerPaymentId: payment.providerPaymentId,
      },
      context.clock.now(),
    );
    owed -= refund.amountPence;
    refunded += refund.amountPence;
  }
  return refunded;
}
