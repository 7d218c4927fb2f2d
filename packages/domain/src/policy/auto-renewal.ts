import type { PolicyDetail, PolicySummary } from './policy-summary';

/** Auto-renewal is on unless switched off (spec: the toggle defaults to true). */
export const AUTO_RENEWAL_DEFAULT = true;

/** The policy fields `isAutoRenewalEffective` reads. */
export type AutoRenewalInput = {
  policyDetail: Pick<PolicyDetail, 'renewalStopped' | 'autoRenewalEnabled'>;
  reviewType?: PolicySummary['reviewType'];
};

/** True when the policy will renew automatically: reviewed, not stopped, and not switched off. */
export function isAutoRenewalEffective(policy: AutoRenewalInput): boolean {
  const { renewalStopped, autoRenewalEnabled } = policy.policyDetail;
  if (policy.reviewType === 'NEVER') return false;
  if (renewalStopped === true) return false;
  return autoRenewalEnabled ?? AUTO_RENEWAL_DEFAULT;
}

/** The renewal part of a product configuration that the toggle reads. */
export type RenewalConfig = { allowModifyAutoRenewal?: boolean | null };

/** True when the product lets the customer switch auto-renewal; an absent setting means no. */
export function canModifyAutoRenewal(renewalConfig: RenewalConfig | null | undefined): boolean {
  return renewalConfig?.allowModifyAutoRenewal === true;
}
