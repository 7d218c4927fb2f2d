import type { PolicyStatus, PolicyTab, ProductKind } from '../enums';
import { ConfigurationError } from '../errors';

/**
 * The tabs each policy status shows, in display order. RENEWED is null: a renewed policy is
 * superseded by its renewal and showing it is a configuration error.
 */
export const POLICY_TABS_BY_STATUS = {
  ACTIVE: ['details', 'documents', 'billing', 'claims'],
  PENDING: ['details', 'documents', 'billing', 'claims'],
  CANCELLED: ['billing', 'claims'],
  LAPSED: ['billing', 'claims'],
  VOIDED: ['billing'],
  NTU: ['billing'],
  RENEWED: null,
} as const satisfies Record<PolicyStatus, readonly PolicyTab[] | null>;

/** Product kinds that have no billing tab: driveaway cover is free, so there is nothing to bill. */
export const PRODUCT_KINDS_WITHOUT_BILLING = [
  'DRIVEAWAY',
] as const satisfies readonly ProductKind[];

/** Options of `policyTabs`. */
export type PolicyTabsOptions = {
  /**
   * The spec's unnamed state in which an ACTIVE policy hides its details tab.
   * @default false
   */
  hideDetails?: boolean;
};

function tabsOfStatus(status: PolicyStatus): readonly PolicyTab[] {
  if (!Object.hasOwn(POLICY_TABS_BY_STATUS, status)) {
    throw new ConfigurationError(`Unknown policy status: ${String(status)}`);
  }
  const tabs = POLICY_TABS_BY_STATUS[status];
  if (tabs === null) throw new ConfigurationError(`A ${status} policy cannot be shown`);
  return tabs;
}

/** The tabs of a policy page in display order; throws ConfigurationError for RENEWED or an unknown status. */
export function policyTabs(
  status: PolicyStatus,
  productKind: ProductKind,
  options: PolicyTabsOptions = {},
): PolicyTab[] {
  const withoutBilling = (PRODUCT_KINDS_WITHOUT_BILLING as readonly string[]).includes(productKind);
  const hideDetails = status === 'ACTIVE' && options.hideDetails === true;
  return tabsOfStatus(status).filter(
    (tab) => !(tab === 'billing' && withoutBilling) && !(tab === 'details' && hideDetails),
  );
}

/** The tab a policy page opens on (and unknown sub-paths redirect to): the first shown, or null if none. */
export function defaultPolicyTab(
  status: PolicyStatus,
  productKind: ProductKind,
  options: PolicyTabsOptions = {},
): PolicyTab | null {
  return policyTabs(status, productKind, options)[0] ?? null;
}
