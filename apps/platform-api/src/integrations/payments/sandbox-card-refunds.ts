import type { Clock } from '../../clock';
import type { Database, Sql } from '../../db/database';
import { ProviderRefusal } from '../provider-error';
import type { CardRefund, PaymentMetadata, RefundRequest } from './card-payments';
import { stripeId } from './sandbox-ids';
import { stripeEvent } from './sandbox-stripe-events';
import { queueSandboxWebhook } from './sandbox-webhooks';

type PaymentRow = {
  id: string;
  amount_pence: number;
  status: string;
  metadata: PaymentMetadata;
};

type RefundRow = { id: string; payment_id: string; amount_pence: number };

const answer = (row: RefundRow): CardRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amountPence: Number(row.amount_pence),
});

async function refundedSoFar(tx: Sql, paymentId: string): Promise<number> {
  const [row] = await tx.query<{ refunded: number }>(
    `SELECT COALESCE(SUM(amount_pence), 0)::integer AS refunded
       FROM payment_sandbox_card_refunds WHERE payment_id = $1`,
    [paymentId],
  );
  return Number(row?.refunded ?? 0);
}

/**
 * The embedded Stripe's refund: once per idempotency key (a repeat answers the first refund), never
 * more than was paid, and reported with Stripe's `charge.refunded` webhook, as Stripe reports it.
 * The payment's row is locked first, so two refunds at once of one payment are judged in turn.
 */
export async function refundSandboxPayment(
  db: Database,
  clock: Clock,
  request: RefundRequest,
): Promise<CardRefund> {
  if (!Number.isInteger(request.amountPence) || request.amountPence < 1) {
    throw new ProviderRefusal(
      'The sandbox refunds a whole, positive amount in pence.',
      'parameter_invalid_integer',
    );
  }
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<PaymentRow>(
      `SELECT id, amount_pence, status, metadata FROM payment_sandbox_card_payments
        WHERE id = $1 FOR UPDATE`,
      [request.paymentId],
    );
    // Stripe's own codes for each refusal (invalid requests, not outages).
    if (!payment) {
      throw new ProviderRefusal(`No such payment_intent: ${request.paymentId}`, 'resource_missing');
    }
    const [earlier] = await tx.query<RefundRow>(
      'SELECT id, payment_id, amount_pence FROM payment_sandbox_card_refunds WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    if (earlier) return answer(earlier);
    if (payment.status !== 'succeeded') {
      throw new ProviderRefusal(
        `The payment ${payment.id} was never taken, so it cannot be refunded.`,
        'payment_intent_unexpected_state',
      );
    }
    const refunded = (await refundedSoFar(tx, payment.id)) + request.amountPence;
    if (refunded > payment.amount_pence) {
      throw new ProviderRefusal(
        `The payment ${payment.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const now = clock.now();
    const [row] = await tx.query<RefundRow>(
      `INSERT INTO payment_sandbox_card_refunds (id, idempotency_key, payment_id, amount_pence,
         reason, metadata, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, payment_id, amount_pence`,
      [
        stripeId('re'),
        request.idempotencyKey,
        payment.id,
        request.amountPence,
        request.reason,
        JSON.stringify({ ...request.metadata }),
        now,
      ],
    );
    await queueSandboxWebhook(
      tx,
      'stripe',
      stripeEvent(
        'charge.refunded',
        {
          id: stripeId('ch'),
          object: 'charge',
          payment_intent: payment.id,
          amount: payment.amount_pence,
          amount_refunded: refunded,
          refunded: refunded === Number(payment.amount_pence),
          currency: 'gbp',
          metadata: payment.metadata,
        },
        now,
      ),
      now,
    );
    return answer(row as RefundRow);
  });
}
