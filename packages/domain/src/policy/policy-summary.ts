import type { PolicyStatus, ReviewType } from '../enums';

/** The policy-detail fields the policy rules read (spec 002 section 3 "Policy"); dates are ISO strings. */
export type PolicyDetail = {
  policyStatus: PolicyStatus;
  firstInceptedAt?: string | null;
  inceptedAt?: string | null;
  createdAt?: string | null;
  expiredAt?: string | null;
  terminatedAt?: string | null;
  renewalStopped?: boolean | null;
  autoRenewalEnabled?: boolean | null;
};

/** The slice of a policy the policy rules read: its detail and how it is reviewed for renewal. */
export type PolicySummary = {
  policyDetail: PolicyDetail;
  reviewType?: ReviewType | null;
};
