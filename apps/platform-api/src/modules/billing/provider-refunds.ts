import type { Sql } from '../../db/database';
import { ProviderRefusal } from '../../integrations/provider-error';
import type { PlatformContext } from '../../platform-context';
import { listTransactions } from './ledger-repository';
import { postTransaction, reverseTransaction, setTransactionStatus } from './ledger-service';
import type { LedgerTransaction } from './ledger-transaction';
import { planRefunds, type RefundMethod } from './refundable-payments';

/**
 * A refund line's text by the method it goes back by, so the billing tab and the statement PDF
 * say where the money went (texts in @brand/config's billing.lineItem).
 */
export const REFUND_LINE_TEXT_KEYS = {
  CARD: 'billing.lineItem.cardRefund',
  DIRECT_DEBIT: 'billing.lineItem.directDebitRefund',
} as const satisfies Record<RefundMethod, string>;

/** The bank account a Direct Debit refund goes to, as a line names it ("Barclays, account ending 11"). */
async function bankAccountDescription(sql: Sql, accountId: string): Promise<string | null> {
  const [row] = await sql.query<{ bank_name: string | null; account_number_ending: string | null }>(
    `SELECT bank_name, account_number_ending FROM payment_methods
      WHERE customer_account_id = $1 AND type = 'BACS_DEBIT'
      ORDER BY created_at DESC, id LIMIT 1`,
    [accountId],
  );
  if (!row?.account_number_ending) return row?.bank_name ?? null;
  return `${row.bank_name ? `${row.bank_name}, ` : ''}account ending ${row.account_number_ending}`;
}

/** What a refund is decided for. */
export type RefundDecision = {
  accountId: string;
  /** What to pay back, in pence; the payments that can take it take it, the rest stays credit. */
  owedPence: number;
  /** Each payment's refund key: one refund per payment and reason. */
  keyOf: (payment: LedgerTransaction) => string;
  /** The statement the refunds are lines of (a cancelled account's final one), if any. */
  statementId?: string | null;
};

/**
 * Decides refunds inside the caller's transaction (the commit or settlement that made the credit):
 * each a PENDING REFUND on the ledger under its payment's key, spread over the payments money can
 * go back to (refundablePayments: cards, then Direct Debits). A PENDING refund is one decided and
 * not yet sent: it already counts in the balance, so nothing decides the same money twice, and
 * `sendDecidedRefunds` (after the commit, or the billing job after a crash) sends it. Answers the
 * refunds decided now.
 */
export async function decideRefunds(
  tx: Sql,
  decision: RefundDecision,
  now: Date,
): Promise<LedgerTransaction[]> {
  if (decision.owedPence <= 0) return [];
  const plan = planRefunds(
    await listTransactions(tx, decision.accountId),
    decision.owedPence,
    decision.keyOf,
  );
  const decided: LedgerTransaction[] = [];
  const bank = plan.some((refund) => refund.method === 'DIRECT_DEBIT')
    ? await bankAccountDescription(tx, decision.accountId)
    : null;
  for (const refund of plan) {
    decided.push(
      await postTransaction(
        tx,
        {
          accountId: decision.accountId,
          kind: 'REFUND',
          status: 'PENDING',
          amountPence: refund.amountPence,
          idempotencyKey: refund.key,
          statementId: decision.statementId ?? null,
          subType: refund.payment.subType,
          descriptionKey: REFUND_LINE_TEXT_KEYS[refund.method],
          paymentMethodDescription:
            refund.method === 'DIRECT_DEBIT' ? bank : refund.payment.paymentMethodDescription,
          providerPaymentId: refund.payment.providerPaymentId,
        },
        now,
      ),
    );
  }
  return decided;
}

/**
 * What the payment's refunds come to up to and including `line` (GoCardless's
 * `total_amount_confirmation`): every refund of it decided before, sent or not, but refused ones.
 * Refunds of one payment are sent in the order they were decided, so the provider holds exactly
 * the earlier ones when this one reaches it.
 */
