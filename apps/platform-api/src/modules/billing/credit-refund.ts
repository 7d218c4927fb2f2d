import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { customerBalance, listTransactions } from './ledger-repository';
import type { LedgerTransaction } from './ledger-transaction';
import { decideRefunds, type SentRefunds, sendDecidedRefunds } from './provider-refunds';

/**
 * Decides the refund of a credit (a single payment's lower premium, ADR 0038) inside the caller's
 * transaction, the commit that posted the credit, so the decision exists exactly when the credit
 * does: never more than the credit less what was refunded for it already, nor than the account's
 * credit balance, to the payments that paid (cards, then Direct Debits), each under
 * `${key}:{payment}`. Deciding again decides nothing more.
 */
export async function decideCreditRefund(
  tx: Sql,
  accountId: string,
  creditPence: number,
  key: string,
  now: Date,
): Promise<LedgerTransaction[]> {
  const already = (await listTransactions(tx, accountId))
    .filter(
      (line) =>
        line.kind === 'REFUND' &&
        line.status !== 'FAILED' &&
        line.idempotencyKey.startsWith(`${key}:`),
    )
    .reduce((sum, line) => sum + line.amountPence, 0);
  const owedPence = Math.min(creditPence - already, -(await customerBalance(tx, accountId)));
  return decideRefunds(
    tx,
    { accountId, owedPence, keyOf: (payment) => `${key}:${payment.id}` },
    now,
  );
}

/**
 * Pays a credit back: decided (if a commit made before refunds were decided with it left it
 * undecided), then sent. Safe to run again at any point; the billing job sends what a crash left.
 */
export async function payBackCredit(
  context: PlatformContext,
  accountId: string,
  creditPence: number,
  key: string,
): Promise<SentRefunds> {
  await context.db.transaction((tx) =>
    decideCreditRefund(tx, accountId, creditPence, key, context.clock.now()),
  );
  return sendDecidedRefunds(context, accountId);
}
