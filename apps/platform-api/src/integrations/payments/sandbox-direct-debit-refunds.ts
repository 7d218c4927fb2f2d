import { addWorkingDays, DIRECT_DEBIT_COLLECTION_WORKING_DAYS } from '@brand/domain';
import type { Clock } from '../../clock';
import type { Database, Sql } from '../../db/database';
import { ProviderError, ProviderRefusal } from '../provider-error';
import type { DirectDebitRefund, DirectDebitRefundRequest } from './direct-debit';
import { goCardlessEvent } from './sandbox-gocardless-events';
import { goCardlessId } from './sandbox-ids';
import { queueSandboxWebhook } from './sandbox-webhooks';

/**
 * Refunds to a mandate whose account holder's name holds this word bounce when they would be
 * paid (the account was closed): the sandbox's way to rehearse a refund that never arrives.
 */
export const SANDBOX_BOUNCING_NAME = 'bounce';

/** GoCardless refuses a sixth refund of one payment (`number_of_refunds_exceeded`). */
export const SANDBOX_MAX_REFUNDS_PER_PAYMENT = 5;

/** The payment statuses GoCardless refunds from: collected, and paid out or not. */
const REFUNDABLE_PAYMENT_STATUSES = ['confirmed', 'paid_out'];

/** Refund statuses that never moved money (or moved it back): they do not count towards a total. */
const UNPAID_REFUND_STATUSES = ['cancelled', 'bounced', 'funds_returned'];

type RefundRow = {
  id: string;
  payment_id: string;
  amount_pence: number;
  status: string;
};

const answer = (row: RefundRow): DirectDebitRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amountPence: Number(row.amount_pence),
  status: row.status,
});

function refusal(reason: string, message: string): ProviderRefusal {
  return new ProviderRefusal(`GoCardless refused to refund the payment: ${message}`, reason);
}

/**
 * The embedded GoCardless's refund, judged as GoCardless judges one: a repeated key answers the
 * first refund (before the body is looked at); a whole, positive amount; a payment collected
 * (`refund_payment_invalid_state` otherwise); never more than was paid; at most five per payment;
 * and `total_amount_confirmation` equal to the payment's refunds with this one. The payment's row
 * is locked first, so two refunds of one payment at once are judged in turn. A refund is created
 * pending submission with its `refunds.created` event and paid (or bounced) by `advance`.
 */
