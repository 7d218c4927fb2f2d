import { cancellationRefundPence, type ServicePeriod } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { findCustomerAccount } from './customer-account-repository';
import { customerBalance, listTransactions } from './ledger-repository';
import { postTransaction } from './ledger-service';
import type { LedgerTransaction } from './ledger-transaction';
import { decideRefunds, sendDecidedRefunds } from './provider-refunds';
import type { RefundMethod } from './refundable-payments';
import { issueStatement } from './statement-issue';
import { hasFinalStatement, lastStatementNumber, listStatements } from './statement-repository';

/** The idempotency key of the credit for a statement's unused cover: one credit per statement. */
export function cancellationCreditKey(statementId: string): string {
  return `cancellation-credit:${statementId}`;
}

/** The idempotency key of the refund of one payment (card or Direct Debit) to a cancelled policy's customer. */
export function cancellationRefundKey(paymentTransactionId: string): string {
  return `cancellation-refund:${paymentTransactionId}`;
}

type ChargedPeriod = { statementId: string; period: ServicePeriod; netPence: number };

/** What each statement charged for its service period: the invoice less its discount. */
function chargedPeriods(transactions: readonly LedgerTransaction[]): ChargedPeriod[] {
  const periods = new Map<string, ChargedPeriod>();
  for (const line of transactions) {
    if (line.status !== 'POSTED' || line.statementId === null) continue;
    if (line.kind === 'INVOICE' && line.servicePeriod) {
      const known = periods.get(line.statementId);
      periods.set(line.statementId, {
        statementId: line.statementId,
        period: line.servicePeriod,
        netPence: (known?.netPence ?? 0) + line.amountPence,
      });
    }
  }
  for (const line of transactions) {
    const charged = line.statementId === null ? undefined : periods.get(line.statementId);
    if (charged && line.kind === 'CREDIT_NOTE' && line.idempotencyKey.startsWith('discount:')) {
      charged.netPence -= line.amountPence;
    }
  }
  return [...periods.values()];
}

type CancellationCredit = { key: string; period: ServicePeriod; creditPence: number };

/** The credits a cancellation ending cover at `endsAt` is due, per statement not yet credited. */
function creditsDue(
  transactions: readonly LedgerTransaction[],
  cancellation: { endsAt: Date; full: boolean },
): CancellationCredit[] {
  const credited = new Set(transactions.map((line) => line.idempotencyKey));
  return chargedPeriods(transactions).flatMap((charged) => {
    const key = cancellationCreditKey(charged.statementId);
    if (credited.has(key)) return [];
    const creditPence = cancellationRefundPence({
      paidPence: Math.max(0, charged.netPence),
      periodStart: charged.period.start,
      periodEnd: charged.period.end,
      effectiveAt: cancellation.endsAt,
      coolingOff: cancellation.full,
    });
    return creditPence > 0 ? [{ key, period: charged.period, creditPence }] : [];
  });
}

/**
 * What a cancellation ending cover at `endsAt` would credit the account now, in pence, posting
 * nothing: the figure a cancellation is priced with. Statements issued before the cover ends are
 * credited for their unused days when it does.
 */
export async function cancellationCreditPreview(
  sql: Sql,
  accountId: string,
  cancellation: { endsAt: Date; full: boolean },
): Promise<number> {
  const credits = creditsDue(await listTransactions(sql, accountId), cancellation);
  return credits.reduce((sum, credit) => sum + credit.creditPence, 0);
}

/**
 * Credits a cancelled policy's account for the cover it will not have (ADR 0039), inside the
 * caller's transaction: for each statement's charged period, a CREDIT_NOTE of the unused London
 * days' share of what it charged (all of it when `full`: a cooling-off cancellation), not yet on a
 * statement so the final statement sweeps it in. One credit per statement, ever: a statement
 * credited already (at the commit, or by an earlier run) is left as it is. Answers the credit
 * posted now, in pence.
 */
export async function creditCancelledCover(
  tx: Sql,
  accountId: string,
  cancellation: { endsAt: Date; full: boolean },
  now: Date,
): Promise<number> {
  let posted = 0;
  for (const credit of creditsDue(await listTransactions(tx, accountId), cancellation)) {
    await postTransaction(
      tx,
      {
        accountId,
        kind: 'CREDIT_NOTE',
        amountPence: credit.creditPence,
        idempotencyKey: credit.key,
        descriptionKey: 'billing.lineItem.cancellation',
        servicePeriod: credit.period,
        effectiveAt: cancellation.endsAt,
      },
      now,
    );
    posted += credit.creditPence;
  }
  return posted;
}

