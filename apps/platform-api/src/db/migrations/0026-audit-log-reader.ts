import type { Migration } from './index';

/**
 * The supervisor's audit-log reader (issue 19): newest first, a page at a time, by agent or by
 * customer. Each filter is an index walk in (at, id) order, so the first page and every next one
 * (a keyset cursor) read only the rows they show, however long the log grows:
 * - unfiltered: (at, id);
 * - by agent: the actor with (at, id);
 * - by customer: calls made as them (audit_log_acting_as, 0005, widened here to carry id) and
 *   views of their record (audit_log_customer_views, 0024).
 */
export const AUDIT_LOG_READER: Migration = {
  id: '0026-audit-log-reader',
  statements: [
    'CREATE INDEX audit_log_by_time ON audit_log (at, id)',
    'CREATE INDEX audit_log_by_actor ON audit_log (actor_user_id, at, id)',
    'DROP INDEX audit_log_acting_as',
    `CREATE INDEX audit_log_acting_as ON audit_log (acting_as_user_id, at, id)
       WHERE acting_as_user_id IS NOT NULL`,
  ],
};
