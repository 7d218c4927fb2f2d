import type { ListPoliciesResult } from '@brand/api-client';
import { NAMESPACE_OF_SCHEME, PRODUCT_CONFIGS } from '@brand/config';
import {
  type PolicyStatus,
  PRODUCT_KINDS_WITHOUT_BILLING,
  SCHEME_URL_NAMES,
  type SchemeUrlName,
  type StatusTone,
} from '@brand/domain';

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

/** The billing tab of a policy. */
export function policyBillingPath(policy: Pick<PolicyListItem, 'policyId'>): string {
  return `/policy/${encodeURIComponent(policy.policyId)}/billing`;
}
