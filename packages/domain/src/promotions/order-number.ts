import type { PromotionCode } from './promotion-codes';

/** A retailer order number is this many digits. */
export const ORDER_NUMBER_LENGTH = 7;

/** First digits of an order number under a standard promotion. */
export const STANDARD_ORDER_NUMBER_FIRST_DIGITS = ['4', '6', '7'] as const;

/** First digits under the latest electric campaign, whose orders also start 1 or 3. */
export const ELECTRIC_ORDER_NUMBER_FIRST_DIGITS = ['1', '3', '4', '6', '7'] as const;

/** Promotions whose order numbers follow the electric campaign's wider numbering. */
export const ELECTRIC_ORDER_NUMBER_PROMOTIONS = [
  'MINIELEC12M2025Q4',
] as const satisfies readonly PromotionCode[];

/** The first digits an order number may start with under `promoCode`. */
export function orderNumberFirstDigits(promoCode: string | null | undefined): readonly string[] {
  return (ELECTRIC_ORDER_NUMBER_PROMOTIONS as readonly (string | null | undefined)[]).includes(
    promoCode,
  )
    ? ELECTRIC_ORDER_NUMBER_FIRST_DIGITS
    : STANDARD_ORDER_NUMBER_FIRST_DIGITS;
}

/** Trims surrounding whitespace; order numbers are typed from paperwork and pasted from emails. */
export function normaliseOrderNumber(orderNumber: string): string {
  return typeof orderNumber === 'string' ? orderNumber.trim() : '';
}

/**
 * True when `orderNumber` is 7 digits starting with a digit allowed for `promoCode`
 * (4, 6 or 7; the 2025 Q4 electric promotion also 1 or 3).
 */
export function isValidOrderNumber(orderNumber: unknown, promoCode?: string | null): boolean {
  if (typeof orderNumber !== 'string') return false;
  const value = normaliseOrderNumber(orderNumber);
  if (!/^[0-9]+$/.test(value) || value.length !== ORDER_NUMBER_LENGTH) return false;
  return orderNumberFirstDigits(promoCode).includes(value.charAt(0));
}
