// The checkout routes' decisions (spec 000 §2 "Checkout", §8) as pure functions; the table tests in
// checkout-routing.test.ts pin them.
import type { CheckoutDecision } from '@brand/domain';

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

/** What the payment page does first, from the domain's checkout decision (spec 000 §4 step 5). */
export type CheckoutStep = 'hostedCard' | 'cardSetup' | 'directDebitFlow' | 'bind' | 'phoneOrder';

/**
 * The portal's step for a checkout decision: DIRECT_DEBIT sets up the mandate first (paying or
 * binding follows its return); CARD and DUAL do their card part first (DUAL's mandate follows the
 * bind, from the success page or the billing tab).
 */
export function checkoutStepOf(decision: CheckoutDecision): CheckoutStep {
  if (decision.method === 'DIRECT_DEBIT') return 'directDebitFlow';
  switch (decision.action) {
    case 'hostedCardCheckout':
      return 'hostedCard';
    case 'cardSetup':
      return 'cardSetup';
    case 'motoCardPayment':
      return 'phoneOrder';
    default:
      return 'bind';
  }
}

/** What a return to `checkout/callback` is. */
export type CheckoutReturn =
  | { kind: 'card'; sessionId: string }
  | { kind: 'mandate'; redirectFlowId: string }
  | { kind: 'failed' };

/**
 * Reads the callback's query: a card page's success return carries `session_id` and no `status`
 * (a cancel or decline comes back with `status`), a direct-debit return `redirect_flow_id`;
 * anything else is the payment-failed page.
 */
export function checkoutReturnOf(search: string | URLSearchParams): CheckoutReturn {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flow = query.get('redirect_flow_id');
  if (flow && !query.has('status')) return { kind: 'mandate', redirectFlowId: flow };
  const session = query.get('session_id');
  if (session && !query.has('status')) return { kind: 'card', sessionId: session };
  return { kind: 'failed' };
}

/** How long the success return waits for the proposal to become a policy. */
export const POLICY_WAIT_MAX_MS = 30_000;

/**
 * The waits between polls of the proposal after a paid return: 1 s growing by half each time, at
 * most 5 s apart, adding up to no more than `maxMs`.
 */
export function policyPollDelays(maxMs: number = POLICY_WAIT_MAX_MS): number[] {
  const delays: number[] = [];
  let next = 1000;
  let total = 0;
  while (total + next <= maxMs) {
    delays.push(next);
    total += next;
    next = Math.min(Math.round(next * 1.5), 5000);
  }
  return delays;
}
