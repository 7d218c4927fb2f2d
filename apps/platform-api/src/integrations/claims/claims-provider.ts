/** A claim's status as the claims provider reports it (spec 001 §4). */
export const CLAIM_STATUSES = ['ACTIVE', 'SETTLED', 'PENDING'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** One claim on a policy, as the provider reports it (spec 001 §3). */
export type ProviderClaim = {
  claimReference: string;
  status: ClaimStatus;
  /** What happened, in the provider's words; null while a first notice is not yet assessed. */
  claimType: string | null;
  insuredName: string;
  /** The instant the loss happened (ISO 8601). */
  occurredAt: string;
};

/** What the platform tells the provider when a customer starts a claim online. */
export type FirstNoticeRequest = {
  policyId: string;
  policyNumber: string;
  insuredName: string;
  /** Where the customer is sent back when the notice is made (the platform's own origin). */
  callbackUrl: string;
  privacyPolicyUrl: string;
  /** The claims line and inbox the provider's page offers to a customer who would rather call. */
  telephone: string;
  email: string;
};

/**
 * Who handles claims: lists a policy's claims and opens a first notice of loss (FNOL). The
 * embedded sandbox (default) records claims in the platform's database and serves its own claims
 * page; the HTTP adapter calls a real provider configured by CLAIMS_PROVIDER_URL and _API_KEY.
 */
export interface ClaimsProvider {
  readonly kind: 'sandbox' | 'http';
  /** The policy's claims, newest loss first. */
  claimsFor(policyNumber: string): Promise<ProviderClaim[]>;
  /** A single-use address of the provider's claim form for this policy. */
  firstNoticeLink(request: FirstNoticeRequest): Promise<{ url: string }>;
}
