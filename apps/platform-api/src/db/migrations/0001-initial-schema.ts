import type { Migration } from './index';

/**
 * The buying journey's tables. Money is integer pence; a proposal's disclosure answers are one
 * JSON document at the paths of the @brand/config forms; every change of status is kept.
 */
export const INITIAL_SCHEMA: Migration = {
  id: '0001-initial-schema',
  statements: [
    `CREATE TABLE users (
       id text PRIMARY KEY,
       kind text NOT NULL CHECK (kind IN ('anonymous', 'customer', 'agent')),
       email text UNIQUE,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE principals (
       user_id text PRIMARY KEY REFERENCES users (id),
       connection text NOT NULL DEFAULT 'platform',
       first_name text,
       last_name text,
       roles text[] NOT NULL DEFAULT '{}',
       permissions text[] NOT NULL DEFAULT '{}'
     )`,
    `CREATE TABLE sessions (
       id text PRIMARY KEY,
       user_id text NOT NULL REFERENCES users (id),
       kind text NOT NULL CHECK (kind IN ('anonymous', 'back-book', 'sign-in')),
       created_at timestamptz NOT NULL,
       expires_at timestamptz NOT NULL
     )`,
    `CREATE TABLE signing_keys (
       kid text PRIMARY KEY,
       private_jwk jsonb NOT NULL,
       public_jwk jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE customers (
       id text PRIMARY KEY,
       user_id text NOT NULL UNIQUE REFERENCES users (id),
       first_name text NOT NULL,
       last_name text NOT NULL,
       date_of_birth date NOT NULL,
       email text NOT NULL,
       phone text,
       address jsonb,
       marketing_preferences jsonb NOT NULL DEFAULT '{}',
       account_registered boolean NOT NULL DEFAULT false,
       created_at timestamptz NOT NULL
     )`,
    `CREATE TABLE proposals (
       id text PRIMARY KEY,
       owner_user_id text NOT NULL REFERENCES users (id),
       scheme_code text NOT NULL,
       brand text NOT NULL,
       kind text NOT NULL DEFAULT 'NEW' CHECK (kind IN ('NEW', 'UPSELL', 'RENEWAL')),
       status text NOT NULL,
       source text,
       external_reference text NOT NULL UNIQUE,
       data jsonb NOT NULL DEFAULT '{}',
       promo_code text,
       payment_schedule text,
       voluntary_excess integer NOT NULL DEFAULT 0,
       optional_covers text[] NOT NULL DEFAULT '{}',
       current_quote_id text,
       verification jsonb,
       id_check jsonb,
       auto_renewal_enabled boolean NOT NULL DEFAULT true,
       policy_id text,
       source_proposal_id text REFERENCES proposals (id),
       source_policy_id text,
       start_at timestamptz,
       end_at timestamptz,
       version integer NOT NULL DEFAULT 1,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       deleted_at timestamptz
     )`,
    'CREATE INDEX proposals_owner ON proposals (owner_user_id) WHERE deleted_at IS NULL',
    `CREATE TABLE proposal_status_history (
       id bigserial PRIMARY KEY,
       proposal_id text NOT NULL REFERENCES proposals (id),
       status text NOT NULL,
       reasons jsonb NOT NULL DEFAULT '[]',
       at timestamptz NOT NULL
     )`,
    'CREATE INDEX proposal_status_history_proposal ON proposal_status_history (proposal_id)',
    `CREATE TABLE proposal_tracking (
       proposal_id text NOT NULL REFERENCES proposals (id),
       session_id text NOT NULL,
       tracking_values jsonb NOT NULL,
       created_at timestamptz NOT NULL,
       PRIMARY KEY (proposal_id, session_id)
     )`,
    `CREATE TABLE proposal_promotions (
       proposal_id text PRIMARY KEY REFERENCES proposals (id),
       promo_code text NOT NULL,
       retailer text NOT NULL,
       order_number text NOT NULL,
       terms_accepted boolean NOT NULL,
       activated_at timestamptz NOT NULL
     )`,
    `CREATE TABLE quotes (
       id text PRIMARY KEY,
       proposal_id text NOT NULL REFERENCES proposals (id),
       rated_at timestamptz NOT NULL,
       valid_until timestamptz NOT NULL,
       tables_version text NOT NULL,
       rating_status text NOT NULL,
       referral_reasons jsonb NOT NULL DEFAULT '[]',
       annual_premium_pence integer,
       ipt_pence integer,
       result jsonb NOT NULL
     )`,
    'CREATE INDEX quotes_proposal ON quotes (proposal_id)',
    `CREATE TABLE price_options (
       quote_id text NOT NULL REFERENCES quotes (id),
       schedule_type text NOT NULL,
       cover_group text NOT NULL,
       code text NOT NULL,
       premium_pence integer NOT NULL,
       tax_pence integer NOT NULL,
       active boolean NOT NULL,
       PRIMARY KEY (quote_id, schedule_type, cover_group, code)
     )`,
    `CREATE TABLE policies (
       id text PRIMARY KEY,
       policy_number text NOT NULL UNIQUE,
       owner_user_id text NOT NULL REFERENCES users (id),
       customer_id text NOT NULL REFERENCES customers (id),
       proposal_id text NOT NULL UNIQUE REFERENCES proposals (id),
       scheme_code text NOT NULL,
       status text NOT NULL,
       review_type text NOT NULL DEFAULT 'AUTO',
       renewal_stopped boolean NOT NULL DEFAULT false,
       auto_renewal_enabled boolean NOT NULL DEFAULT true,
       renewal_cycle integer NOT NULL DEFAULT 0,
       first_incepted_at timestamptz NOT NULL,
       incepted_at timestamptz NOT NULL,
       expired_at timestamptz,
       terminated_at timestamptz,
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX policies_owner ON policies (owner_user_id)',
    `CREATE TABLE policy_versions (
       policy_id text NOT NULL REFERENCES policies (id),
       version integer NOT NULL,
       quote_id text NOT NULL REFERENCES quotes (id),
       data jsonb NOT NULL,
       started_at timestamptz NOT NULL,
       created_at timestamptz NOT NULL,
       PRIMARY KEY (policy_id, version)
     )`,
    `CREATE TABLE audit_log (
       id bigserial PRIMARY KEY,
       at timestamptz NOT NULL,
       actor_user_id text,
       acting_as_user_id text,
       action text NOT NULL,
       target text,
       detail jsonb NOT NULL DEFAULT '{}'
     )`,
    `CREATE TABLE outbox_emails (
       id text PRIMARY KEY,
       recipient text NOT NULL,
       subject text NOT NULL,
       text_body text NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    'CREATE SEQUENCE policy_numbers START 100001',
  ],
};