/**
 * Issues a cancelled account's final statement with the cancellation's lines, inside `tx` with the
 * account locked: the next number, due now, unless a final statement already holds every line (a
 * single payment's statement 0 is final from the start, so its cancellation gets one more).
 * Answers the final statement's id.
 */
async function issueFinalStatement(tx: Sql, accountId: string, now: Date): Promise<string | null> {
  const unstated = (await listTransactions(tx, accountId)).some((line) => !line.statementId);
  if (!unstated && (await hasFinalStatement(tx, accountId))) {
    const finals = (await listStatements(tx, accountId)).filter((statement) => statement.final);
    return finals.at(-1)?.id ?? null;
  }
  const next = (await lastStatementNumber(tx, accountId)) + 1;
  return issueStatement(tx, { accountId, statementNumber: next, due: now, final: true }, now);
}

/** What settling one cancelled account did. */
export type CancellationSettlement = {
  accountId: string;
  /** Credit posted this time for unused cover, in pence. */
  creditedPence: number;
  /** Refunded this time (accepted by the card or Direct Debit provider), in pence. */
  refundedPence: number;
  /** Of that, by the method it went back by. */
  refundedByMethod: Record<RefundMethod, number>;
  /**
   * Still owed back after the refunds: money no payment can take yet (a Direct Debit still being
   * collected), one a provider refused, or paid some other way. Left for the next run or a person.
   */
  owedBackPence: number;
  mandatesCancelled: string[];
  /** True when nothing is left to do: the account is marked settled. */
  settled: boolean;
};

/**
 * The account's Direct Debit mandates still live that no other live policy's account uses (one
 * mandate may serve two accounts, ADR 0034): cancelling one at the provider stops it for all.
 */
const MANDATES_TO_CANCEL = `
  SELECT DISTINCT m.provider_reference FROM payment_methods m
   WHERE m.customer_account_id = $1 AND m.provider = 'GOCARDLESS' AND m.type = 'BACS_DEBIT'
     AND m.mandate_status IS DISTINCT FROM 'CANCELLED'
     AND NOT EXISTS (
       SELECT 1 FROM payment_methods other
         JOIN customer_accounts a ON a.id = other.customer_account_id
         JOIN policies p ON p.id = a.policy_id
        WHERE other.provider = 'GOCARDLESS' AND other.provider_reference = m.provider_reference
          AND other.customer_account_id <> m.customer_account_id
          AND p.status IN ('PENDING', 'ACTIVE') AND p.terminated_at IS NULL)
   ORDER BY m.provider_reference`;

/** Whether any refund of the account is decided and not yet accepted by its provider. */
async function hasUnsentRefunds(context: PlatformContext, accountId: string): Promise<boolean> {
  const [row] = await context.db.query<{ id: string }>(
    `SELECT id FROM ledger_transactions
      WHERE customer_account_id = $1 AND kind = 'REFUND' AND status = 'PENDING' LIMIT 1`,
    [accountId],
  );
  return row !== undefined;
}

/** Cancels each mandate at the provider, then here (a crash between: the next run asks again). */
async function cancelMandates(context: PlatformContext, accountId: string): Promise<string[]> {
  const rows = await context.db.query<{ provider_reference: string }>(MANDATES_TO_CANCEL, [
    accountId,
  ]);
  const cancelled: string[] = [];
  for (const { provider_reference: mandateId } of rows) {
    await context.integrations.directDebit.cancelMandate({ mandateId });
    await context.db.query(
      `UPDATE payment_methods SET mandate_status = 'CANCELLED'
        WHERE provider = 'GOCARDLESS' AND provider_reference = $1`,
      [mandateId],
    );
    cancelled.push(mandateId);
  }
  return cancelled;
}

