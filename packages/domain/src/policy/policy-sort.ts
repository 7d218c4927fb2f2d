import { toLondon } from '../dates/london';
import type { PolicyStatus } from '../enums';
import type { PolicyDetail } from './policy-summary';

/**
 * The order policy lists show statuses in: live cover first (ACTIVE, then PENDING, which starts
 * later), then ended policies from most to least cover actually given — ran their term (LAPSED,
 * RENEWED), cut short (CANCELLED), never really on risk (VOIDED, NTU). The spec names the sort
 * but not the order, so this is our choice.
 */
export const POLICY_STATUS_SORT_ORDER = [
  'ACTIVE',
  'PENDING',
  'LAPSED',
  'RENEWED',
  'CANCELLED',
  'VOIDED',
  'NTU',
] as const satisfies readonly PolicyStatus[];

/** The policy fields the list sort reads. */
export type SortablePolicy = { policyDetail: Pick<PolicyDetail, 'policyStatus' | 'inceptedAt'> };

function statusRank(status: unknown): number {
  const rank = (POLICY_STATUS_SORT_ORDER as readonly unknown[]).indexOf(status);
  // An unknown status sorts after every known one rather than breaking the list.
  return rank === -1 ? POLICY_STATUS_SORT_ORDER.length : rank;
}

function inceptionMillis(policy: SortablePolicy): number | null {
  return toLondon(policy.policyDetail.inceptedAt)?.toMillis() ?? null;
}

/** Array.sort comparator: status order, then newest inception first; a missing inception sorts last. */
export function comparePolicies(a: SortablePolicy, b: SortablePolicy): number {
  const byStatus =
    statusRank(a.policyDetail.policyStatus) - statusRank(b.policyDetail.policyStatus);
  if (byStatus !== 0) return byStatus;
  const incA = inceptionMillis(a);
  const incB = inceptionMillis(b);
  if (incA === incB) return 0;
  if (incA === null) return 1;
  if (incB === null) return -1;
  return incB - incA;
}

/** A new array of the policies in list order; ties keep their input order (the input is untouched). */
export function sortPolicies<T extends SortablePolicy>(policies: readonly T[]): T[] {
  return [...policies].sort(comparePolicies);
}
