import type { Sql } from '../../db/database';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { searchCustomers } from './customer-search';
import { checkedQuery, planSearch, SEARCH_QUERY_LENGTH } from './search-query';

/** A person a supervisor's name or email filter found. */
export type AuditPerson = { userId: string; name: string | null; email: string | null };

/** The most people a filter that matches several lists for the supervisor to choose from. */
export const PEOPLE_LISTED = 10;

/** Whom a name or email filter names: one person, or several to choose from. */
export type Resolved = { person: AuditPerson } | { choose: AuditPerson[] };

// What an agent's name or email is made of: letters, digits and the marks names and emails hold.
const AGENT_TEXT = /^[\p{L}\p{M}\p{N} .'’@+_-]+$/u;

function badFilter(code: string, detail: string): ApiError {
  return new ApiError('bad-request', detail, { code });
}

/** The agent filter as typed, trimmed and checked: a 400 audit.badAgent when it cannot be one. */
export function checkedAgentText(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (
    text.length < SEARCH_QUERY_LENGTH.min ||
    text.length > SEARCH_QUERY_LENGTH.max ||
    !AGENT_TEXT.test(text)
  ) {
    throw badFilter(
      'audit.badAgent',
      `agent is an agent's name or email, ${SEARCH_QUERY_LENGTH.min} to ${SEARCH_QUERY_LENGTH.max} characters.`,
    );
  }
  return text;
}

/** The customer filter as typed, checked as the console's search checks it (audit.badCustomer). */
export function checkedCustomerText(raw: string): string {
  try {
    return checkedQuery(raw);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw badFilter('audit.badCustomer', `customer: ${error.detail ?? 'not a search.'}`);
  }
}

function resolved(people: AuditPerson[], notFound: ApiError): Resolved {
  const [first, second] = people;
  if (!first) throw notFound;
  return second ? { choose: people.slice(0, PEOPLE_LISTED) } : { person: first };
}

/**
 * The agent a supervisor names by email (exactly) or by name (any part of a staff member's
 * name): only someone the log has an action of, so a name that matches a customer is not taken
 * for an agent's. None is a 400 audit.agentNotFound.
 */
export async function resolveAgent(db: Sql, text: string): Promise<Resolved> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<{ user_id: string; email: string | null; name: string | null }>(
    `SELECT u.id AS user_id, u.email,
            nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), '') AS name
       FROM users u LEFT JOIN principals pr ON pr.user_id = u.id
      WHERE (u.email = lower($1) OR concat_ws(' ', pr.first_name, pr.last_name) ILIKE $2)
        AND EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_user_id = u.id)
      ORDER BY name NULLS LAST, u.email, u.id
      LIMIT ${PEOPLE_LISTED + 1}`,
    [text, pattern],
  );
  return resolved(
    rows.map((row) => ({ userId: row.user_id, name: row.name, email: row.email })),
    badFilter(
      'audit.agentNotFound',
      `No agent who did anything is called or has the email “${text}”.`,
    ),
  );
}

/**
 * The customers a supervisor's customer filter finds, by the console's own search (a name
 * forgiving a misspelling, email, phone, postcode, date of birth, policy number, quote reference
 * or registration), best first.
 */
export async function customersMatching(
  context: PlatformContext,
  text: string,
): Promise<AuditPerson[]> {
  const results = await searchCustomers(context.db, planSearch(text), context.clock.now());
  return results.map((found) => ({
    userId: found.userId,
    name: [found.firstName, found.lastName].filter(Boolean).join(' ') || null,
    email: found.email,
  }));
}

/** The one customer of a filter, or those to choose from; none is a 400 audit.customerNotFound. */
export function resolvedCustomer(people: AuditPerson[], text: string): Resolved {
  return resolved(people, badFilter('audit.customerNotFound', `No customer matches “${text}”.`));
}
