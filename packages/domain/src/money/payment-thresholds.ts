// Proposal totals arrive in major units (pounds), so these limits and rules are in pounds too.

/** Totals at or below this many pounds count as nothing to pay (spec: zero-payment tolerance 0.001). */
export const ZERO_PAYMENT_TOLERANCE = 0.001;

/** Direct debit checkout takes a payment only when the discounted total is above this many pounds. */
export const DIRECT_DEBIT_MINIMUM = 0.01;

/** Card checkout takes a payment only when the discounted total is above this many pounds. */
export const CARD_MINIMUM = 0;

/** What decides whether a proposal needs a payment at checkout. */
export interface PaymentNeedInput {
  /** The customer already holds a card or direct-debit mandate. */
  hasPaymentMethod: boolean;
  /** The discounted total in pounds (major units, as the proposal totals arrive). */
  discountedTotal: number;
}

/**
 * True unless there is no payment method and the discounted total is 0.001 pounds or less (spec:
 * "Not needing payment"). A total that is not a number counts as nothing to pay.
 */
export function isPaymentNeeded({ hasPaymentMethod, discountedTotal }: PaymentNeedInput): boolean {
  return hasPaymentMethod === true || discountedTotal > ZERO_PAYMENT_TOLERANCE;
}

/** True when card checkout should take a payment: the discounted total (pounds) is above zero. */
export function shouldTakeCardPayment(discountedTotal: number): boolean {
  return discountedTotal > CARD_MINIMUM;
}

/** True when direct-debit checkout should take a payment: the discounted total (pounds) is above 0.01; otherwise bind. */
export function shouldTakeDirectDebitPayment(discountedTotal: number): boolean {
  return discountedTotal > DIRECT_DEBIT_MINIMUM;
}
