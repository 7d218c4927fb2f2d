// The checkout routes' decisions (spec 000 §2 "Checkout", §8) as pure functions; the table tests in
// checkout-routing.test.ts pin them.

/** What `checkout` (its index) shows. */
export type CheckoutIndexPage = 'payment' | 'disabled';

/** What decides the checkout index. */
export interface CheckoutIndexInput {
  /** The brand's `checkout` feature toggle: off, nothing is bound or paid online. */
  checkoutEnabled: boolean;
  /** The quote's payment schedules. */
  schedules: readonly { type: string; active: boolean }[];
  /** The schedules the product offers (its checkout configuration). */
  offered: readonly string[];
}

/**
 * The checkout index: the payment page, or the checkout-disabled page when checkout is switched
 * off or no payment schedule matches (no active schedule the product offers).
 */
export function checkoutIndexPage(input: CheckoutIndexInput): CheckoutIndexPage {
  if (!input.checkoutEnabled) return 'disabled';
  const matches = input.schedules.some(
    (schedule) => schedule.active && input.offered.includes(schedule.type),
  );
  return matches ? 'payment' : 'disabled';
}

/** The checkout's pages, as route segments under `checkout/` ('' is the index). */
export const CHECKOUT_PAGES = ['', 'callback'] as const;
/** A checkout page. */
export type CheckoutPage = (typeof CHECKOUT_PAGES)[number];
