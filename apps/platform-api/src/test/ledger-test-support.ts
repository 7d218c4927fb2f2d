// Test support for the billing suites: a bought flex policy's customer account. Only tests import it.

import { boughtFlex } from './journey-fixtures';
import type { TestApp } from './test-app';

/** A new visitor (or the given token's holder) buys a flex policy; answers its account id, policy and the visitor's token. */
export async function flexAccount(
  t: TestApp,
  buyerToken?: string,
): Promise<{ accountId: string; policyId: string; policyNumber: string; token: string }> {
  const token = buyerToken ?? (await t.anonymousToken());
  const bought = await boughtFlex(t, token);
  const [row] = await t.db.query<{ id: string }>(
    'SELECT id FROM customer_accounts WHERE policy_id = $1',
    [bought.policyId],
  );
  if (!row) throw new Error(`The bind of ${bought.proposalCode} opened no customer account.`);
  return {
    accountId: row.id,
    policyId: bought.policyId as string,
    policyNumber: bought.policyNumber as string,
    token,
  };
}

/** Transactions of the ledger whose postings do not sum to zero (there should be none). */
export async function unbalancedTransactions(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const rows = await t.db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM ledger_postings GROUP BY transaction_id
      HAVING SUM(amount_pence) <> 0 OR COUNT(*) < 2`,
  );
  return rows.map((row) => row.transaction_id);
}

/**
 * An account's balance read from its transactions rather than its postings: each kind's signed
 * amount, failed ones left out. The ledger's posting sum must always equal it.
 */
export async function balanceFromTransactions(
  t: Pick<TestApp, 'db'>,
  accountId: string,
): Promise<number> {
  const [row] = await t.db.query<{ balance: number }>(
    `SELECT COALESCE(SUM(CASE WHEN kind IN ('INVOICE', 'DEBIT_JOURNAL', 'PAYMENT_REVERSAL', 'REFUND')
                          THEN amount_pence ELSE -amount_pence END), 0)::integer AS balance
       FROM ledger_transactions WHERE customer_account_id = $1 AND status <> 'FAILED'`,
    [accountId],
  );
  return Number(row?.balance ?? 0);
}
