import type { Migration } from './index';

/**
 * Admin impersonation and the retrieve rate limit. Every impersonated call is a row of the
 * existing audit_log (actor = the admin, acting_as = the customer); the index answers "what was
 * done as this customer". Rate-limit windows live in the database, so a limit holds across
 * restarts and across instances: one row per limited key (a client's address or a quote's
 * reference), counting the hits of its current fixed window.
 */
export const IMPERSONATION_AND_RETRIEVE_LIMITS: Migration = {
  id: '0005-impersonation-and-retrieve-limits',
  statements: [
    `CREATE INDEX audit_log_acting_as ON audit_log (acting_as_user_id, at)
       WHERE acting_as_user_id IS NOT NULL`,
    `CREATE TABLE rate_limit_windows (
       key text PRIMARY KEY,
       window_started_at timestamptz NOT NULL,
       hits integer NOT NULL
     )`,
    'CREATE INDEX rate_limit_windows_started ON rate_limit_windows (window_started_at)',
  ],
};
