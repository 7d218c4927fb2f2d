import type { Migration } from './index';

/**
 * The payment providers' webhooks and the embedded payment sandboxes.
 * - payment_webhook_events: every webhook event the platform accepted, once per provider and
 *   event id, so a replay is acknowledged and never processed twice.
 * - payment_sandbox_*: what the embedded sandboxes of Stripe and GoCardless keep (the vendors
 *   keep it on their side): checkout sessions, saved cards (brand, last four and expiry only:
 *   never a card number), card payments, redirect flows, mandates, Direct Debit payments.
 * - payment_sandbox_webhooks: the sandboxes' outgoing webhooks, retried with backoff until the
 *   platform acknowledges them; the body is fixed, the signature is made at each attempt.
 */
export const PAYMENT_SANDBOX: Migration = {
  id: '0007-payment-sandbox',
  statements: [
    `CREATE TABLE payment_webhook_events (
       provider text NOT NULL,
       event_id text NOT NULL,
       type text NOT NULL,
       payload jsonb NOT NULL,
       received_at timestamptz NOT NULL,
       processing_started_at timestamptz,
       processed_at timestamptz,
       PRIMARY KEY (provider, event_id)
     )`,
    `CREATE TABLE payment_sandbox_card_sessions (
       id text PRIMARY KEY,
       idempotency_key text NOT NULL UNIQUE,
       mode text NOT NULL,
       amount_pence integer,
       description text NOT NULL,
       success_url text NOT NULL,
       cancel_url text NOT NULL,
       save_card boolean NOT NULL,
       reference text,
       customer_id text,
       metadata jsonb NOT NULL,
       status text NOT NULL,
       pending_card jsonb,
       error text,
       payment_id text,
       payment_method_id text,
       created_at timestamptz NOT NULL,
       expires_at timestamptz NOT NULL,
       completed_at timestamptz
     )`,
    `CREATE INDEX payment_sandbox_card_sessions_open ON payment_sandbox_card_sessions (expires_at)
       WHERE status IN ('open', 'requires_action')`,
    `CREATE TABLE payment_sandbox_card_methods (
       id text PRIMARY KEY,
       customer_id text NOT NULL,
       brand text NOT NULL,
       last4 text NOT NULL,
       exp_month integer NOT NULL,
       exp_year integer NOT NULL,
       behaviour text NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE payment_sandbox_card_payments (
       id text PRIMARY KEY,
       idempotency_key text UNIQUE,
       kind text NOT NULL,
       amount_pence integer NOT NULL,
       status text NOT NULL,
       decline_code text,
       payment_method_id text,
       metadata jsonb NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE payment_sandbox_dd_flows (
       id text PRIMARY KEY,
       idempotency_key text NOT NULL UNIQUE,
       description text NOT NULL,
       success_url text NOT NULL,
       session_token text NOT NULL,
       status text NOT NULL,
       mandate_id text,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE payment_sandbox_dd_mandates (
       id text PRIMARY KEY,
       customer_id text NOT NULL,
       account_holder_name text NOT NULL,
       bank_name text NOT NULL,
       account_number_ending text NOT NULL,
       reference text NOT NULL,
       status text NOT NULL,
       active_on date NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE payment_sandbox_dd_payments (
       id text PRIMARY KEY,
       idempotency_key text NOT NULL UNIQUE,
       mandate_id text NOT NULL REFERENCES payment_sandbox_dd_mandates (id),
       amount_pence integer NOT NULL,
       description text NOT NULL,
       charge_date date NOT NULL,
       confirm_on date NOT NULL,
       status text NOT NULL,
       metadata jsonb NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE payment_sandbox_webhooks (
       id text PRIMARY KEY,
       provider text NOT NULL,
       body text NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL,
       delivered_at timestamptz,
       last_status integer,
       last_error text,
       created_at timestamptz NOT NULL
     )`,
    `CREATE INDEX payment_sandbox_webhooks_due ON payment_sandbox_webhooks (next_attempt_at)
       WHERE delivered_at IS NULL`,
  ],
};