export async function refundSandboxDirectDebit(
  db: Database,
  clock: Clock,
  request: DirectDebitRefundRequest,
): Promise<DirectDebitRefund> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<{ id: string; amount_pence: number; status: string }>(
      'SELECT id, amount_pence, status FROM payment_sandbox_dd_payments WHERE id = $1 FOR UPDATE',
      [request.paymentId],
    );
    if (!payment) throw new ProviderError(`No such payment: ${request.paymentId}`);
    const [earlier] = await tx.query<RefundRow>(
      `SELECT id, payment_id, amount_pence, status FROM payment_sandbox_dd_refunds
        WHERE idempotency_key = $1`,
      [request.idempotencyKey],
    );
    if (earlier) return answer(earlier);
    if (!Number.isInteger(request.amountPence) || request.amountPence < 1) {
      throw refusal('validation_failed', 'amount must be a whole, positive number of pence');
    }
    if (!REFUNDABLE_PAYMENT_STATUSES.includes(payment.status)) {
      throw refusal(
        'refund_payment_invalid_state',
        `the payment is ${payment.status}, not confirmed or paid out`,
      );
    }
    const refunds = await tx.query<RefundRow>(
      'SELECT id, payment_id, amount_pence, status FROM payment_sandbox_dd_refunds WHERE payment_id = $1',
      [payment.id],
    );
    if (refunds.length >= SANDBOX_MAX_REFUNDS_PER_PAYMENT) {
      throw refusal('number_of_refunds_exceeded', 'the payment has five refunds already');
    }
    const total =
      refunds
        .filter((refund) => !UNPAID_REFUND_STATUSES.includes(refund.status))
        .reduce((sum, refund) => sum + Number(refund.amount_pence), 0) + request.amountPence;
    if (total > Number(payment.amount_pence)) {
      throw refusal('validation_failed', 'amount exceeds what is left of the payment to refund');
    }
    if (total !== request.totalRefundedPence) {
      throw refusal(
        'total_amount_confirmation_invalid',
        `total_amount_confirmation ${request.totalRefundedPence} does not match the total refunded, ${total}`,
      );
    }
    const now = clock.now();
    const [row] = await tx.query<RefundRow>(
      `INSERT INTO payment_sandbox_dd_refunds (id, idempotency_key, payment_id, amount_pence,
         status, settle_on, metadata, created_at)
       VALUES ($1, $2, $3, $4, 'pending_submission', $5, $6, $7)
       RETURNING id, payment_id, amount_pence, status`,
      [
        goCardlessId('RF'),
        request.idempotencyKey,
        payment.id,
        request.amountPence,
        addWorkingDays(now, DIRECT_DEBIT_COLLECTION_WORKING_DAYS.min),
        JSON.stringify({ ...request.metadata }),
        now,
      ],
    );
    if (!row) throw new ProviderError('The sandbox lost a refund.');
    await queueSandboxWebhook(
      tx,
      'gocardless',
      goCardlessEvent(
        'refunds',
        'created',
        { refund: row.id, payment: payment.id },
        { cause: 'refund_created', description: 'The refund has been created.' },
        now,
      ),
      now,
    );
    return answer(row);
  });
}

/** The refunds of a payment, oldest first, with the metadata the platform sent (lost answers). */
export async function listSandboxDirectDebitRefunds(
  db: Sql,
  paymentId: string,
): Promise<(DirectDebitRefund & { metadata: Record<string, string> })[]> {
  const rows = await db.query<RefundRow & { metadata: Record<string, string> }>(
    `SELECT id, payment_id, amount_pence, status, metadata FROM payment_sandbox_dd_refunds
      WHERE payment_id = $1 ORDER BY created_at, id`,
    [paymentId],
  );
  return rows.map((row) => ({ ...answer(row), metadata: row.metadata }));
}

/**
 * The sandbox's refunds on `today`: each due is paid into the payer's bank (`refunds.paid`), or
 * bounces when the mandate's holder is named to bounce (`refunds.bounced`). Answers how many moved.
 */
export async function advanceSandboxRefunds(tx: Sql, today: string, now: Date): Promise<number> {
  const due = await tx.query<RefundRow & { account_holder_name: string }>(
    `SELECT r.id, r.payment_id, r.amount_pence, r.status, m.account_holder_name
       FROM payment_sandbox_dd_refunds r
       JOIN payment_sandbox_dd_payments p ON p.id = r.payment_id
       JOIN payment_sandbox_dd_mandates m ON m.id = p.mandate_id
      WHERE r.status = 'pending_submission' AND r.settle_on <= $1 ORDER BY r.created_at, r.id`,
    [today],
  );
  for (const refund of due) {
    const bounces = refund.account_holder_name.toLowerCase().includes(SANDBOX_BOUNCING_NAME);
    const status = bounces ? 'bounced' : 'paid';
    await tx.query('UPDATE payment_sandbox_dd_refunds SET status = $2 WHERE id = $1', [
      refund.id,
      status,
    ]);
    await queueSandboxWebhook(
      tx,
      'gocardless',
      goCardlessEvent(
        'refunds',
        status,
        { refund: refund.id, payment: refund.payment_id },
        bounces
          ? {
              cause: 'refund_bounced',
              description: "The refund could not be paid into the customer's bank account.",
            }
          : {
              cause: 'refund_paid',
              description: "The refund has been paid to the customer's bank.",
            },
        now,
      ),
      now,
    );
  }
  return due.length;
}
