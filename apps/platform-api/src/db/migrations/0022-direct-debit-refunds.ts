import type { Migration } from './index';

/**
 * Refunds that always reach the customer (ADR 0043).
 * - provider_refunds: the provider's refund that carried out a ledger REFUND (written with its
 *   move from PENDING, decided, to POSTED, sent), so the provider's later word on that refund (a
 *   Direct Debit refund bounced) finds its ledger line.
 * - payment_sandbox_dd_refunds: the embedded GoCardless's refunds, once per idempotency key, each
 *   on one collected payment, moving from pending_submission to paid (or bounced) on the
 *   sandbox's clockwork as GoCardless's do; `metadata` keeps what the platform sent.
 */
export const DIRECT_DEBIT_REFUNDS: Migration = {
  id: '0022-direct-debit-refunds',
  statements: [
    `CREATE TABLE provider_refunds (
       ledger_transaction_id text PRIMARY KEY REFERENCES ledger_transactions (id),
       provider text NOT NULL,
       provider_refund_id text NOT NULL,
       created_at timestamptz NOT NULL,
       UNIQUE (provider, provider_refund_id)
     )`,
    `CREATE TABLE payment_sandbox_dd_refunds (
       id text PRIMARY KEY,
       idempotency_key text NOT NULL UNIQUE,
       payment_id text NOT NULL REFERENCES payment_sandbox_dd_payments (id),
       amount_pence integer NOT NULL CHECK (amount_pence > 0),
       status text NOT NULL,
       settle_on date NOT NULL,
       metadata jsonb NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX payment_sandbox_dd_refunds_payment ON payment_sandbox_dd_refunds (payment_id)',
  ],
};
