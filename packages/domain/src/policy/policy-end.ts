import { ENDED_POLICY_STATUSES, type EndedPolicyStatus } from '../enums';
import type { PolicyDetail } from './policy-summary';

/** True when the status is one after which the policy covers no one; never throws. */
export function isPolicyEnded(status: unknown): status is EndedPolicyStatus {
  return (ENDED_POLICY_STATUSES as readonly unknown[]).includes(status);
}

/** The policy fields `policyEndDate` reads. */
export type PolicyEndInput = {
  policyDetail: Pick<PolicyDetail, 'policyStatus' | 'inceptedAt' | 'expiredAt' | 'terminatedAt'>;
};

/**
 * When the policy ended or ends (ISO string), or null if it has no such date. A voided or NTU
 * policy is treated as never having been on risk, so it ends at its inception.
 */
export function policyEndDate(policy: PolicyEndInput): string | null {
  const { policyStatus, inceptedAt, expiredAt, terminatedAt } = policy.policyDetail;
  switch (policyStatus) {
    case 'LAPSED':
      return expiredAt ?? null;
    case 'CANCELLED':
      return terminatedAt ?? null;
    case 'VOIDED':
    case 'NTU':
      return inceptedAt ?? null;
    default:
      return terminatedAt ?? expiredAt ?? null;
  }
}
