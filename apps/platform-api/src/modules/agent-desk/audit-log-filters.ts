import { toLondon } from '@brand/domain';
import { ApiError } from '../../http/problem';
import { checkedAgentText, checkedCustomerText } from './audit-log-people';

/** The entries one page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;

/** What a supervisor asks of the audit log, as sent (GET /agent/audit's query). */
export type AuditLogQuery = {
  agentUserId?: string;
  customerUserId?: string;
  /** The agent's name or email. */
  agent?: string;
  /** The customer as the console's search finds them (name, email, postcode…). */
  customer?: string;
  from?: string;
  to?: string;
  cursor?: string;
};

/** Where the previous page ended: the last entry shown, in the log's (at, id) order. */
export type AuditCursor = { at: Date; id: string };

/** The checked filters: whole London days turned into the instants they start and end. */
export type AuditLogFilters = {
  agentUserId: string | null;
  customerUserId: string | null;
  /** The agent's name or email, checked, to resolve to a user id (audit-log-people.ts). */
  agentText: string | null;
  /** The customer's name, email or other search term, checked, to resolve likewise. */
  customerText: string | null;
  /** The first instant shown (00:00 of `from` in London), or null. */
  fromAt: Date | null;
  /** The first instant no longer shown (00:00 of the day after `to` in London), or null. */
  beforeAt: Date | null;
  after: AuditCursor | null;
};

function badFilter(code: string, detail: string): ApiError {
  return new ApiError('bad-request', detail, { code });
}

/** A calendar day as YYYY-MM-DD, read as that day in London (the agents' and the log's day). */
function londonDay(name: 'from' | 'to', value: string | undefined) {
  if (value === undefined || value === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toLondon(value) : null;
  if (!day) {
    throw badFilter('audit.badDate', `${name} is not a date: send a day as YYYY-MM-DD.`);
  }
  return day.startOf('day');
}

/** A user id filter: absent or blank is no filter; otherwise sent as typed, trimmed. */
function userFilter(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The cursor a page hands out for the next: opaque to the client, base64url of `at|id`. */
export function auditCursorOf(entry: AuditCursor): string {
  return Buffer.from(`${entry.at.toISOString()}|${entry.id}`, 'utf8').toString('base64url');
}

function readCursor(value: string | undefined): AuditCursor | null {
  if (value === undefined || value === '') return null;
  const [at, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const when = at ? new Date(at) : null;
  if (
    extra !== undefined ||
    !when ||
    Number.isNaN(when.getTime()) ||
    !/^\d{1,18}$/.test(id ?? '')
  ) {
    throw badFilter(
      'audit.badCursor',
      'cursor is not one this log handed out: send the nextCursor of the previous page.',
    );
  }
  return { at: when, id: id as string };
}

/** A name or email filter: absent or blank is none; sent beside its user id filter is a 400. */
function textFilter(
  name: 'agent' | 'customer',
  value: string | undefined,
  userId: string | null,
  check: (text: string) => string,
): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (userId !== null) {
    throw badFilter(
      'audit.filterTwice',
      `${name} and ${name}UserId name the same filter: send one of them.`,
    );
  }
  return check(value);
}

/**
 * Checks a supervisor's filters: a date that is not a YYYY-MM-DD day, a `from` after `to`, a
 * cursor this log did not hand out, a name filter that cannot be one or one sent beside its user
 * id is a 400 with its own code, and nothing is read.
 */
export function checkedAuditFilters(query: AuditLogQuery): AuditLogFilters {
  const from = londonDay('from', query.from);
  const to = londonDay('to', query.to);
  if (from && to && from > to) {
    throw badFilter('audit.fromAfterTo', 'from is after to: the first day comes first.');
  }
  const agentUserId = userFilter(query.agentUserId);
  const customerUserId = userFilter(query.customerUserId);
  return {
    agentUserId,
    customerUserId,
    agentText: textFilter('agent', query.agent, agentUserId, checkedAgentText),
    customerText: textFilter('customer', query.customer, customerUserId, checkedCustomerText),
    fromAt: from ? from.toJSDate() : null,
    beforeAt: to ? to.plus({ days: 1 }).toJSDate() : null,
    after: readCursor(query.cursor),
  };
}
