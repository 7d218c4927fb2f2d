import type { AuditAction } from '@brand/domain';
import type { Sql } from '../../db/database';
import { recordAgentAction } from '../../http/audit-log';
import { findCustomerIdentity } from './customer-identity';
import { customerNotFound } from './customer-record';

/** The audit action of an agent stopping acting for a customer (the console's "Stop acting"). */
export const ACTING_ENDED = 'impersonation.end' satisfies AuditAction;

/**
 * Records that an agent stopped acting for a customer: the end of what the calls made as them
 * began, so a supervisor sees where the acting stopped. An unknown customer (or an agent's or a
 * visitor's id: findCustomerIdentity, as for the record) is the record's own 404 and writes nothing.
 */
export async function recordActingEnded(
  db: Sql,
  entry: { agentUserId: string; customerUserId: string; at: Date },
): Promise<void> {
  if (!(await findCustomerIdentity(db, entry.customerUserId))) throw customerNotFound();
  await recordAgentAction(db, {
    agentUserId: entry.agentUserId,
    customerUserId: entry.customerUserId,
    action: ACTING_ENDED,
    target: entry.customerUserId,
    detail: {},
    at: entry.at,
  });
}
