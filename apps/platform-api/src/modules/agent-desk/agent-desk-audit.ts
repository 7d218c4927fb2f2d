import type { Sql } from '../../db/database';
import { writeAuditRow } from '../../http/audit-log';

/** The audit actions of the agent desk. */
export const AGENT_DESK_ACTIONS = {
  search: 'customer.search',
  view: 'customer.view',
} as const;

/**
 * The audit rows about a customer (`$n` their user id): every call an agent made acting for
 * them (and what those calls recorded) and every view of their record. The record's trail and
 * the supervisor's reader filtered by customer both read it, so they list the same rows.
 */
export function aboutCustomer(param: string, alias = 'a'): string {
  return `(${alias}.acting_as_user_id = ${param} OR
          (${alias}.action = '${AGENT_DESK_ACTIONS.view}' AND ${alias}.target = ${param}))`;
}

/** The most agent actions a customer's record lists. */
export const AGENT_ACTIONS_SHOWN = 50;

/**
 * Records what an agent searched for or looked at, before the answer is sent: a search or a
 * record an agent saw is never unaudited (a failed write answers 500 and shows nothing), unlike
 * an impersonated call, whose audit follows its answer (http/audit-log.ts).
 */
export async function recordAgentDeskAction(
  db: Sql,
  entry: {
    agentUserId: string;
    action: (typeof AGENT_DESK_ACTIONS)[keyof typeof AGENT_DESK_ACTIONS];
    target: string | null;
    detail: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await writeAuditRow(db, {
    at: entry.at,
    actorUserId: entry.agentUserId,
    actingAsUserId: null,
    action: entry.action,
    target: entry.target,
    detail: entry.detail,
  });
}

/** What an agent did on a customer, as their record lists it. */
export type AgentAction = {
  at: string;
  agentUserId: string | null;
  agentName: string | null;
  action: string;
  target: string | null;
};

/**
 * The last AGENT_ACTIONS_SHOWN audit rows about a customer, newest first: every call an agent
 * made acting for them (and what those calls recorded) and every view of their record.
 */
export async function agentActionsOn(db: Sql, userId: string): Promise<AgentAction[]> {
  const rows = await db.query<{
    at: Date | string;
    actor_user_id: string | null;
    agent_name: string | null;
    action: string;
    target: string | null;
  }>(
    `SELECT a.at, a.actor_user_id, a.action, a.target,
            nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), '') AS agent_name
       FROM audit_log a LEFT JOIN principals pr ON pr.user_id = a.actor_user_id
      WHERE ${aboutCustomer('$1')}
      ORDER BY a.at DESC, a.id DESC LIMIT ${AGENT_ACTIONS_SHOWN}`,
    [userId],
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    agentUserId: row.actor_user_id,
    agentName: row.agent_name,
    action: row.action,
    target: row.target,
  }));
}
