import type { Migration } from './index';

/**
 * Payments that recover from crashes and never buy a policy for less than its price (issue 14,
 * findings 3, 5 and 11; ADR 0018).
 * - checkout_payments.quote_id: the quote a payment was taken for; a bind of any other quote is
 *   refused and the payment refunded. Null for payments recorded before this migration.
 * - checkout_payments.refund_reason: set when a payment must go back to the customer (a session
 *   paid after its quote changed, a second payment for a proposal already bound); refund_id and
 *   refunded_at once the provider has refunded it, so a crash in between is finished by reconcile.
 * - idempotency_keys.claimed_at: when the current claim on a key was taken. A claim with no answer
 *   past its lease was left by a crashed request, and the next request with the key takes it over.
 * - payment_sandbox_card_refunds: the embedded Stripe's refunds, once per idempotency key.
 */
export const PAYMENT_RECOVERY: Migration = {
  id: '0011-payment-recovery',
  statements: [
    `ALTER TABLE checkout_payments ADD COLUMN quote_id text, ADD COLUMN refund_reason text,
       ADD COLUMN refund_id text, ADD COLUMN refunded_at timestamptz`,
    `CREATE INDEX checkout_payments_refunds_owed ON checkout_payments (created_at)
       WHERE refund_reason IS NOT NULL AND refunded_at IS NULL`,
    'ALTER TABLE idempotency_keys ADD COLUMN claimed_at timestamptz',
    'UPDATE idempotency_keys SET claimed_at = created_at',
    'ALTER TABLE idempotency_keys ALTER COLUMN claimed_at SET NOT NULL',
    `CREATE TABLE payment_sandbox_card_refunds (
       id text PRIMARY KEY,
       idempotency_key text NOT NULL UNIQUE,
       payment_id text NOT NULL REFERENCES payment_sandbox_card_payments (id),
       amount_pence integer NOT NULL CHECK (amount_pence > 0),
       reason text,
       metadata jsonb NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX payment_sandbox_card_refunds_payment ON payment_sandbox_card_refunds (payment_id)',
    `CREATE INDEX payment_sandbox_card_sessions_complete ON payment_sandbox_card_sessions
       (created_at) WHERE status = 'complete'`,
  ],
};
