import type { PaymentMethodType } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { SavedCard } from '../../integrations/payments/card-payments';

/** A provider's payment for a proposal, kept from the moment it is known until it is bound. */
export type CheckoutPayment = {
  providerPaymentId: string;
  provider: 'STRIPE' | 'GOCARDLESS';
  proposalId: string;
  ownerUserId: string;
  amountPence: number;
  /** SUCCEEDED: taken (a card); PENDING: submitted (a direct debit, confirmed days later). */
  status: 'SUCCEEDED' | 'PENDING';
  paymentMethodType: PaymentMethodType;
  savedCard: SavedCard | null;
  mandateId: string | null;
  /**
   * The quote the payment was taken for: it binds that quote or nothing. Null only for payments
   * recorded before quotes were kept with them (their amount is still checked).
   */
  quoteId: string | null;
};

/** Why a payment goes back to the customer (ADR 0018). */
export const CHECKOUT_REFUND_REASONS = {
  /** Paid on a session opened for a quote that is no longer the proposal's. */
  staleQuote: 'stale_quote',
  /** Paid for a proposal another payment had already bound. */
  duplicate: 'duplicate',
} as const;
export type CheckoutRefundReason =
  (typeof CHECKOUT_REFUND_REASONS)[keyof typeof CHECKOUT_REFUND_REASONS];

/** A payment as recorded, with what became of it. */
export type RecordedCheckoutPayment = CheckoutPayment & {
  policyId: string | null;
  bound: boolean;
  refundReason: CheckoutRefundReason | null;
  refunded: boolean;
};

type PaymentRow = {
  provider_payment_id: string;
  provider: CheckoutPayment['provider'];
  proposal_id: string;
  owner_user_id: string;
  amount_pence: number;
  status: CheckoutPayment['status'];
  payment_method_type: PaymentMethodType;
  saved_card: SavedCard | null;
  mandate_id: string | null;
  quote_id: string | null;
  policy_id: string | null;
  bound_at: Date | null;
  refund_reason: CheckoutRefundReason | null;
  refunded_at: Date | null;
};

function fromRow(row: PaymentRow): RecordedCheckoutPayment {
  return {
    providerPaymentId: row.provider_payment_id,
    provider: row.provider,
    proposalId: row.proposal_id,
    ownerUserId: row.owner_user_id,
    amountPence: Number(row.amount_pence),
    status: row.status,
    paymentMethodType: row.payment_method_type,
    savedCard: row.saved_card,
    mandateId: row.mandate_id,
    quoteId: row.quote_id,
    policyId: row.policy_id,
    bound: row.bound_at !== null,
    refundReason: row.refund_reason,
    refunded: row.refunded_at !== null,
  };
}

/**
 * Records a payment taken for a proposal, once per provider payment id (a webhook twice, a
 * browser twice): committed before the bind, it is what the reconcile job finds if the bind never
 * happens.
 */
export async function recordCheckoutPayment(
  sql: Sql,
  payment: CheckoutPayment,
  now: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO checkout_payments (provider_payment_id, provider, proposal_id, owner_user_id,
       amount_pence, status, payment_method_type, saved_card, mandate_id, quote_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (provider_payment_id) DO NOTHING`,
    [
      payment.providerPaymentId,
      payment.provider,
      payment.proposalId,
      payment.ownerUserId,
      payment.amountPence,
      payment.status,
      payment.paymentMethodType,
      payment.savedCard ? JSON.stringify(payment.savedCard) : null,
      payment.mandateId,
      payment.quoteId,
      now,
    ],
  );
}

/** One recorded payment, or null. */
export async function findCheckoutPayment(
  sql: Sql,
  providerPaymentId: string,
): Promise<RecordedCheckoutPayment | null> {
  const [row] = await sql.query<PaymentRow>(
    'SELECT * FROM checkout_payments WHERE provider_payment_id = $1',
    [providerPaymentId],
  );
  return row ? fromRow(row) : null;
}

/** Marks a payment bound to its policy (inside the bind's transaction). */
export async function markCheckoutPaymentBound(
  tx: Sql,
  providerPaymentId: string,
  policyId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE checkout_payments SET bound_at = $3, policy_id = $2
      WHERE provider_payment_id = $1 AND bound_at IS NULL`,
    [providerPaymentId, policyId, now],
  );
}

/**
 * Marks a payment as owed back to the customer, for the first reason found (a later one changes
 * nothing): committed before the provider is asked, so a crash in between leaves it for reconcile.
 */
export async function markRefundOwed(
  sql: Sql,
  providerPaymentId: string,
  reason: CheckoutRefundReason,
): Promise<void> {
  await sql.query(
    `UPDATE checkout_payments SET refund_reason = $2
      WHERE provider_payment_id = $1 AND refund_reason IS NULL`,
    [providerPaymentId, reason],
  );
}

/** Marks a payment refunded by the provider's refund `refundId`. */
export async function markRefunded(
  sql: Sql,
  providerPaymentId: string,
  refundId: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `UPDATE checkout_payments SET refund_id = $2, refunded_at = $3
      WHERE provider_payment_id = $1 AND refunded_at IS NULL`,
    [providerPaymentId, refundId, now],
  );
}

/**
 * Payments recorded at or before `before` whose proposal was never bound with them, and which
 * are not owed back: what a crash between the record and the bind leaves.
 */
export async function listUnboundCheckoutPayments(
  sql: Sql,
  before: Date,
): Promise<CheckoutPayment[]> {
  const rows = await sql.query<PaymentRow>(
    `SELECT * FROM checkout_payments
      WHERE bound_at IS NULL AND refund_reason IS NULL AND created_at <= $1
      ORDER BY created_at, provider_payment_id`,
    [before],
  );
  return rows.map(fromRow);
}

/** Payments owed back to the customer and not yet refunded, recorded at or before `before`. */
export async function listRefundsOwed(sql: Sql, before: Date): Promise<RecordedCheckoutPayment[]> {
  const rows = await sql.query<PaymentRow>(
    `SELECT * FROM checkout_payments
      WHERE refund_reason IS NOT NULL AND refunded_at IS NULL AND created_at <= $1
      ORDER BY created_at, provider_payment_id`,
    [before],
  );
  return rows.map(fromRow);
}

/** Which of these provider payment ids the checkout has recorded. */
export async function recordedPaymentIds(
  sql: Sql,
  providerPaymentIds: readonly string[],
): Promise<Set<string>> {
  if (providerPaymentIds.length === 0) return new Set();
  const rows = await sql.query<{ provider_payment_id: string }>(
    'SELECT provider_payment_id FROM checkout_payments WHERE provider_payment_id = ANY($1::text[])',
    [providerPaymentIds],
  );
  return new Set(rows.map((row) => row.provider_payment_id));
}
