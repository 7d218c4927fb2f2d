import type { PaymentStatus } from '../enums';
import type { Pence } from '../money';

/** What a statement's status is decided from: its ledger lines as they stand. */
export type StatementSettlementInput = {
  /** False while the statement run is still building it. */
  issued: boolean;
  /** What is still owed on it, in pence: its balance less payments not failed. */
  amountOutstanding: Pence;
  /** Payments on it the provider has not confirmed yet. */
  pendingPayments: number;
  /** Collections on it that failed or were reversed. */
  failedPayments: number;
};

/** One row of the decision table: the status, and when it applies. */
export type StatementSettlementRule = {
  status: PaymentStatus;
  when: (statement: StatementSettlementInput) => boolean;
};

/**
 * The decision table of a statement's status, read top to bottom; the first matching row wins, and
 * none matching gives STATEMENT_SETTLEMENT_FALLBACK. A payment in flight is PENDING even when it
 * would settle the statement: nothing is SETTLED until the money is confirmed.
 */
export const STATEMENT_SETTLEMENT_RULES: readonly StatementSettlementRule[] = [
  { status: 'DRAFT', when: (s) => !s.issued },
  { status: 'PENDING', when: (s) => s.pendingPayments > 0 },
  { status: 'SETTLED', when: (s) => s.amountOutstanding <= 0 },
  { status: 'FAILED', when: (s) => s.failedPayments > 0 },
];

/** An issued statement with money owed and no collection tried yet: awaiting payment. */
export const STATEMENT_SETTLEMENT_FALLBACK: PaymentStatus = 'PENDING';

/** A statement's status from its ledger lines (DRAFT, PENDING, FAILED or SETTLED). */
export function statementSettlementStatus(statement: StatementSettlementInput): PaymentStatus {
  return (
    STATEMENT_SETTLEMENT_RULES.find((row) => row.when(statement))?.status ??
    STATEMENT_SETTLEMENT_FALLBACK
  );
}
