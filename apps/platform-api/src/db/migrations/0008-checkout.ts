import type { Migration } from './index';

/**
 * The checkout's own records (issue 8, ADR 0013).
 * - idempotency_keys: every mutating checkout call's Idempotency-Key, per caller and operation,
 *   with a hash of the request and the first answer, so a repeat answers the same and a different
 *   request under the same key is a 409. A row without an answer is a call in progress.
 * - checkout_payments: a payment a provider took for a proposal, written before the bind, so a
 *   crash between the two leaves a paid-but-unbound proposal for the reconcile job to bind.
 * - checkout_flows: the Direct Debit redirect flows the platform opened, with the session token
 *   completing one needs and what it was opened for (a proposal's checkout, or nothing).
 * - checkout_mandates: the mandates the customers completed (GET /goCardless/mandates lists the
 *   provider's customers they belong to; a mandate completed before the bind joins the account
 *   the bind opens).
 * - checkout_saved_cards: the provider's customer of each saved card (off-session charges need it).
 */
export const CHECKOUT: Migration = {
  id: '0008-checkout',
  statements: [
    `CREATE TABLE idempotency_keys (
       scope text NOT NULL,
       key text NOT NULL,
       request_hash text NOT NULL,
       status_code integer,
       response jsonb,
       created_at timestamptz NOT NULL,
       PRIMARY KEY (scope, key)
     )`,
    `CREATE TABLE checkout_payments (
       provider_payment_id text PRIMARY KEY,
       provider text NOT NULL,
       proposal_id text NOT NULL,
       owner_user_id text NOT NULL,
       amount_pence integer NOT NULL,
       status text NOT NULL,
       payment_method_type text NOT NULL,
       saved_card jsonb,
       mandate_id text,
       policy_id text,
       created_at timestamptz NOT NULL,
       bound_at timestamptz
     )`,
    `CREATE INDEX checkout_payments_unbound ON checkout_payments (created_at)
       WHERE bound_at IS NULL`,
    `CREATE TABLE checkout_flows (
       flow_id text PRIMARY KEY,
       owner_user_id text NOT NULL,
       session_token text NOT NULL,
       proposal_id text,
       checkout_method text,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE checkout_mandates (
       mandate_id text PRIMARY KEY,
       owner_user_id text NOT NULL,
       provider_customer_id text NOT NULL,
       proposal_id text,
       status text NOT NULL,
       bank_name text,
       account_number_ending text,
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX checkout_mandates_owner ON checkout_mandates (owner_user_id)',
    `CREATE TABLE checkout_saved_cards (
       payment_method_id text PRIMARY KEY,
       provider_customer_id text NOT NULL,
       owner_user_id text NOT NULL,
       created_at timestamptz NOT NULL
     )`,
  ],
};
