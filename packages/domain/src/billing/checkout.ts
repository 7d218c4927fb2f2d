import type { CheckoutMethod } from '../enums';
import { ConfigurationError } from '../errors';
import { shouldTakeCardPayment, shouldTakeDirectDebitPayment } from '../money/payment-thresholds';

/** What the card part of checkout does. */
export const CARD_CHECKOUT_ACTIONS = [
  'motoCardPayment',
  'hostedCardCheckout',
  'cardSetup',
  'bind',
] as const;
/** A card checkout action. */
export type CardCheckoutAction = (typeof CARD_CHECKOUT_ACTIONS)[number];

/** What direct-debit checkout does. */
export const DIRECT_DEBIT_CHECKOUT_ACTIONS = ['directDebitPayment', 'bind'] as const;
/** A direct-debit checkout action. */
export type DirectDebitCheckoutAction = (typeof DIRECT_DEBIT_CHECKOUT_ACTIONS)[number];

/** What journey step 5 reads; discountedTotal is in pounds (major units), as price options are. */
export type CheckoutInput = {
  method: CheckoutMethod;
  discountedTotal: number;
  hasCard: boolean;
  isAdmin: boolean;
};

/** The checkout decision, by method. DUAL takes its deposit as CARD does and also needs a mandate. */
export type CheckoutDecision =
  | { method: 'CARD'; action: CardCheckoutAction; needsMandate: false }
  | { method: 'DIRECT_DEBIT'; action: DirectDebitCheckoutAction; needsMandate: true }
  | { method: 'DUAL'; action: CardCheckoutAction; needsMandate: true };

function cardAction(input: CheckoutInput): CardCheckoutAction {
  // Admins take card details over the phone (MOTO); customers go to the hosted checkout.
  if (shouldTakeCardPayment(input.discountedTotal)) {
    return input.isAdmin ? 'motoCardPayment' : 'hostedCardCheckout';
  }
  // Nothing to pay now, but later collections need a card on file.
  return input.hasCard ? 'bind' : 'cardSetup';
}

/**
 * Journey step 5: what checkout does for the chosen method. Throws RangeError for a non-finite
 * total and ConfigurationError for an unknown method.
 */
export function checkoutAction(input: CheckoutInput): CheckoutDecision {
  if (!Number.isFinite(input.discountedTotal)) {
    throw new RangeError(`Not an amount of pounds: ${String(input.discountedTotal)}`);
  }
  switch (input.method) {
    case 'CARD':
      return { method: 'CARD', action: cardAction(input), needsMandate: false };
    case 'DIRECT_DEBIT':
      return {
        method: 'DIRECT_DEBIT',
        action: shouldTakeDirectDebitPayment(input.discountedTotal) ? 'directDebitPayment' : 'bind',
        needsMandate: true,
      };
    case 'DUAL':
      return { method: 'DUAL', action: cardAction(input), needsMandate: true };
    default:
      throw new ConfigurationError(`Unknown checkout method: ${String(input.method)}`);
  }
}
