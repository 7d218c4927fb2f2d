import type { Migration } from './index';

/**
 * Accounts join only by proof, and signing out ends access (issue 14, ADR 0017).
 * - users.kind 'merged': an anonymous visitor whose holdings moved into a signed-in account (by
 *   the merge, with the visitor's own token as the proof); `merged_into` names the account. The
 *   API refuses the tokens of any user that is no longer anonymous, so a spent visitor token
 *   reads nothing.
 * - ended_grants: the sign-ins (oidc-provider grants) that ended by revocation or sign-out. The
 *   sign-in server's access tokens name their grant; every instance refuses those of an ended
 *   grant. A row is kept while any access token of its grant could still be alive.
 */
export const ACCOUNT_JOINING_AND_GRANT_REVOCATION: Migration = {
  id: '0010-account-joining-and-grant-revocation',
  statements: [
    'ALTER TABLE users DROP CONSTRAINT users_kind_check',
    `ALTER TABLE users ADD CONSTRAINT users_kind_check
       CHECK (kind IN ('anonymous', 'customer', 'agent', 'merged'))`,
    'ALTER TABLE users ADD COLUMN merged_into text REFERENCES users (id)',
    `ALTER TABLE users ADD CONSTRAINT users_merged_into_check
       CHECK ((kind = 'merged') = (merged_into IS NOT NULL))`,
    `CREATE TABLE ended_grants (
       grant_id text PRIMARY KEY,
       ended_at timestamptz NOT NULL
     )`,
    'CREATE INDEX ended_grants_ended_at ON ended_grants (ended_at)',
  ],
};
