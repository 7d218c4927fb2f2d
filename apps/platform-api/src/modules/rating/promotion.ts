import { promotionFor } from '@brand/config';
import type { RatingContext } from './rating-context';
import { PROMOTION_HIGH_POWER_MIN_BHP } from './rating-tables';
import type { PromotionOutcome } from './rating-types';
import type { PromotionIneligibleReason } from './referral-reasons';

/** True for a model whose engine power makes a promotion need the older minimum age. */
export function isHighPowerModel(enginePowerBhp: number | null | undefined): boolean {
  return typeof enginePowerBhp === 'number' && enginePowerBhp >= PROMOTION_HIGH_POWER_MIN_BHP;
}

function ineligible(promoCode: string, reason: PromotionIneligibleReason): PromotionOutcome {
  return { promoCode, eligible: false, reason };
}

/**
 * Whether the activated promotion gives this proposal its free months: the code must be an active
 * promotion of this scheme and the policyholder's age on the start date within its eligibility
 * (the older minimum for a high-power model). Retailer, order number, terms, retail-individual status
 * and payment details are the proposal layer's checks before it activates the promotion.
 */
export function promotionOutcome(context: RatingContext): PromotionOutcome | null {
  const activated = context.input.promotion;
  if (!activated) return null;
  const promotion = promotionFor(activated.promoCode);
  if (!promotion) return ineligible(activated.promoCode, 'rating.promotion.ineligible.unknownCode');
  const { code, eligibility } = promotion;
  if (!promotion.active) return ineligible(code, 'rating.promotion.ineligible.notActive');
  if (promotion.scheme !== context.input.schemeCode) {
    return ineligible(code, 'rating.promotion.ineligible.scheme');
  }
  const { age } = context.holder;
  if (age === null || age < eligibility.minAge || age > eligibility.maxAge) {
    return ineligible(code, 'rating.promotion.ineligible.age');
  }
  const highPower = isHighPowerModel(context.disclosure.vehicle?.specification?.enginePower);
  if (highPower && age < eligibility.highPowerMinAge) {
    return ineligible(code, 'rating.promotion.ineligible.highPowerAge');
  }
  return { promoCode: code, eligible: true };
}
