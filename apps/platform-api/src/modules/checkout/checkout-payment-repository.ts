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
};

function fromRow(row: PaymentRow): CheckoutPayment {
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
       amount_pence, status, payment_method_type, saved_card, mandate_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
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
      now,
    ],
  );
}

/** One recorded payment, or null. */
export async function findCheckoutPayment(
  sql: Sql,
  providerPaymentId: string,
): Promise<CheckoutPayment | null> {
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

/** Payments recorded at least `olderThanMs` ago whose proposal was never bound with them. */
export async function listUnboundCheckoutPayments(
  sql: Sql,
  before: Date,
): Promise<CheckoutPayment[]> {
  const rows = await sql.query<PaymentRow>(
    `SELECT * FROM checkout_payments WHERE bound_at IS NULL AND created_at <= $1
      ORDER BY created_at, provider_payment_id`,
    [before],
  );
  return rows.map(fromRow);
}
