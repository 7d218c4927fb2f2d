// What the details tab decides from the policy (spec 001 §2 "Details tab"), as pure functions: the
// promotion banners, the cancellation notice, the cover, add-ons and excess, and whether the cancel
// button and the auto-renewal switch are offered.
import { productConfigFor } from '@brand/config';
import {
  type CancellationRule,
  type CoverCode,
  canCancelPolicy,
  canModifyAutoRenewal,
  type DateInput,
  isAutoRenewalEffective,
  isPolicyEnded,
  policyEndDate,
  VOLUNTARY_EXCESS_CATEGORIES,
} from '@brand/domain';
import type { Policy } from '../policyApi';

/** The quote of the policy's current version, or null when it has none. */
export function policyQuoteOf(policy: Policy) {
  return policy.currentPolicyVersion?.quote ?? null;
}

/** The payment schedule the customer pays by: the active one, else the first. */
export function activeScheduleOf(policy: Policy) {
  const schedules = policyQuoteOf(policy)?.availablePaymentSchedules ?? [];
  return schedules.find((schedule) => schedule.active) ?? schedules[0] ?? null;
}

/**
 * The promotion banner: `applied` while the policy's promotion applies; `removed` when an amendment
 * (a later version of the policy) was rated without it, so the free period no longer applies.
 */
export function promotionBannerOf(
  policy: Policy,
): { kind: 'applied'; promoCode: string } | { kind: 'removed' } | null {
  const version = policy.currentPolicyVersion;
  const promotion = version?.quote?.promotion;
  if (!version || !promotion) return null;
  if (promotion.eligible) return { kind: 'applied', promoCode: promotion.promoCode };
  // A first version is never bound without its promotion: only an amendment can have dropped it.
  return version.version > 1 ? { kind: 'removed' } : null;
}

/** When a cancelled (or terminated) policy's cover ends, for the cancellation notice; else null. */
export function cancellationEndOf(policy: Policy): string | null {
  const { policyStatus, terminatedAt } = policy.policyDetail;
  if (policyStatus !== 'CANCELLED' && !terminatedAt) return null;
  return policyEndDate(policy) ?? terminatedAt;
}

/** The covers every policy of the product includes. */
export function includedCoversOf(policy: Pick<Policy, 'productUrlName'>): readonly CoverCode[] {
  return productConfigFor(policy.productUrlName).covers.included;
}

/** The add-ons the policy has: its quote's chosen optional covers. */
export function chosenAddOnsOf(policy: Policy): string[] {
  return (policyQuoteOf(policy)?.coverOptions ?? [])
    .filter((option) => option.coverGroup === 'optional' && option.selected)
    .map((option) => option.code);
}

/** The excess of each category in pence: compulsory, the voluntary excess, and both together. */
export interface ExcessLine {
  category: string;
  compulsoryPence: number;
  voluntaryPence: number;
  totalPence: number;
  endorsements: readonly string[];
}

/**
 * The excess lines of the policy. Each quote line's amount is already the total the customer pays
 * (the quote page, checkout and schedule state it so): the voluntary excess is inside the lines of
 * VOLUNTARY_EXCESS_CATEGORIES, so it is split out of those and added to none.
 */
export function excessLinesOf(policy: Policy): ExcessLine[] {
  const quote = policyQuoteOf(policy);
  if (!quote) return [];
  // The voluntary excess is in pounds (the options 0, 100, 200, 300), the lines in pence.
  const chosenPence = quote.voluntaryExcessApplies ? quote.voluntaryExcess * 100 : 0;
  return quote.excess.map((line) => {
    const voluntaryPence = VOLUNTARY_EXCESS_CATEGORIES.includes(
      line.excessCategory as (typeof VOLUNTARY_EXCESS_CATEGORIES)[number],
    )
      ? chosenPence
      : 0;
    return {
      category: line.excessCategory,
      compulsoryPence: line.excess - voluntaryPence,
      voluntaryPence,
      totalPence: line.excess,
      endorsements: line.endorsements,
    };
  });
}

/** Whether the cancel button shows: the product's cancellation rule allows it now (spec 001 §4). */
export function cancelOffered(policy: Policy, now: DateInput = new Date()): boolean {
  const rule = productConfigFor(policy.productUrlName).cancellation as CancellationRule;
  return canCancelPolicy(policy, rule, now);
}

/** The auto-renewal section's state: on or off, and whether the customer may switch it. */
export function autoRenewalOf(policy: Policy): {
  on: boolean;
  switchable: boolean;
  endsAt: string | null;
} {
  const { policyStatus, terminatedAt, renewalStopped, expiredAt } = policy.policyDetail;
  const product = productConfigFor(policy.productUrlName);
  const live = !terminatedAt && !isPolicyEnded(policyStatus);
  return {
    on: isAutoRenewalEffective(policy),
    // Only while the policy runs, the renewal is not stopped by us, and the product allows it.
    switchable:
      live &&
      !renewalStopped &&
      policy.reviewType !== 'NEVER' &&
      canModifyAutoRenewal(product.renewal) &&
      product.renewal.autoRenewalOptions.length > 1,
    endsAt: expiredAt,
  };
}
