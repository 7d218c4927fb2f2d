import type { Migration } from './index';

/**
 * Claims as the embedded claims sandbox records them (a real provider keeps its own), the
 * first-notice-of-loss links it hands out, and the customers' feedback and impressions.
 * - A link is stored by the SHA-256 of its token, so the table never holds a usable link; it
 *   works once (`used_at`) and until `expires_at`.
 * - A claim made through a link names the link (UNIQUE), so a replayed form records nothing more.
 * - Feedback is once per customer, kind and policy; an impression once per proposal per session.
 */
export const CLAIMS_AND_INSIGHTS: Migration = {
  id: '0015-claims-and-insights',
  statements: [
    `CREATE TABLE fnol_links (
       token_hash text PRIMARY KEY,
       policy_id text NOT NULL REFERENCES policies (id),
       insured_name text NOT NULL,
       callback_url text NOT NULL,
       privacy_policy_url text NOT NULL,
       telephone text NOT NULL,
       email text NOT NULL,
       created_at timestamptz NOT NULL,
       expires_at timestamptz NOT NULL,
       used_at timestamptz
     )`,
    `CREATE TABLE claims (
       id text PRIMARY KEY,
       claim_reference text NOT NULL UNIQUE,
       policy_id text NOT NULL REFERENCES policies (id),
       policy_number text NOT NULL,
       status text NOT NULL CHECK (status IN ('ACTIVE', 'SETTLED', 'PENDING')),
       claim_type text,
       insured_name text NOT NULL,
       occurred_at timestamptz NOT NULL,
       place text,
       description text,
       other_vehicles text,
       injuries text,
       photo_keys jsonb NOT NULL DEFAULT '[]'::jsonb,
       fnol_link text UNIQUE REFERENCES fnol_links (token_hash),
       created_at timestamptz NOT NULL
     )`,
    'CREATE INDEX claims_by_policy_number ON claims (policy_number, occurred_at DESC)',
    `CREATE TABLE feedback (
       id text PRIMARY KEY,
       user_id text NOT NULL,
       type text NOT NULL CHECK (type IN ('cancellation', 'mta', 'purchase')),
       rating integer NOT NULL CHECK (rating BETWEEN 1 AND 10),
       comment text,
       policy_id text NOT NULL REFERENCES policies (id),
       created_at timestamptz NOT NULL,
       UNIQUE (user_id, type, policy_id)
     )`,
    `CREATE TABLE impressions (
       proposal_id text NOT NULL,
       session_id text NOT NULL,
       tracking_values jsonb NOT NULL,
       created_at timestamptz NOT NULL,
       PRIMARY KEY (proposal_id, session_id)
     )`,
  ],
};
