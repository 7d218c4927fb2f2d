import type { Migration } from './index';

/**
 * The billing model (issue 8, ADR 0011): a customer account per policy, a double-entry ledger in
 * pence, monthly statements and the payment methods an account is collected by.
 *
 * Every ledger transaction's postings sum to zero: a deferred constraint trigger checks it at
 * commit, so a transaction may write its postings one by one but never commit unbalanced. Postings
 * are append-only (a correction is a new transaction), so a balance summed from them never drifts.
 * Positive amounts are debits (owed by the customer), negative credits, as the spec's are.
 */
export const BILLING_LEDGER: Migration = {
  id: '0006-billing-ledger',
  statements: [
    `CREATE SEQUENCE customer_account_codes START 100001`,
    `CREATE TABLE customer_accounts (
       id text PRIMARY KEY,
       account_code text NOT NULL UNIQUE,
       customer_id text NOT NULL REFERENCES customers (id),
       policy_id text NOT NULL UNIQUE REFERENCES policies (id),
       status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED')),
       billing_type text NOT NULL CHECK (billing_type IN ('MONTHLY', 'SINGLE_PAYMENT')),
       payment_day smallint NOT NULL CHECK (payment_day BETWEEN 1 AND 28),
       payment_method_type text CHECK (payment_method_type IN ('CARD', 'BACS_DEBIT')),
       inception_at timestamptz NOT NULL,
       instalments_pence integer[] NOT NULL,
       discounted_instalments_pence integer[] NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX customer_accounts_customer ON customer_accounts (customer_id)',
    `CREATE TABLE statements (
       id text PRIMARY KEY,
       customer_account_id text NOT NULL REFERENCES customer_accounts (id),
       statement_number integer NOT NULL CHECK (statement_number >= 0),
       created_at timestamptz NOT NULL,
       issued boolean NOT NULL DEFAULT false,
       payment_due_at timestamptz NOT NULL,
       service_period_start text CHECK (service_period_start ~ '^\\d{4}-\\d{2}-\\d{2}$'),
       service_period_end text CHECK (service_period_end ~ '^\\d{4}-\\d{2}-\\d{2}$'),
       final boolean NOT NULL DEFAULT false,
       UNIQUE (customer_account_id, statement_number)
     )`,
    `CREATE TABLE ledger_transactions (
       id text PRIMARY KEY,
       seq bigserial NOT NULL UNIQUE,
       customer_account_id text NOT NULL REFERENCES customer_accounts (id),
       kind text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE', 'DEBIT_JOURNAL',
         'CREDIT_JOURNAL', 'PAYMENT', 'PAYMENT_REVERSAL', 'REFUND', 'REFUND_REVERSAL')),
       status text NOT NULL CHECK (status IN ('PENDING', 'POSTED', 'FAILED')),
       amount_pence integer NOT NULL CHECK (amount_pence > 0),
       idempotency_key text NOT NULL UNIQUE,
       request_hash text NOT NULL,
       statement_id text REFERENCES statements (id),
       reverses_id text UNIQUE REFERENCES ledger_transactions (id),
       sub_type text CHECK (sub_type IN ('GOCARDLESS', 'STRIPE', 'MTA')),
       description_key text NOT NULL,
       description_value text,
       payment_method_description text,
       provider_payment_id text,
       failure_reason text,
       service_period_start text CHECK (service_period_start ~ '^\\d{4}-\\d{2}-\\d{2}$'),
       service_period_end text CHECK (service_period_end ~ '^\\d{4}-\\d{2}-\\d{2}$'),
       effective_at timestamptz NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL
     )`,
    `CREATE INDEX ledger_transactions_account ON ledger_transactions
       (customer_account_id, effective_at, seq)`,
    'CREATE INDEX ledger_transactions_statement ON ledger_transactions (statement_id)',
    `CREATE TABLE ledger_postings (
       id bigserial PRIMARY KEY,
       transaction_id text NOT NULL REFERENCES ledger_transactions (id),
       ledger_account text NOT NULL,
       amount_pence integer NOT NULL CHECK (amount_pence <> 0)
     )`,
    'CREATE INDEX ledger_postings_transaction ON ledger_postings (transaction_id)',
    'CREATE INDEX ledger_postings_account ON ledger_postings (ledger_account)',
    `CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       total bigint;
       lines integer;
     BEGIN
       SELECT COALESCE(SUM(amount_pence), 0), COUNT(*) INTO total, lines
         FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
       IF total <> 0 OR lines < 2 THEN
         RAISE EXCEPTION 'ledger transaction % does not balance (% pence over % postings)',
           NEW.transaction_id, total, lines USING ERRCODE = 'check_violation';
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE CONSTRAINT TRIGGER ledger_postings_balanced
       AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced()`,
    `CREATE FUNCTION ledger_postings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION 'ledger postings are never changed: post a correcting transaction'
         USING ERRCODE = 'restrict_violation';
     END $$`,
    `CREATE TRIGGER ledger_postings_no_change BEFORE UPDATE OR DELETE ON ledger_postings
       FOR EACH ROW EXECUTE FUNCTION ledger_postings_append_only()`,
    `CREATE TABLE payment_methods (
       id text PRIMARY KEY,
       customer_account_id text NOT NULL REFERENCES customer_accounts (id),
       type text NOT NULL CHECK (type IN ('CARD', 'BACS_DEBIT')),
       provider text NOT NULL CHECK (provider IN ('STRIPE', 'GOCARDLESS')),
       provider_reference text NOT NULL,
       card_brand text,
       card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
       card_expiry_month smallint CHECK (card_expiry_month BETWEEN 1 AND 12),
       card_expiry_year smallint,
       mandate_id text,
       bank_name text,
       account_number_ending text,
       mandate_status text CHECK (mandate_status IN
         ('PENDING_CUSTOMER_APPROVAL', 'ACTIVE', 'CANCELLED')),
       created_at timestamptz NOT NULL,
       UNIQUE (provider, provider_reference),
       CHECK (type <> 'CARD' OR (card_last4 IS NOT NULL AND card_expiry_month IS NOT NULL
         AND card_expiry_year IS NOT NULL)),
       CHECK (type <> 'BACS_DEBIT' OR (mandate_id IS NOT NULL AND mandate_status IS NOT NULL))
     )`,
    'CREATE INDEX payment_methods_account ON payment_methods (customer_account_id)',
  ],
};
