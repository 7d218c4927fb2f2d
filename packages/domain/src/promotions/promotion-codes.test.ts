import {
  ACTIVE_PROMOTION_CODES,
  DISPLAY_ONLY_PROMOTION_CODES,
  isActivePromotionCode,
  isEligiblePromotionAge,
  isKnownPromotionCode,
  PROMOTION_CODES,
} from './promotion-codes';

describe('promotion codes', () => {
  it('lists the three active and four display-only codes without overlap', () => {
    expect(ACTIVE_PROMOTION_CODES).toHaveLength(3);
    expect(DISPLAY_ONLY_PROMOTION_CODES).toHaveLength(4);
    expect(new Set(PROMOTION_CODES).size).toBe(7);
  });
  it('tells active codes from display-only and unknown ones', () => {
    expect(isActivePromotionCode('MINIELEC12M2025Q4')).toBe(true);
    expect(isActivePromotionCode('MINI252021')).toBe(false);
    expect(isKnownPromotionCode('MINI252021')).toBe(true);
    expect(isKnownPromotionCode('minielec12m2025q4')).toBe(false);
    expect(isKnownPromotionCode(42)).toBe(false);
  });
});

describe('isEligiblePromotionAge', () => {
  it('accepts 25 to 80 inclusive and refuses 24 and 81', () => {
    expect(isEligiblePromotionAge(24)).toBe(false);
    expect(isEligiblePromotionAge(25)).toBe(true);
    expect(isEligiblePromotionAge(80)).toBe(true);
    expect(isEligiblePromotionAge(81)).toBe(false);
  });
  it('needs 30 for high-power models', () => {
    expect(isEligiblePromotionAge(29, true)).toBe(false);
    expect(isEligiblePromotionAge(30, true)).toBe(true);
  });
  it('refuses fractional ages', () => {
    expect(isEligiblePromotionAge(30.5)).toBe(false);
  });
});
