export {
  ELECTRIC_ORDER_NUMBER_FIRST_DIGITS,
  ELECTRIC_ORDER_NUMBER_PROMOTIONS,
  isValidOrderNumber,
  normaliseOrderNumber,
  ORDER_NUMBER_LENGTH,
  orderNumberFirstDigits,
  STANDARD_ORDER_NUMBER_FIRST_DIGITS,
} from './order-number';
export type { ActivePromotionCode, PromotionCode } from './promotion-codes';
export {
  ACTIVE_PROMOTION_CODES,
  DISPLAY_ONLY_PROMOTION_CODES,
  isActivePromotionCode,
  isEligiblePromotionAge,
  isKnownPromotionCode,
  PROMOTION_ACTIVATION_MONTHS,
  PROMOTION_CODES,
  PROMOTION_FREE_COVER_MONTHS,
  PROMOTION_HIGH_POWER_MIN_AGE,
  PROMOTION_MAX_AGE,
  PROMOTION_MIN_AGE,
} from './promotion-codes';
export type { RetailerNumberProblem } from './retailer-number';
export {
  checkRetailerNumber,
  isValidRetailerNumber,
  RETAILER_NUMBER_LENGTH,
} from './retailer-number';
