import {
  LEDGER_GROUP_OF_TYPE,
  type PaymentStatus,
  type Pence,
  statementSettlementStatus,
} from '@brand/domain';
import type { LedgerTransaction } from './ledger-transaction';
import type { StatementRecord } from './statement-repository';

/**
 * A statement with its balances, all in pence and all summed from the ledger lines on it and on
 * the statements before it (spec 001 §3):
 * - subtotalBalance: this statement's charges (invoices, credit notes, journals);
 * - broughtForwardBalance: what earlier statements left, their lines summed;
 * - statementBalance: brought forward plus the subtotal;
 * - carriedForwardBalance: the statement balance with the payments on this statement;
 * - amountOutstanding: this statement's own charges less its own payments: what its collection
 *   asks for, negative when a credit is owed back (a refund on a final statement).
 * A failed transaction's amount counts as nothing.
 */
export type StatementSummary = StatementRecord & {
  status: PaymentStatus;
  subtotalBalance: Pence;
  broughtForwardBalance: Pence;
  statementBalance: Pence;
  carriedForwardBalance: Pence;
  amountOutstanding: Pence;
  lineItems: LedgerTransaction[];
};

const counted = (line: LedgerTransaction): Pence =>
  line.status === 'FAILED' ? 0 : line.customerAmountPence;

const isMoneyMoved = (line: LedgerTransaction): boolean =>
  LEDGER_GROUP_OF_TYPE[line.kind] === 'PAYMENT';

/** Sums each statement of an account (given oldest first) from all of the account's lines. */
export function summariseStatements(
  statements: readonly StatementRecord[],
  lines: readonly LedgerTransaction[],
): StatementSummary[] {
  let broughtForward = 0;
  return statements.map((statement) => {
    const own = lines.filter((line) => line.statementId === statement.id);
    const subtotal = own
      .filter((line) => !isMoneyMoved(line))
      .reduce((sum, line) => sum + counted(line), 0);
    const payments = own.filter(isMoneyMoved).reduce((sum, line) => sum + counted(line), 0);
    const statementBalance = broughtForward + subtotal;
    const summary: StatementSummary = {
      ...statement,
      status: statementSettlementStatus({
        issued: statement.issued,
        amountOutstanding: subtotal + payments,
        pendingPayments: own.filter((line) => isMoneyMoved(line) && line.status === 'PENDING')
          .length,
        failedPayments: own.filter(
          (line) =>
            (line.kind === 'PAYMENT' && line.status === 'FAILED') ||
            line.kind === 'PAYMENT_REVERSAL',
        ).length,
      }),
      subtotalBalance: subtotal,
      broughtForwardBalance: broughtForward,
      statementBalance,
      carriedForwardBalance: statementBalance + payments,
      amountOutstanding: subtotal + payments,
      lineItems: own,
    };
    broughtForward = summary.carriedForwardBalance;
    return summary;
  });
}
