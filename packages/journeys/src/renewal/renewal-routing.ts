// The renewal journey's decisions (spec 000 §2 "Renewal", §4 "Renewal banner states") as pure
// functions: the screens and the home banners ask these, and renewal-routing.test.ts pins them.
import type { GetProposalResult, ListPoliciesResult } from '@brand/api-client';
import type { ProposalStatus, SchemeUrlName } from '@brand/domain';

/** A proposal as the platform answers it. */
export type RenewalProposal = GetProposalResult;
/** A policy as GET /policies lists it. */
export type RenewalPolicy = ListPoliciesResult[number];

/** What `renewal/{proposalCode}` shows, by the renewal proposal's status. */
export const RENEWAL_SCREEN_OF_STATUS = {
  QUOTE: 'quote',
  POLICY: 'quote',
  REFERRAL: 'referral',
  // Spec 000 §8: a renewal in these statuses is a configuration error, shown as one.
  QUOTE_EXPIRED: 'unsupported',
  INSUFFICIENT_ACCURACY: 'unsupported',
} as const satisfies Record<ProposalStatus, string>;

/** A renewal screen. */
export type RenewalScreen = (typeof RENEWAL_SCREEN_OF_STATUS)[ProposalStatus];

/**
 * Whether the renewal route is open for this proposal (spec 000 §2): a renewal whose policy's
 * renewal is not stopped and whose auto-renewal is on; anything else goes home.
 */
export function isRenewalOpen(
  proposal: Pick<RenewalProposal, 'kind' | 'autoRenewalEnabled' | 'sourcePolicy'>,
): boolean {
  if (proposal.kind !== 'RENEWAL') return false;
  const detail = proposal.sourcePolicy?.detail;
  if (!detail || detail.renewalStopped) return false;
  return detail.autoRenewalEnabled && proposal.autoRenewalEnabled;
}

/** The screen of an open renewal; an unknown status is unsupported. */
export function renewalScreenFor(status: string): RenewalScreen {
  return Object.hasOwn(RENEWAL_SCREEN_OF_STATUS, status)
    ? RENEWAL_SCREEN_OF_STATUS[status as ProposalStatus]
    : 'unsupported';
}

/** The renewal route's path, with an optional page under it. */
export function renewalPath(product: SchemeUrlName, proposalCode: string, page = ''): string {
  const base = `/${product}/renewal/${proposalCode}`;
  return page ? `${base}/${page}` : base;
}

/** The price a policy pays now per period, in pence (its current quote's active schedule). */
export function currentPremiumOf(
  quote:
    | { availablePaymentSchedules: { active: boolean; totals: { discounted: number } }[] }
    | null
    | undefined,
): number | null {
  const active = quote?.availablePaymentSchedules.find((schedule) => schedule.active);
  return active ? active.totals.discounted : null;
}

/** A renewal banner on home (spec 000 §4), with what its text needs. */
export type RenewalBanner =
  | {
      kind: 'optedIn';
      policyId: string;
      proposalCode: string;
      product: SchemeUrlName;
      /** When the renewed cover starts. */
      renewsAt: string;
      /** Per period, in pence: now and from the renewal. */
      currentPremium: number | null;
      renewalPremium: number;
    }
  | {
      kind: 'optedOut';
      policyId: string;
      proposalCode: string;
      product: SchemeUrlName;
      /** When the cover ends. */
      endsAt: string;
      /** What reactivating costs a month, in pence. */
      monthlyPremium: number;
    }
  | { kind: 'referral'; policyId: string; product: SchemeUrlName; endsAt: string };

/**
 * The renewal banner of a policy, or null: none while there is no renewal proposal, once renewal
 * is stopped or done (POLICY), for cover that never renews, or while the renewal cannot be priced
 * (an expired or incomplete quote, where no amount can be stated). A REFERRAL says the cover will
 * end; otherwise the policy's auto-renewal decides between opted in and opted out.
 */
export function renewalBannerOf(policy: RenewalPolicy): RenewalBanner | null {
  const renewal = policy.renewalProposal;
  const detail = policy.policyDetail;
  if (!renewal || !detail.expiredAt || detail.renewalStopped || policy.reviewType === 'NEVER') {
    return null;
  }
  const product = policy.productUrlName as SchemeUrlName;
  const base = { policyId: policy.policyId, product };
  if (renewal.status === 'REFERRAL') {
    return { kind: 'referral', ...base, endsAt: detail.expiredAt };
  }
  if (renewal.status !== 'QUOTE' || !renewal.premium) return null;
  if (!detail.autoRenewalEnabled || !renewal.autoRenewalEnabled) {
    const monthly = renewal.premium.monthly ?? renewal.premium.amount;
    return {
      kind: 'optedOut',
      ...base,
      proposalCode: renewal.proposalCode,
      endsAt: detail.expiredAt,
      monthlyPremium: monthly,
    };
  }
  return {
    kind: 'optedIn',
    ...base,
    proposalCode: renewal.proposalCode,
    renewsAt: renewal.startAt ?? detail.expiredAt,
    currentPremium: currentPremiumOf(policy.currentPolicyVersion?.quote),
    renewalPremium: renewal.premium.amount,
  };
}
