import type { ListPoliciesResult } from '@brand/api-client';
import { NAMESPACE_OF_SCHEME, PRODUCT_CONFIGS } from '@brand/config';
import {
  isAutoRenewalEffective,
  isPolicyEnded,
  type PolicyStatus,
  type PolicyTab,
  PRODUCT_KINDS_WITHOUT_BILLING,
  policyEndDate,
  policyTabs,
  SCHEME_URL_NAMES,
  type SchemeUrlName,
  type StatusTone,
} from '@brand/domain';
import type { PolicyCardLink } from '@brand/ui';

/** One policy as `GET /api/policies` lists it. */
export type PolicyListItem = ListPoliciesResult[number];

/** The badge tone of each policy status: live cover green, cover to come blue, ended cover plain. */
export const POLICY_STATUS_TONES = {
  PENDING: 'info',
  ACTIVE: 'success',
  LAPSED: 'warning',
  CANCELLED: 'default',
  RENEWED: 'default',
  VOIDED: 'critical',
  NTU: 'default',
} as const satisfies Record<PolicyStatus, StatusTone>;

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A date as the pages show it ('14 March 2025', in London). */
export function formatLongDate(iso: string): string {
  return LONDON_DATE.format(new Date(iso));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The insured car's name for the card's heading: make and model from the disclosure's vehicle
 * specification, else its registration, else null (the page shows a generic heading).
 */
export function policyVehicleName(policy: PolicyListItem): string | null {
  const vehicle = policy.currentPolicyVersion?.data?.vehicle as
    | { vrn?: unknown; specification?: { make?: unknown; model?: unknown } }
    | undefined;
  const makeModel = [text(vehicle?.specification?.make), text(vehicle?.specification?.model)]
    .filter(Boolean)
    .join(' ');
  return makeModel || text(vehicle?.vrn);
}

/** The insured car's registration, or null when the policy's data has none. */
export function policyRegistration(policy: PolicyListItem): string | null {
  const vehicle = policy.currentPolicyVersion?.data?.vehicle as { vrn?: unknown } | undefined;
  return text(vehicle?.vrn);
}

/**
 * The translation namespace naming the policy's scheme (its `product.name`), or null for a scheme
 * the brand no longer configures: the card then leaves the line out rather than show a code.
 */
export function policySchemeNamespace(policy: Pick<PolicyListItem, 'productUrlName'>) {
  const scheme = policy.productUrlName;
  return (SCHEME_URL_NAMES as readonly string[]).includes(scheme)
    ? NAMESPACE_OF_SCHEME[scheme as SchemeUrlName]
    : null;
}

/**
 * Whether the policy's card links to its billing tab: not for product kinds without billing
 * (driveaway is free), nor for a scheme the brand no longer configures.
 */
export function policyHasBilling(policy: Pick<PolicyListItem, 'productUrlName'>): boolean {
  const scheme = policy.productUrlName;
  if (!(SCHEME_URL_NAMES as readonly string[]).includes(scheme)) return false;
  const kind = PRODUCT_CONFIGS[scheme as SchemeUrlName].productKind;
  return !(PRODUCT_KINDS_WITHOUT_BILLING as readonly string[]).includes(kind);
}

/** The address of one of a policy's tabs (`/{product}/policy/{policyId}/{tab}`, spec 001 §2). */
export function policyTabPath(
  policy: Pick<PolicyListItem, 'policyId' | 'productUrlName'>,
  tab: PolicyTab,
): string {
  return `/${policy.productUrlName}/policy/${encodeURIComponent(policy.policyId)}/${tab}`;
}

/** The card link each policy tab gives: manage opens the details. */
const CARD_LINK_OF_TAB = {
  details: 'manage',
  documents: 'documents',
  billing: 'billing',
  claims: 'claims',
} as const satisfies Record<PolicyTab, PolicyCardLink>;

/**
 * A card's links (spec 001 §2): one per tab the policy's page shows for its status and product
 * kind (manage for details; no billing for drive-away), each to that tab. None for a policy the
 * page cannot show (RENEWED) or a scheme the brand no longer configures.
 */
export function policyCardLinks(
  policy: Pick<PolicyListItem, 'policyId' | 'productUrlName' | 'policyDetail'>,
): Partial<Record<PolicyCardLink, string>> {
  const scheme = policy.productUrlName;
  if (!(SCHEME_URL_NAMES as readonly string[]).includes(scheme)) return {};
  if (policy.policyDetail.policyStatus === 'RENEWED') return {};
  const kind = PRODUCT_CONFIGS[scheme as SchemeUrlName].productKind;
  return Object.fromEntries(
    policyTabs(policy.policyDetail.policyStatus, kind).map((tab) => [
      CARD_LINK_OF_TAB[tab],
      policyTabPath(policy, tab),
    ]),
  );
}

/** What a card says of the cover's end: when it renews, ends, or ended; null without a date. */
export function policyCoverEnd(
  policy: Pick<PolicyListItem, 'policyDetail' | 'reviewType'>,
): { kind: 'renews' | 'ends' | 'ended'; at: string } | null {
  const at = policyEndDate(policy);
  if (!at) return null;
  const { policyStatus, terminatedAt } = policy.policyDetail;
  if (isPolicyEnded(policyStatus)) return { kind: 'ended', at };
  if (!terminatedAt && isAutoRenewalEffective(policy)) return { kind: 'renews', at };
  return { kind: 'ends', at };
}