async function refundedThroughLine(sql: Sql, line: LedgerTransaction): Promise<number> {
  const [row] = await sql.query<{ total: number }>(
    `SELECT COALESCE(SUM(amount_pence), 0)::integer AS total FROM ledger_transactions
      WHERE kind = 'REFUND' AND status <> 'FAILED' AND provider_payment_id = $1
        AND seq <= (SELECT seq FROM ledger_transactions WHERE id = $2)`,
    [line.providerPaymentId, line.id],
  );
  return Number(row?.total ?? 0);
}

/** Why the refund is made, for the provider's records: its key's first part. */
const reasonOf = (line: LedgerTransaction) => line.idempotencyKey.split(':')[0] ?? 'refund';

/** Asks the line's provider for its refund under the line's key; answers the provider's id. */
async function sendToProvider(context: PlatformContext, line: LedgerTransaction): Promise<string> {
  const paymentId = line.providerPaymentId as string;
  const metadata = { accountId: line.accountId, refundReason: reasonOf(line) };
  if (line.subType === 'GOCARDLESS') {
    const refund = await context.integrations.directDebit.refund({
      idempotencyKey: line.idempotencyKey,
      paymentId,
      amountPence: line.amountPence,
      totalRefundedPence: await refundedThroughLine(context.db, line),
      metadata,
    });
    return refund.id;
  }
  const refund = await context.integrations.cardPayments.refund({
    idempotencyKey: line.idempotencyKey,
    paymentId,
    amountPence: line.amountPence,
    reason: 'requested_by_customer',
    metadata,
  });
  return refund.id;
}

/** The provider a refund line's sub type sends it through. */
const PROVIDER_OF_SUB_TYPE = { STRIPE: 'STRIPE', GOCARDLESS: 'GOCARDLESS' } as const;

/** What sending an account's decided refunds did. */
export type SentRefunds = {
  /** Refunds the providers accepted now, by ledger line. */
  sent: LedgerTransaction[];
  /** Refunds a provider refused: FAILED on the ledger (the credit is back), for a person. */
  refused: { line: LedgerTransaction; reason: string }[];
};

/**
 * Sends an account's decided refunds (PENDING REFUND lines) to their providers, oldest first,
 * each under its own key, then marks it POSTED with the provider's refund id in one
 * transaction. A crash anywhere is finished by running it again: a refund sent but not marked is
 * sent again under its key and the provider answers the first refund, so nothing is paid twice.
 * A refusal marks the line FAILED (its contra postings put the credit back) with the provider's
 * reason. A provider that cannot be reached stops the run (later refunds of a payment count on
 * the earlier ones being there) and throws; the line stays decided for the next run.
 */
