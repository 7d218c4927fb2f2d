import {
  ACTIVE_PROMOTION_CODES,
  DISPLAY_ONLY_PROMOTION_CODES,
  isValidOrderNumber,
  PROMOTION_CODES,
  PROMOTION_FREE_COVER_MONTHS,
  PROMOTION_MIN_AGE,
} from '@brand/domain';
import {
  ACTIVE_PROMOTIONS,
  hasPromotionSection,
  PROMOTION_IMAGE_SETS,
  PROMOTIONS,
  promotionFor,
} from './promotions';

describe('promotions', () => {
  it('configure every domain promotion code once', () => {
    expect(PROMOTIONS.map((p) => p.code)).toEqual([...PROMOTION_CODES]);
    expect(ACTIVE_PROMOTIONS.map((p) => p.code)).toEqual([...ACTIVE_PROMOTION_CODES]);
  });

  it('make active promotions ask for retailer, order number and terms', () => {
    for (const code of ACTIVE_PROMOTION_CODES) {
      const promotion = promotionFor(code);
      expect(promotion).toMatchObject({
        active: true,
        requiresRetailerNumber: true,
        requiresOrderNumber: true,
        requiresTermsAcceptance: true,
      });
    }
  });

  it('make display-only promotions ask nothing', () => {
    for (const code of DISPLAY_ONLY_PROMOTION_CODES) {
      expect(promotionFor(code)).toMatchObject({
        active: false,
        requiresRetailerNumber: false,
        requiresOrderNumber: false,
        requiresTermsAcceptance: false,
      });
    }
  });

  it('give 12 months of free flex cover to eligible drivers from 25', () => {
    for (const promotion of PROMOTIONS) {
      expect(promotion.freeCoverMonths).toBe(PROMOTION_FREE_COVER_MONTHS);
      expect(promotion.scheme).toBe('flex');
      expect(promotion.eligibility.minAge).toBe(PROMOTION_MIN_AGE);
    }
  });

  it('hint the order-number digits the domain accepts for each promotion', () => {
    const electric = promotionFor('MINIELEC12M2025Q4');
    expect(electric?.orderNumberFirstDigits).toEqual(['1', '3', '4', '6', '7']);
    expect(isValidOrderNumber('1234567', electric?.code)).toBe(true);
    expect(promotionFor('MININEW12M2024Q1')?.orderNumberFirstDigits).toEqual(['4', '6', '7']);
  });

  it('key an image set by promo code for the 2023 to 2025 campaigns only', () => {
    for (const promotion of PROMOTIONS) {
      const year = Number(/20(2\d)/.exec(promotion.code)?.[0]);
      if (year >= 2023) expect(promotion.imageSet).toMatch(/^promotions\//);
      else expect(promotion.imageSet).toBeNull();
    }
    expect(new Set(Object.values(PROMOTION_IMAGE_SETS).filter(Boolean)).size).toBe(6);
  });

  it('match a promo code in any case and with surrounding spaces, and nothing else', () => {
    expect(promotionFor(' minielec12m2025q4 ')?.code).toBe('MINIELEC12M2025Q4');
    expect(promotionFor('MINIELEC12M2026Q1')).toBeUndefined();
    expect(promotionFor(null)).toBeUndefined();
  });

  it('add the promotion section only for an active promotion', () => {
    expect(hasPromotionSection('MININEW12M2024Q1')).toBe(true);
    expect(hasPromotionSection('MINI252021')).toBe(false);
    expect(hasPromotionSection('NOPE')).toBe(false);
    expect(hasPromotionSection(undefined)).toBe(false);
  });
});
