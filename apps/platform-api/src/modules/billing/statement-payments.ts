import type { LedgerSubType, LedgerTransactionStatus, Pence } from '@brand/domain';
import type { Sql } from '../../db/database';
import { loadStatementSummaries } from './account-statements';
import { findTransactionByKey } from './ledger-repository';
import { postTransaction } from './ledger-service';
import type { LedgerTransaction } from './ledger-transaction';

/** A payment taken outside the collections job: at checkout, a settle, an agent's phone payment. */
export type StatementPayment = {
  accountId: string;
  /** The statement it pays; when not given, the oldest one still owing money (a settle). */
  statementId?: string | null;
  amountPence: Pence;
  /** The provider's payment id serves well: a webhook and a browser return then post it once. */
  idempotencyKey: string;
  status: LedgerTransactionStatus;
  subType: LedgerSubType;
  providerPaymentId: string;
  paymentMethodDescription?: string | null;
};

/** The oldest issued statement that still owes money and has no payment in flight, or null. */
async function oldestOwingStatement(sql: Sql, accountId: string): Promise<string | null> {
  const statements = await loadStatementSummaries(sql, accountId);
  // PENDING also means "awaiting payment": what rules a statement out is a payment in flight.
  const owing = statements.find(
    (statement) =>
      statement.issued &&
      statement.amountOutstanding > 0 &&
      !statement.lineItems.some((line) => line.kind === 'PAYMENT' && line.status === 'PENDING'),
  );
  return owing?.id ?? null;
}

/**
 * Posts a payment onto the statement it pays, once per idempotency key. A repeat answers the
 * first payment before anything is chosen again (the first may have settled the statement a
 * repeat would otherwise pick). With no statement owing, the payment waits unstated and the next
 * statement brings it in.
 */
export async function recordStatementPayment(
  sql: Sql,
  payment: StatementPayment,
  now: Date,
): Promise<LedgerTransaction> {
  const existing = await findTransactionByKey(sql, payment.idempotencyKey);
  if (existing) {
    const statementId = existing.transaction.statementId;
    return postTransaction(sql, paymentInput(payment, statementId), now);
  }
  const statementId =
    payment.statementId === undefined || payment.statementId === null
      ? await oldestOwingStatement(sql, payment.accountId)
      : payment.statementId;
  return postTransaction(sql, paymentInput(payment, statementId), now);
}

function paymentInput(payment: StatementPayment, statementId: string | null) {
  return {
    accountId: payment.accountId,
    kind: 'PAYMENT' as const,
    amountPence: payment.amountPence,
    idempotencyKey: payment.idempotencyKey,
    status: payment.status,
    statementId,
    subType: payment.subType,
    descriptionKey: 'billing.lineItem.payment',
    providerPaymentId: payment.providerPaymentId,
    paymentMethodDescription: payment.paymentMethodDescription ?? null,
  };
}
