import {
  ACTIVE_PROMOTION_CODES,
  isActivePromotionCode,
  ORDER_NUMBER_LENGTH,
  orderNumberFirstDigits,
  PROMOTION_ACTIVATION_MONTHS,
  PROMOTION_CODES,
  PROMOTION_FREE_COVER_MONTHS,
  PROMOTION_HIGH_POWER_MIN_AGE,
  PROMOTION_MAX_AGE,
  PROMOTION_MIN_AGE,
  type PromotionCode,
  type SchemeUrlName,
} from '@brand/domain';

/** Who may take a promotion up (spec 002 §9): the domain's ages, retail individuals, payment details. */
export const PROMOTION_ELIGIBILITY = {
  minAge: PROMOTION_MIN_AGE,
  maxAge: PROMOTION_MAX_AGE,
  highPowerMinAge: PROMOTION_HIGH_POWER_MIN_AGE,
  retailIndividualsOnly: true,
  paymentDetailsRequired: true,
} as const;

/**
 * The image set of each promotion, by promo code. Sets exist for the 2023 to 2025 campaigns; the
 * 2021 offer predates them, so it shows the scheme's own proposal images.
 */
export const PROMOTION_IMAGE_SETS = {
  MINIELEC12M2025Q4: 'promotions/2025-q4-electric',
  MININEW12M2024Q1: 'promotions/2024-q1-new',
  MINIELEC12M2024H2: 'promotions/2024-h2-electric',
  MININEW12M2023H2: 'promotions/2023-h2-new',
  MININEW12M2023Q1: 'promotions/2023-q1-new',
  MININEW12M2023Q2: 'promotions/2023-q2-new',
  MINI252021: null,
} as const satisfies Record<PromotionCode, string | null>;

/** One promotion as the configuration holds it. */
export interface PromotionConfig {
  /** The promo code on the proposal. */
  readonly code: PromotionCode;
  /** Active promotions can be applied; display-only ones only show on existing proposals and policies. */
  readonly active: boolean;
  /** The scheme the free cover is of: every promotion gives months of the monthly (flex) policy. */
  readonly scheme: SchemeUrlName;
  /** An active promotion asks for the retailer the car was bought from. */
  readonly requiresRetailerNumber: boolean;
  /** An active promotion asks for the retailer's order number (rules: domain `isValidOrderNumber`). */
  readonly requiresOrderNumber: boolean;
  /** An active promotion's terms must be accepted. */
  readonly requiresTermsAcceptance: boolean;
  /** Digits an order number may start with under this promotion (for the hint). */
  readonly orderNumberFirstDigits: readonly string[];
  /** Digits in an order number. */
  readonly orderNumberLength: number;
  /** Months of free cover. */
  readonly freeCoverMonths: number;
  /** Months after collecting the car within which the cover must be activated. */
  readonly activationMonths: number;
  /** Who may take it up. */
  readonly eligibility: typeof PROMOTION_ELIGIBILITY;
  /** Image set key, or null to use the scheme's proposal images. */
  readonly imageSet: string | null;
  /** Translation keys (common namespace) of its texts. */
  readonly texts: {
    readonly title: string;
    readonly description: string;
    readonly terms: string;
  };
}

function promotionConfig(code: PromotionCode): PromotionConfig {
  const active = isActivePromotionCode(code);
  return {
    code,
    active,
    scheme: 'flex',
    requiresRetailerNumber: active,
    requiresOrderNumber: active,
    requiresTermsAcceptance: active,
    orderNumberFirstDigits: orderNumberFirstDigits(code),
    orderNumberLength: ORDER_NUMBER_LENGTH,
    freeCoverMonths: PROMOTION_FREE_COVER_MONTHS,
    activationMonths: PROMOTION_ACTIVATION_MONTHS,
    eligibility: PROMOTION_ELIGIBILITY,
    imageSet: PROMOTION_IMAGE_SETS[code],
    texts: {
      title: `promotions.codes.${code}.title`,
      description: `promotions.codes.${code}.description`,
      terms: `promotions.codes.${code}.terms`,
    },
  };
}

/** Every promotion the brand has run, active ones first, in the domain's order. */
export const PROMOTIONS: readonly PromotionConfig[] = PROMOTION_CODES.map(promotionConfig);

/** The configured promotion of a proposal's promo code (any case, trimmed), or undefined. */
export function promotionFor(promoCode: unknown): PromotionConfig | undefined {
  if (typeof promoCode !== 'string') return undefined;
  const wanted = promoCode.trim().toUpperCase();
  return PROMOTIONS.find((promotion) => promotion.code === wanted);
}

/**
 * True when the proposal's disclosure gets the promotion section: its promo code matches an active
 * promotion. Display-only promotions ask nothing more, so they get no section.
 */
export function hasPromotionSection(promoCode: unknown): boolean {
  return promotionFor(promoCode)?.active === true;
}

/** The active promotions (those a new proposal can take). */
export const ACTIVE_PROMOTIONS: readonly PromotionConfig[] = PROMOTIONS.filter((p) =>
  (ACTIVE_PROMOTION_CODES as readonly string[]).includes(p.code),
);
