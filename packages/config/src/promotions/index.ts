export type { PromotionConfig } from './promotions';
export {
  ACTIVE_PROMOTIONS,
  hasPromotionSection,
  PROMOTION_ELIGIBILITY,
  PROMOTION_IMAGE_SETS,
  PROMOTIONS,
  promotionFor,
} from './promotions';
