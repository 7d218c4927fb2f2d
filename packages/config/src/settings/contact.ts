/** The addresses customers are told to write to, by purpose. */
export interface BrandContactConfig {
  /** Where evidence of identity goes after a failed ID check (spec 000 §4 step 2, §8). */
  readonly documentsEmail: string;
  /** The claims line, open 24 hours (the claims tab's sidebar and the claim form's page). */
  readonly claimsTelephone: string;
  /** The claims team's inbox. */
  readonly claimsEmail: string;
  /** The claims questions and answers: a path under the content base URL, or an absolute URL. */
  readonly claimsFaqUrl: string;
  /** The privacy notice the claims provider's form links to (a path under the site). */
  readonly privacyPolicyPath: string;
  /** Where a customer who rated us highly may leave a public review (the feedback modal). */
  readonly trustReviewUrl: string;
}

/** The brand's contact addresses: shown in messages, never hard-coded in a screen. */
export const BRAND_CONTACT = {
  documentsEmail: 'documents@brand.example',
  claimsTelephone: '0345 600 1234',
  claimsEmail: 'claims@brand.example',
  claimsFaqUrl: '/help/claims',
  privacyPolicyPath: '/legal/privacy-policy',
  trustReviewUrl: 'https://www.trustpilot.com/evaluate/brand.example',
} as const satisfies BrandContactConfig;
