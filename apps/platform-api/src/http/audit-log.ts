import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/database';

/** The audit action of a call an admin made naming a customer (refused ones included). */
export const IMPERSONATED_CALL = 'impersonation.call';

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
    await db.query(
      `INSERT INTO audit_log (at, actor_user_id, acting_as_user_id, action, target, detail)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        call.at,
        call.adminUserId,
        call.actingAsUserId,
        IMPERSONATED_CALL,
        `${call.method} ${call.route}`,
        JSON.stringify({
          method: call.method,
          route: call.route,
          params: call.params ?? {},
          statusCode: call.statusCode,
          requestId: call.requestId,
        }),
      ],
    );
  } catch (error) {
    log.error({ err: error, audit: call }, 'impersonated call not written to the audit log');
  }
}
