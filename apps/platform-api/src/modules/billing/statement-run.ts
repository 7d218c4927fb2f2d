import {
  ENDED_POLICY_STATUSES,
  statementDueDate,
  statementServicePeriod,
  toLondonIsoDate,
} from '@brand/domain';
import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { creditCancelledCover } from './cancellation-settlement';
import { type CustomerAccountRecord, listMonthlyAccounts } from './customer-account-repository';
import { issueStatement } from './statement-issue';
import { hasFinalStatement, lastStatementNumber } from './statement-repository';

const ENDED: readonly string[] = ENDED_POLICY_STATUSES;

/**
 * True when the policy's cover has ended by `now`: cancelled, lapsed, or past its end. A
 * cancellation chosen for a later day (`terminatedAt` ahead) leaves the statements running till then.
 */
function coverEnded(account: CustomerAccountRecord, now: Date): boolean {
  const { status, expiredAt, terminatedAt } = account.policy;
  if (ENDED.includes(status)) return true;
  if (terminatedAt !== null && new Date(terminatedAt) <= now) return true;
  return expiredAt !== null && new Date(expiredAt) <= now;
}

/**
 * The next statement an account is due at `now`, issued inside `tx` with the account row locked
 * (so two runs take turns); answers its number, or null when nothing is due. A monthly account
 * gets statement n on the payment day of the month its n-th service period starts in (London
 * days, spec §9), the last instalment's marked final; cover ended early gets a final statement
 * at once, sweeping in whatever the cancellation posted (a refund's credit note, say).
 */
async function issueNextStatement(
  tx: Sql,
  account: CustomerAccountRecord,
  now: Date,
): Promise<number | null> {
  await tx.query('SELECT id FROM customer_accounts WHERE id = $1 FOR UPDATE', [account.id]);
  if (await hasFinalStatement(tx, account.id)) return null;
  const next = (await lastStatementNumber(tx, account.id)) + 1;
  if (next === 0) return null;
  if (coverEnded(account, now)) {
    const { terminatedAt } = account.policy;
    if (terminatedAt !== null && new Date(terminatedAt) <= now) {
      // A cancellation's credit for the unused cover goes on the final statement (ADR 0039).
      await creditCancelledCover(
        tx,
        account.id,
        { endsAt: new Date(terminatedAt), full: false },
        now,
      );
    }
    await issueStatement(
      tx,
      { accountId: account.id, statementNumber: next, due: now, final: true },
      now,
    );
    return next;
  }
  const count = account.instalmentsPence.length;
  if (next >= count) return null;
  const due = statementDueDate(account.inceptionAt, account.paymentDay, next);
  if (due > toLondonIsoDate(now)) return null;
  await issueStatement(
    tx,
    {
      accountId: account.id,
      statementNumber: next,
      due,
      final: next === count - 1,
      charge: {
        grossPence: account.instalmentsPence[next] ?? 0,
        discountedPence: account.discountedInstalmentsPence[next] ?? 0,
        servicePeriod: statementServicePeriod(account.inceptionAt, next),
      },
    },
    now,
  );
  return next;
}

/** What one statement run issued, and the accounts it could not. */
export type StatementRun = {
  issued: { accountId: string; statementNumber: number }[];
  failed: { accountId: string; error: string }[];
};

/**
 * The monthly statement run: every active monthly account gets each statement due by the clock,
 * catching up months a stopped job missed. Safe to run twice at once, and again: a statement
 * number is issued once per account.
 */
export async function runStatements(context: PlatformContext): Promise<StatementRun> {
  const run: StatementRun = { issued: [], failed: [] };
  const now = context.clock.now();
  for (const account of await listMonthlyAccounts(context.db)) {
    try {
      for (;;) {
        const issued = await context.db.transaction((tx) => issueNextStatement(tx, account, now));
        if (issued === null) break;
        run.issued.push({ accountId: account.id, statementNumber: issued });
      }
    } catch (error) {
      run.failed.push({
        accountId: account.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}
