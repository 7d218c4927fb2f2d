// What the policy page decides from the policy alone: its scheme and product kind, the tabs it
// shows (the domain's `policyTabs`, keeping those the tab map has a page for) and its addresses.
import {
  type PolicyTab,
  PRODUCT_KIND_OF_SCHEME,
  policyTabs,
  SCHEME_URL_NAMES,
  type SchemeUrlName,
} from '@brand/domain';
import type { Policy } from './policyApi';

/**
 * Sub-routes of a policy page that are not tabs (spec 001 §2: management, add-ons, excess,
 * cancel, cancellation-confirmation, uploads). The management ones (management, excess, add-ons)
 * are `management/ManagementRoutes`' on live cover, cancel and cancellation-confirmation are
 * `cancel/`'s (for a policy they apply to); any without its page goes to the tab root, as
 * an unknown sub-path does; the list names them so a link to one is never a dead end.
 */
export const RESERVED_POLICY_ROUTES = [
  'management',
  'add-ons',
  'excess',
  'cancel',
  'cancellation-confirmation',
  'uploads',
] as const;
/** A reserved sub-route's name. */
export type ReservedPolicyRoute = (typeof RESERVED_POLICY_ROUTES)[number];

/** The policy's scheme, or null for one the brand no longer configures. */
export function schemeOfPolicy(policy: Pick<Policy, 'productUrlName'>): SchemeUrlName | null {
  const scheme = policy.productUrlName;
  return (SCHEME_URL_NAMES as readonly string[]).includes(scheme)
    ? (scheme as SchemeUrlName)
    : null;
}

/**
 * The tabs the policy page shows, in order: the domain's tabs for its status and product kind that
 * the tab map has a page for. Throws the domain's ConfigurationError for a RENEWED policy (or an
 * unknown status), which the page shows as its error.
 */
export function shownPolicyTabs(
  policy: Pick<Policy, 'productUrlName' | 'policyDetail'>,
  pages: Partial<Record<PolicyTab, unknown>>,
): PolicyTab[] {
  const scheme = schemeOfPolicy(policy);
  // A scheme no longer configured has no product kind to go by: its page shows what every kind has.
  const kind = scheme ? PRODUCT_KIND_OF_SCHEME[scheme] : 'DRIVEAWAY';
  return policyTabs(policy.policyDetail.policyStatus, kind).filter((tab) => tab in pages);
}

/** The address of a policy's page (its first tab) or of one of its tabs. */
export function policyPagePath(
  policy: Pick<Policy, 'productUrlName' | 'policyId'>,
  tab?: string,
): string {
  const root = `/${policy.productUrlName}/policy/${encodeURIComponent(policy.policyId)}`;
  return tab ? `${root}/${tab}` : root;
}
