import type { Migration } from './index';

/**
 * The embedded sign-in server: what oidc-provider keeps (sessions, interactions, grants, codes,
 * refresh tokens: one row per artifact, as its adapter contract asks), the one-time codes emailed
 * for passwordless sign-in (only a hash of each), and the link from an outside identity provider's
 * subject (a real Auth0 tenant) to a platform user.
 */
export const SIGN_IN: Migration = {
  id: '0004-sign-in',
  statements: [
    // The sign-in server signs with its own RSA key (RS256, what the Auth0 SDK accepts in an ID
    // token), kept beside the platform's ES256 key.
    "ALTER TABLE signing_keys ADD COLUMN purpose text NOT NULL DEFAULT 'platform'",
    `CREATE TABLE oidc_payloads (
       model text NOT NULL,
       id text NOT NULL,
       payload jsonb NOT NULL,
       grant_id text,
       user_code text,
       uid text,
       expires_at timestamptz,
       consumed_at timestamptz,
       PRIMARY KEY (model, id)
     )`,
    'CREATE INDEX oidc_payloads_grant_id ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL',
    'CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid) WHERE uid IS NOT NULL',
    'CREATE INDEX oidc_payloads_user_code ON oidc_payloads (user_code) WHERE user_code IS NOT NULL',
    'CREATE INDEX oidc_payloads_expires_at ON oidc_payloads (expires_at)',
    `CREATE TABLE sign_in_codes (
       id text PRIMARY KEY,
       email text NOT NULL,
       code_hash text NOT NULL,
       interaction_uid text NOT NULL,
       client_ip text,
       created_at timestamptz NOT NULL,
       expires_at timestamptz NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       consumed_at timestamptz
     )`,
    'CREATE INDEX sign_in_codes_email ON sign_in_codes (lower(email), created_at DESC)',
    'CREATE INDEX sign_in_codes_client_ip ON sign_in_codes (client_ip, created_at DESC)',
    `CREATE TABLE external_identities (
       issuer text NOT NULL,
       subject text NOT NULL,
       user_id text NOT NULL REFERENCES users (id),
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (issuer, subject)
     )`,
  ],
};
