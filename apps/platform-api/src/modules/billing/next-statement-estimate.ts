import { startOfLondonDay, statementDueDate, statementServicePeriod } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { CustomerAccountRecord } from './customer-account-repository';
import { customerLedgerAccount } from './ledger-accounts';
import { hasFinalStatement, lastStatementNumber } from './statement-repository';

/** The next statement of an account as it stands now. */
export type StatementEstimate = {
  statementNumber: number;
  paymentDueAt: string;
  amount: number;
  servicePeriodStart: string;
  servicePeriodEnd: string;
};

/**
 * The next statement's estimate: its number, due date on the current payment day, and the
 * instalment after discounts. Empty when no statement is to come (a single payment, a final
 * statement issued, or the last instalment billed). The spec's client reads the first item.
 */
export async function nextStatementEstimate(
  sql: Sql,
  account: CustomerAccountRecord,
): Promise<StatementEstimate[]> {
  if (account.billingType !== 'MONTHLY' || (await hasFinalStatement(sql, account.id))) return [];
  const next = (await lastStatementNumber(sql, account.id)) + 1;
  if (next < 1 || next >= account.discountedInstalmentsPence.length) return [];
  const period = statementServicePeriod(account.inceptionAt, next);
  // What the next statement will also carry: a mid-term adjustment's part-month line (ADR 0038),
  // posted before it and swept onto it when it is issued.
  const [pending] = await sql.query<{ pence: number }>(
    `SELECT COALESCE(SUM(lp.amount_pence), 0)::integer AS pence
       FROM ledger_transactions t JOIN ledger_postings lp ON lp.transaction_id = t.id
      WHERE t.customer_account_id = $1 AND t.statement_id IS NULL AND t.sub_type = 'MTA'
        AND t.kind IN ('DEBIT_JOURNAL', 'CREDIT_JOURNAL') AND lp.ledger_account = $2`,
    [account.id, customerLedgerAccount(account.id)],
  );
  return [
    {
      statementNumber: next,
      paymentDueAt: startOfLondonDay(
        statementDueDate(account.inceptionAt, account.paymentDay, next),
      )
        .toJSDate()
        .toISOString(),
      amount: (account.discountedInstalmentsPence[next] ?? 0) + (pending?.pence ?? 0),
      servicePeriodStart: period.start,
      servicePeriodEnd: period.end,
    },
  ];
}
