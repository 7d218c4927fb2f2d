import type { DateOfBirthParts } from '@brand/domain';

/**
 * The filters of the log's address, so a link can open it filtered: an agent and a customer by
 * what a supervisor types (name, email…) or, from a row's or a record's link, by user id; and the
 * first and last days as YYYY-MM-DD (London), the platform's form.
 */
export const AUDIT_FILTERS = [
  'agent',
  'customer',
  'agentUserId',
  'customerUserId',
  'from',
  'to',
] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Partial<Record<AuditFilter, string>>;

/** The console's address of the log filtered as given (the record's trail links here). */
export function auditLogHref(filters: AuditFilters): string {
  const query = new URLSearchParams(
    AUDIT_FILTERS.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])),
  ).toString();
  return query === '' ? '/audit' : `/audit?${query}`;
}

/** The filter form as typed: the people as text, each day as its UK parts and the whole date. */
export type AuditFilterForm = {
  agent: string;
  customer: string;
  from: { date: string; parts: DateOfBirthParts };
  to: { date: string; parts: DateOfBirthParts };
};

/** Why a day the form holds cannot be sent (a translation key under admin.audit.filters.errors). */
export type AuditFormError = 'fromNotADate' | 'toNotADate' | 'fromAfterTo';

const typedAny = (parts: DateOfBirthParts) => Object.values(parts).some((part) => part !== '');

/**
 * The address's filters for a submitted form, or its errors by field: a day part-typed that is no
 * real date, or a first day after the last, is refused here, so a bad filter never replaces the
 * one shown. A typed person replaces that person's user id filter (one filter each).
 */
export function filtersOfForm(
  form: AuditFilterForm,
): { filters: AuditFilters } | { errors: Partial<Record<'from' | 'to', AuditFormError>> } {
  const errors: Partial<Record<'from' | 'to', AuditFormError>> = {};
  if (form.from.date === '' && typedAny(form.from.parts)) errors.from = 'fromNotADate';
  if (form.to.date === '' && typedAny(form.to.parts)) errors.to = 'toNotADate';
  if (
    !errors.from &&
    !errors.to &&
    form.from.date &&
    form.to.date &&
    form.from.date > form.to.date
  ) {
    errors.to = 'fromAfterTo';
  }
  if (errors.from || errors.to) return { errors };
  const filters: AuditFilters = {};
  const agent = form.agent.trim();
  const customer = form.customer.trim();
  if (agent) filters.agent = agent;
  if (customer) filters.customer = customer;
  if (form.from.date) filters.from = form.from.date;
  if (form.to.date) filters.to = form.to.date;
  return { filters };
}
