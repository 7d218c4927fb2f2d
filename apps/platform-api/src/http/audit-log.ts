import type { AuditAction } from '@brand/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/database';

/** One row of audit_log: who did what, as whom, when. */
export type AuditRow = {
  at: Date;
  actorUserId: string | null;
  actingAsUserId: string | null;
  /** One of AUDIT_ACTIONS: an action nobody described for the reader does not compile. */
  action: AuditAction;
  target: string | null;
  detail: Record<string, unknown>;
};

/** Writes one audit_log row: the one INSERT every audit writer goes through. */
export async function writeAuditRow(db: Sql, row: AuditRow): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (at, actor_user_id, acting_as_user_id, action, target, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      row.at,
      row.actorUserId,
      row.actingAsUserId,
      row.action,
      row.target,
      JSON.stringify(row.detail),
    ],
  );
}

/** The audit action of a call an admin made naming a customer (refused ones included). */
export const IMPERSONATED_CALL = 'impersonation.call' satisfies AuditAction;

/** One call made by an admin as a customer: who, as whom, what and when. */
export type ImpersonatedCall = {
  /** The admin: the token's subject. */
  adminUserId: string;
  /** The user named in X-Impersonate-User. */
  actingAsUserId: string;
  method: string;
  /** The route's pattern (`/api/proposals/:id`), its parameters apart. */
  route: string;
  params: unknown;
  statusCode: number;
  requestId: string;
  at: Date;
};

/**
 * Writes an impersonated call to audit_log. Called once the answer has gone, so it can never
 * change it; a failed write is logged as an error (an operator must see a gap in the audit) and
 * never thrown.
 */
export async function recordImpersonatedCall(
  db: Sql,
  call: ImpersonatedCall,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await writeAuditRow(db, {
      at: call.at,
      actorUserId: call.adminUserId,
      actingAsUserId: call.actingAsUserId,
      action: IMPERSONATED_CALL,
      target: `${call.method} ${call.route}`,
      detail: {
        method: call.method,
        route: call.route,
        params: call.params ?? {},
        statusCode: call.statusCode,
        requestId: call.requestId,
      },
    });
  } catch (error) {
    log.error({ err: error, audit: call }, 'impersonated call not written to the audit log');
  }
}

/** What an agent did to a customer's data outside a call made as them (reviewing an upload). */
export type AgentAction = {
  agentUserId: string;
  /** The customer whose data it was: the record's audit trail lists it under them. */
  customerUserId: string;
  action: AuditAction;
  target: string;
  detail: Record<string, unknown>;
  at: Date;
};

/**
 * Writes an agent's action on a customer's data, in the caller's transaction, before the answer
 * goes: what an agent changed or opened is never unaudited (a failed write fails the call).
 * The customer is `acting_as_user_id`, as for a call made as them, so one filter finds both.
 */
export async function recordAgentAction(db: Sql, entry: AgentAction): Promise<void> {
  await writeAuditRow(db, {
    at: entry.at,
    actorUserId: entry.agentUserId,
    actingAsUserId: entry.customerUserId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail,
  });
}
