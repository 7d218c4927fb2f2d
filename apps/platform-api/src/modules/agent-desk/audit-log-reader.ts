import type { Sql } from '../../db/database';
import { AGENT_DESK_ACTIONS, aboutCustomer } from './agent-desk-audit';
import { AUDIT_PAGE_SIZE, type AuditLogFilters, auditCursorOf } from './audit-log-filters';

/** One row of the audit log as a supervisor reads it. */
export type AuditEntry = {
  id: string;
  at: string;
  agentUserId: string | null;
  agentName: string | null;
  /** The customer the agent acted for or looked at. */
  customerUserId: string | null;
  customerName: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
};

/** A page of the audit log, newest first, and the cursor of the next (null on the last). */
export type AuditPage = { entries: AuditEntry[]; nextCursor: string | null };

type Row = {
  id: string | number;
  at: Date | string;
  actor_user_id: string | null;
  customer_user_id: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | string | null;
  agent_name: string | null;
  customer_name: string | null;
};

/** A person's name from their principal (staff) or policyholder record, else null. */
const NAME_OF = (table: string, column: string, user: string) =>
  `(SELECT nullif(btrim(concat_ws(' ', n.first_name, n.last_name)), '')
      FROM ${table} n WHERE n.${column} = ${user} LIMIT 1)`;

/**
 * The query of one page under the supervisor's filters, newest first in (at, id) order, one row
 * past the page to know whether another follows. Every filter is an index walk in that order
 * (migration 0026), so a page costs its own rows with millions in the log.
 */
export function auditLogQuery(filters: AuditLogFilters): { text: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filters.agentUserId) where.push(`a.actor_user_id = ${param(filters.agentUserId)}`);
  if (filters.customerUserId) where.push(aboutCustomer(param(filters.customerUserId)));
  if (filters.fromAt) where.push(`a.at >= ${param(filters.fromAt)}`);
  if (filters.beforeAt) where.push(`a.at < ${param(filters.beforeAt)}`);
  if (filters.after) {
    where.push(`(a.at, a.id) < (${param(filters.after.at)}, ${param(filters.after.id)}::bigint)`);
  }
  const text = `SELECT page.*, ${NAME_OF('principals', 'user_id', 'page.actor_user_id')} AS agent_name,
            ${NAME_OF('customers', 'user_id', 'page.customer_user_id')} AS customer_name
       FROM (SELECT a.id, a.at, a.actor_user_id, a.action, a.target, a.detail,
                    coalesce(a.acting_as_user_id, CASE WHEN a.action = '${AGENT_DESK_ACTIONS.view}'
                                                       THEN a.target END) AS customer_user_id
               FROM audit_log a
              ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
              ORDER BY a.at DESC, a.id DESC
              LIMIT ${AUDIT_PAGE_SIZE + 1}) page
      ORDER BY page.at DESC, page.id DESC`;
  return { text, values };
}

/** One page of the audit log under the supervisor's filters, and the next page's cursor. */
export async function readAuditLog(db: Sql, filters: AuditLogFilters): Promise<AuditPage> {
  const query = auditLogQuery(filters);
  const rows = await db.query<Row>(query.text, query.values);
  const shown = rows.slice(0, AUDIT_PAGE_SIZE);
  const entries = shown.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    agentUserId: row.actor_user_id,
    agentName: row.agent_name,
    customerUserId: row.customer_user_id,
    customerName: row.customer_name,
    action: row.action,
    target: row.target,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) ?? {},
  }));
  const last = shown.at(-1);
  return {
    entries,
    nextCursor:
      rows.length > AUDIT_PAGE_SIZE && last
        ? auditCursorOf({ at: new Date(last.at), id: String(last.id) })
        : null,
  };
}