export async function sendDecidedRefunds(
  context: PlatformContext,
  accountId: string,
): Promise<SentRefunds> {
  const result: SentRefunds = { sent: [], refused: [] };
  const pending = (await listTransactions(context.db, accountId)).filter(
    (line) =>
      line.kind === 'REFUND' &&
      line.status === 'PENDING' &&
      (line.subType === 'STRIPE' || line.subType === 'GOCARDLESS') &&
      line.providerPaymentId !== null,
  );
  for (const line of await inDecisionOrder(context.db, pending)) {
    let providerRefundId: string;
    try {
      providerRefundId = await sendToProvider(context, line);
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) throw error;
      const failed = await context.db.transaction((tx) =>
        setTransactionStatus(
          tx,
          line.id,
          { status: 'FAILED', failureReason: error.reason },
          context.clock.now(),
        ),
      );
      result.refused.push({ line: failed, reason: error.reason });
      continue;
    }
    const posted = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      await tx.query(
        `INSERT INTO provider_refunds (ledger_transaction_id, provider, provider_refund_id, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [line.id, PROVIDER_OF_SUB_TYPE[line.subType as 'STRIPE'], providerRefundId, now],
      );
      return setTransactionStatus(tx, line.id, { status: 'POSTED' }, now);
    });
    result.sent.push(posted);
  }
  return result;
}

/** Lines in the order they were decided (the ledger's own sequence). */
async function inDecisionOrder(
  sql: Sql,
  lines: readonly LedgerTransaction[],
): Promise<LedgerTransaction[]> {
  if (lines.length === 0) return [];
  const rows = await sql.query<{ id: string }>(
    'SELECT id FROM ledger_transactions WHERE id = ANY($1::text[]) ORDER BY seq',
    [lines.map((line) => line.id)],
  );
  const byId = new Map(lines.map((line) => [line.id, line]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/** What one sweep of decided refunds did. */
export type RefundSweep = {
  sent: string[];
  refused: { transactionId: string; reason: string }[];
  failed: { accountId: string; error: string }[];
};

/**
 * The billing job's sweep: every account with a refund decided and not yet sent (a crash between
 * the commit that decided it and the provider's answer, or an outage) has it sent now. One
 * account's failure is reported and tried again next run without stopping the others.
 */
export async function sendAllDecidedRefunds(context: PlatformContext): Promise<RefundSweep> {
  const sweep: RefundSweep = { sent: [], refused: [], failed: [] };
  const rows = await context.db.query<{ account_id: string }>(
    `SELECT DISTINCT customer_account_id AS account_id FROM ledger_transactions
      WHERE kind = 'REFUND' AND status = 'PENDING' AND sub_type IN ('STRIPE', 'GOCARDLESS')
      ORDER BY 1`,
  );
  for (const { account_id: accountId } of rows) {
    try {
      const sent = await sendDecidedRefunds(context, accountId);
      sweep.sent.push(...sent.sent.map((line) => line.id));
      sweep.refused.push(
        ...sent.refused.map(({ line, reason }) => ({ transactionId: line.id, reason })),
      );
    } catch (error) {
      sweep.failed.push({
        accountId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sweep;
}

/**
 * A provider's later word on a refund it accepted: one that failed (bounced, its funds returned)
 * never reached the customer, so its ledger REFUND is reversed (once: the reversal's key is the
 * refund's) and the money shows as theirs again, for a person to pay back another way. A refund
 * not yet marked as sent (the event outran the marking) throws, so the provider sends the event
 * again; one the platform never made is none of its business (null).
 */
export async function recordRefundFailure(
  context: PlatformContext,
  event: {
    provider: 'STRIPE' | 'GOCARDLESS';
    providerRefundId: string;
    providerPaymentId: string | null;
    reason: string;
  },
): Promise<LedgerTransaction | null> {
  const [row] = await context.db.query<{ ledger_transaction_id: string }>(
    'SELECT ledger_transaction_id FROM provider_refunds WHERE provider = $1 AND provider_refund_id = $2',
    [event.provider, event.providerRefundId],
  );
  if (!row) {
    const [unsent] = await context.db.query<{ id: string }>(
      `SELECT id FROM ledger_transactions WHERE kind = 'REFUND' AND status = 'PENDING'
        AND sub_type = $1 AND provider_payment_id = $2 LIMIT 1`,
      [event.provider, event.providerPaymentId],
    );
    if (unsent) {
      throw new Error(`Refund ${event.providerRefundId} is not marked as sent on the ledger yet.`);
    }
    return null;
  }
  return context.db.transaction(async (tx) => {
    const reversal = await reverseTransaction(
      tx,
      row.ledger_transaction_id,
      event.reason,
      context.clock.now(),
    );
    // A cancelled account settled by this refund is not settled any more: the billing job's
    // sweep takes it up again and reports the money owed back until a person pays it.
    await tx.query('UPDATE customer_accounts SET cancellation_settled_at = NULL WHERE id = $1', [
      reversal.accountId,
    ]);
    return reversal;
  });
}
