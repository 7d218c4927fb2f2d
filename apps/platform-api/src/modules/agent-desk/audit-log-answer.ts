import type { FastifyReply } from 'fastify';
import type { Sql } from '../../db/database';
import type { PlatformContext } from '../../platform-context';
import { AGENT_DESK_ACTIONS, recordAgentDeskAction } from './agent-desk-audit';
import type { AuditLogFilters } from './audit-log-filters';
import {
  type AuditPerson,
  customersMatching,
  type Resolved,
  resolveAgent,
  resolvedCustomer,
} from './audit-log-people';
import { type AuditPage, readAuditLog } from './audit-log-reader';
import { limitAgentSearches } from './search-rate-limit';

/**
 * What GET /agent/audit answers: a page of the log with whom it is filtered by, or, when a name
 * matches several people, no page and the people to choose from (each then sent by user id).
 */
export type AuditAnswer = AuditPage & {
  agent: AuditPerson | null;
  customer: AuditPerson | null;
  matches: { agents: AuditPerson[]; customers: AuditPerson[] } | null;
};

/** A person named by user id, as the filter's heading shows them (null for an unknown id). */
async function personOf(
  db: Sql,
  userId: string | null,
  nameTable: 'principals' | 'customers',
): Promise<AuditPerson | null> {
  if (!userId) return null;
  const [row] = await db.query<{ email: string | null; name: string | null }>(
    `SELECT u.email, (SELECT nullif(btrim(concat_ws(' ', n.first_name, n.last_name)), '')
                        FROM ${nameTable} n WHERE n.user_id = u.id LIMIT 1) AS name
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? { userId, name: row.name, email: row.email } : null;
}

const chosen = (found: Resolved | null) => (found && 'person' in found ? found.person : null);
const choices = (found: Resolved | null) => (found && 'choose' in found ? found.choose : []);

/**
 * The supervisor's read of the log under checked filters. A customer named by what a caller
 * would say is found by the console's search, so it is rate-limited and audited as that search
 * is (customer.search); the read itself is not audited (agent-desk-routes.ts).
 */
export async function answerAuditLog(
  context: PlatformContext,
  supervisorUserId: string,
  filters: AuditLogFilters,
  reply: FastifyReply,
): Promise<AuditAnswer> {
  const { db } = context;
  const agent = filters.agentText ? await resolveAgent(db, filters.agentText) : null;
  let customer: Resolved | null = null;
  if (filters.customerText) {
    await limitAgentSearches(context, supervisorUserId, reply);
    const found = await customersMatching(context, filters.customerText);
    // Audited before a search that found nobody is refused: every search an agent makes is.
    await recordAgentDeskAction(db, {
      agentUserId: supervisorUserId,
      action: AGENT_DESK_ACTIONS.search,
      target: null,
      detail: { query: filters.customerText, via: 'auditLog', results: found.length },
      at: context.clock.now(),
    });
    customer = resolvedCustomer(found, filters.customerText);
  }
  const agents = choices(agent);
  const customers = choices(customer);
  if (agents.length > 0 || customers.length > 0) {
    return {
      entries: [],
      nextCursor: null,
      agent: null,
      customer: null,
      matches: { agents, customers },
    };
  }
  const agentUserId = chosen(agent)?.userId ?? filters.agentUserId;
  const customerUserId = chosen(customer)?.userId ?? filters.customerUserId;
  const page = await readAuditLog(db, { ...filters, agentUserId, customerUserId });
  return {
    ...page,
    agent: chosen(agent) ?? (await personOf(db, agentUserId, 'principals')),
    customer: chosen(customer) ?? (await personOf(db, customerUserId, 'customers')),
    matches: null,
  };
}