/**
 * Settles the account of a policy whose cover a cancellation (or a confirmed referral) has ended
 * (ADRs 0039, 0043): credits the unused cover, issues the final statement and decides the credit's
 * refunds in one commit, sends them (to the cards that paid, then by Direct Debit to the bank
 * accounts that paid), and, once nothing is owed, cancels the Direct Debit mandate and marks the
 * account settled. Null when the
 * account has no cancellation that has taken effect, or is settled already. Every step is keyed,
 * so running it again (after a crash, or from the billing job) finishes what is left and repeats
 * nothing. While the customer still owes money the mandate stays, for the collection of it.
 */
export async function settleCancelledAccount(
  context: PlatformContext,
  accountId: string,
): Promise<CancellationSettlement | null> {
  const now = context.clock.now();
  const account = await findCustomerAccount(context.db, accountId);
  const endsAt = account?.policy.terminatedAt ? new Date(account.policy.terminatedAt) : null;
  if (!account || !endsAt || endsAt > now) return null;
  const prepared = await context.db.transaction(async (tx) => {
    const [row] = await tx.query<{ settled: boolean }>(
      `SELECT cancellation_settled_at IS NOT NULL AS settled FROM customer_accounts
        WHERE id = $1 FOR UPDATE`,
      [accountId],
    );
    if (!row || row.settled) return null;
    // A cooling-off cancellation's full credit was posted when it was committed; what is left
    // to credit here is a Standard cancellation's unused days.
    const creditedPence = await creditCancelledCover(tx, accountId, { endsAt, full: false }, now);
    const statementId = await issueFinalStatement(tx, accountId, now);
    // The credit balance is decided as refunds in the same commit, so a crash after it leaves
    // them for the billing job to send rather than credit nobody pays back.
    await decideRefunds(
      tx,
      {
        accountId,
        owedPence: -(await customerBalance(tx, accountId)),
        keyOf: (payment) => cancellationRefundKey(payment.id),
        statementId,
      },
      now,
    );
    return { creditedPence };
  });
  if (!prepared) return null;
  const { sent } = await sendDecidedRefunds(context, accountId);
  const refundedByMethod: Record<RefundMethod, number> = { CARD: 0, DIRECT_DEBIT: 0 };
  for (const line of sent) {
    refundedByMethod[line.subType === 'GOCARDLESS' ? 'DIRECT_DEBIT' : 'CARD'] += line.amountPence;
  }
  const balance = await customerBalance(context.db, accountId);
  const owes = balance > 0;
  const owedBackPence = Math.max(0, -balance);
  // Direct Debit refunds go out before the mandate is cancelled, and a customer who owes money
  // keeps the mandate for collecting it.
  const unsent = await hasUnsentRefunds(context, accountId);
  const mandatesCancelled = owes || unsent ? [] : await cancelMandates(context, accountId);
  const settled = !owes && !unsent && owedBackPence === 0;
  if (settled) {
    await context.db.query(
      `UPDATE customer_accounts SET cancellation_settled_at = $2
        WHERE id = $1 AND cancellation_settled_at IS NULL`,
      [accountId, now],
    );
  }
  return {
    accountId,
    creditedPence: prepared.creditedPence,
    refundedPence: refundedByMethod.CARD + refundedByMethod.DIRECT_DEBIT,
    refundedByMethod,
    owedBackPence,
    mandatesCancelled,
    settled,
  };
}

/** What one sweep of cancelled accounts did. */
export type CancellationSweep = {
  settlements: CancellationSettlement[];
  failed: { accountId: string; error: string }[];
};

/**
 * The billing job's sweep: every account whose policy's cancellation has taken effect and that is
 * not settled yet is settled (or taken as far as it can be). One account's failure (a provider
 * down) is reported and tried again next run without stopping the others.
 */
export async function settleCancelledAccounts(
  context: PlatformContext,
): Promise<CancellationSweep> {
  const sweep: CancellationSweep = { settlements: [], failed: [] };
  const rows = await context.db.query<{ id: string }>(
    `SELECT a.id FROM customer_accounts a JOIN policies p ON p.id = a.policy_id
      WHERE p.terminated_at <= $1 AND a.cancellation_settled_at IS NULL ORDER BY a.id`,
    [context.clock.now()],
  );
  for (const { id } of rows) {
    try {
      const settlement = await settleCancelledAccount(context, id);
      if (settlement) sweep.settlements.push(settlement);
    } catch (error) {
      sweep.failed.push({
        accountId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sweep;
}
