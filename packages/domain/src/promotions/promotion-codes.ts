/** Promotions a customer can still take up: each needs a retailer number, an order number and accepted terms. */
export const ACTIVE_PROMOTION_CODES = [
  'MINIELEC12M2025Q4',
  'MININEW12M2024Q1',
  'MINIELEC12M2024H2',
] as const;
/** An active promotion code. */
export type ActivePromotionCode = (typeof ACTIVE_PROMOTION_CODES)[number];

/** Older promotions, kept so existing proposals and policies still display them. */
export const DISPLAY_ONLY_PROMOTION_CODES = [
  'MININEW12M2023H2',
  'MININEW12M2023Q1',
  'MININEW12M2023Q2',
  'MINI252021',
] as const;

/** Every promotion code the brand has run. */
export const PROMOTION_CODES = [
  ...ACTIVE_PROMOTION_CODES,
  ...DISPLAY_ONLY_PROMOTION_CODES,
] as const;
/** A promotion code. */
export type PromotionCode = (typeof PROMOTION_CODES)[number];

/** True for a promotion code that can still be applied to a new proposal. */
export function isActivePromotionCode(code: unknown): code is ActivePromotionCode {
  return typeof code === 'string' && (ACTIVE_PROMOTION_CODES as readonly string[]).includes(code);
}

/** True for any promotion code the brand has run. */
export function isKnownPromotionCode(code: unknown): code is PromotionCode {
  return typeof code === 'string' && (PROMOTION_CODES as readonly string[]).includes(code);
}

/** Free cover a promotion gives: 12 months of the monthly policy. */
export const PROMOTION_FREE_COVER_MONTHS = 12;

/** A promotion must be activated within this many months of collecting the car. */
export const PROMOTION_ACTIVATION_MONTHS = 1;

/** Promotion eligibility ages, inclusive. */
export const PROMOTION_MIN_AGE = 25;
/** The oldest age a promotion accepts. */
export const PROMOTION_MAX_AGE = 80;
/** The minimum age for certain high-power models. */
export const PROMOTION_HIGH_POWER_MIN_AGE = 30;

/** True when a driver of `age` (whole years) may take up a promotion; high-power models need 30. */
export function isEligiblePromotionAge(age: number, highPowerModel = false): boolean {
  if (!Number.isInteger(age)) return false;
  const min = highPowerModel ? PROMOTION_HIGH_POWER_MIN_AGE : PROMOTION_MIN_AGE;
  return age >= min && age <= PROMOTION_MAX_AGE;
}
