import { type ServicePeriod, startOfLondonDay } from '@brand/domain';
import type { Sql } from '../../db/database';
import { billingId } from './billing-ids';
import { assignUnstatedTransactions } from './ledger-repository';
import { postTransaction } from './ledger-service';
import { insertStatement, markStatementIssued } from './statement-repository';

/** What one period costs: before and after discounts, in pence. */
export type PeriodCharge = {
  grossPence: number;
  discountedPence: number;
  servicePeriod: ServicePeriod;
};

/** A statement to issue. */
export type StatementToIssue = {
  accountId: string;
  statementNumber: number;
  /** A London day 'yyyy-MM-dd' (due at its start), or an exact moment. */
  due: string | Date;
  final: boolean;
  /** The period's charge: an invoice for the gross and a credit note for any discount. */
  charge?: PeriodCharge;
};

/**
 * Issues one statement inside the caller's transaction: a draft, its period's invoice and
 * discount credit note, every line of the account not yet on a statement, then issued. Answers
 * the statement's id, or null when that number already exists (a concurrent run issued it). Each
 * line's idempotency key names the account and the statement number, so nothing is billed twice.
 */
export async function issueStatement(
  tx: Sql,
  statement: StatementToIssue,
  now: Date,
): Promise<string | null> {
  const id = billingId('ST');
  const made = await insertStatement(tx, {
    id,
    accountId: statement.accountId,
    statementNumber: statement.statementNumber,
    createdAt: now.toISOString(),
    issued: false,
    paymentDueAt: (statement.due instanceof Date
      ? statement.due
      : startOfLondonDay(statement.due).toJSDate()
    ).toISOString(),
    servicePeriod: statement.charge?.servicePeriod ?? null,
    final: statement.final,
  });
  if (!made) return null;
  const charge = statement.charge;
  const key = `${statement.accountId}:${statement.statementNumber}`;
  if (charge && charge.grossPence > 0) {
    await postTransaction(
      tx,
      {
        accountId: statement.accountId,
        kind: 'INVOICE',
        amountPence: charge.grossPence,
        idempotencyKey: `invoice:${key}`,
        statementId: id,
        descriptionKey: 'billing.lineItem.premium',
        servicePeriod: charge.servicePeriod,
      },
      now,
    );
    const discount = charge.grossPence - charge.discountedPence;
    if (discount > 0) {
      await postTransaction(
        tx,
        {
          accountId: statement.accountId,
          kind: 'CREDIT_NOTE',
          amountPence: discount,
          idempotencyKey: `discount:${key}`,
          statementId: id,
          descriptionKey: 'billing.lineItem.discount',
          servicePeriod: charge.servicePeriod,
        },
        now,
      );
    }
  }
  await assignUnstatedTransactions(tx, statement.accountId, id);
  await markStatementIssued(tx, id);
  return id;
}
