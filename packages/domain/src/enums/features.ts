/** Feature toggles of the brand's configuration. */
export const FEATURE_TOGGLES = [
  'multiQuote',
  'allowModifyBillingDay',
  'externalClaimsReporting',
  'isAdmin',
  'checkout',
  'policyManagement',
] as const;
/** A feature toggle name. */
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];

/**
 * The brand's toggle settings: multiQuote on, billing-day changes on, external claims off; isAdmin
 * is set per app; checkout (binding and paying online) on: off, checkout shows its disabled page;
 * policyManagement (the management, excess and add-on policy routes, spec 000 §6 and 001 §2) on:
 * off, the edit links are not offered, those routes go to the details tab and the platform refuses
 * a mid-term or start-date adjustment.
 */
export const DEFAULT_FEATURE_TOGGLES = {
  multiQuote: true,
  allowModifyBillingDay: true,
  externalClaimsReporting: false,
  isAdmin: false,
  checkout: true,
  policyManagement: true,
} as const satisfies Record<FeatureToggle, boolean>;

/**
 * Token permissions the platform checks, the one list the platform and the apps share:
 * - `access:impersonate`: an agent may act for a customer (and use the agent desk);
 * - `action:mta-claims`: an agent may edit the claims of a policy;
 * - `action:review-uploads`: an agent may list, open and mark reviewed the customers' uploads;
 * - `access:audit-log`: a supervisor may read the audit log of what agents did.
 */
export const PERMISSIONS = [
  'access:impersonate',
  'action:mta-claims',
  'action:review-uploads',
  'access:audit-log',
] as const;
/** A permission claim. */
export type Permission = (typeof PERMISSIONS)[number];

/** Token roles the platform knows. Finance staff see the temporary impersonate-billing tab. */
export const ROLES = ['admin', 'finance'] as const;
/** A role claim. */
export type Role = (typeof ROLES)[number];
