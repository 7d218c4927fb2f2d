import { formatGBP } from '@brand/domain';
import type { Sql } from '../../db/database';
import { ApiError, type ProblemBody } from '../../http/problem';
import { loadStatementSummaries } from './account-statements';
import { listCustomerAccounts } from './customer-account-repository';
import type { StatementSummary } from './statement-summary';

/** The problem code of a purchase refused while the customer owes money (spec 000 §4.4). */
export const OUTSTANDING_BALANCE_CODE = 'customerAccount.outstandingBalance';

/**
 * What an account owes: the amounts outstanding on its statements whose collection failed (the
 * account's `outstandingAmount`, which the billing tab and the outstanding-balance notice show).
 */
export function failedOutstandingPence(statements: readonly StatementSummary[]): number {
  return statements
    .filter((statement) => statement.status === 'FAILED')
    .reduce((sum, statement) => sum + Math.max(statement.amountOutstanding, 0), 0);
}

/** 402: the customer must pay what they owe first; the body names the amount in pence. */
export class OutstandingBalanceError extends ApiError {
  constructor(readonly outstandingAmount: number) {
    super(
      'payment-required',
      `You have an outstanding balance of ${formatGBP(outstandingAmount)} on another policy. Please pay it before buying a new policy.`,
      { code: OUTSTANDING_BALANCE_CODE },
    );
  }

  override toBody(): ProblemBody & { outstandingAmount: number } {
    return { ...super.toBody(), outstandingAmount: this.outstandingAmount };
  }
}

/**
 * Refuses a new purchase while any of the customer's accounts owes money (spec 000 §4: "an
 * outstanding balance blocks activation until paid"): a 402 naming the total owed.
 */
export async function assertNothingOutstanding(sql: Sql, ownerUserId: string): Promise<void> {
  let owed = 0;
  for (const account of await listCustomerAccounts(sql, ownerUserId)) {
    owed += failedOutstandingPence(await loadStatementSummaries(sql, account.id));
  }
  if (owed > 0) throw new OutstandingBalanceError(owed);
}
