import { ACTIVE_MANDATE_STATUSES, type MandateStatus } from '../enums';

/** The mandate fields the rule reads; `type` is the mandate's kind (e.g. its payment scheme). */
export type MandateSummary = { status: MandateStatus; type?: string | null };

/**
 * True when a mandate (of `type`, when given) is ACTIVE or awaiting the customer's approval: a
 * pending mandate will collect, so the customer need not set up another. Never throws.
 */
export function hasActiveMandate(
  mandates: readonly MandateSummary[] | null | undefined,
  type?: string,
): boolean {
  if (!Array.isArray(mandates)) return false;
  return mandates.some(
    (mandate: MandateSummary | null | undefined) =>
      (ACTIVE_MANDATE_STATUSES as readonly unknown[]).includes(mandate?.status) &&
      (type === undefined || mandate?.type === type),
  );
}
