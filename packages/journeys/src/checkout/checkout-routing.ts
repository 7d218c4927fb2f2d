// The checkout routes' decisions (spec 000 §2 "Checkout", §8) as pure functions; the table tests in
// checkout-routing.test.ts pin them.
import {
  type CheckoutDecision,
  type CheckoutMethod,
  hasActiveMandate,
  type MandateStatus,
} from '@brand/domain';

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
 * binding follows its return); CARD and DUAL do their card part first (DUAL's mandate step follows
 * the deposit's bind, before the success page: `mandateStepOf`).
 */
export function checkoutStepOf(
  decision: CheckoutDecision,
  caller: { isAdmin: boolean } = { isAdmin: false },
): CheckoutStep {
  if (decision.method === 'DIRECT_DEBIT') return 'directDebitFlow';
  switch (decision.action) {
    case 'hostedCardCheckout':
      return 'hostedCard';
    case 'cardSetup':
      // An agent binds: the hosted card page is the customer's own (the platform refuses it to an
      // agent) and a phone order takes payments, not a card for nothing due. The customer adds a
      // card from their billing tab if they later need one.
      return caller.isAdmin ? 'bind' : 'cardSetup';
    case 'motoCardPayment':
      return 'phoneOrder';
    default:
      return 'bind';
  }
}

/**
 * Whether the summary's Confirm binds at once (nothing to pay) or hands over to checkout. CARD
 * always goes to checkout: with nothing to pay it still sets up a card when the customer has none
 * (spec 000 §4 step 5), and checkout asks the platform. DUAL and DIRECT_DEBIT with nothing due now
 * bind at once: what is collected later is collected by the Direct Debit, set up after the bind
 * (DUAL's mandate step) when any later payment is due.
 */
export function summaryBindsAtOnce(input: {
  methods: readonly CheckoutMethod[];
  nothingToPay: boolean;
}): boolean {
  return input.nothingToPay && !input.methods.includes('CARD');
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

/** A saved way to pay, as the billing API lists it. */
export interface SavedPaymentMethod {
  type: string;
  mandateStatus: MandateStatus | null;
  cardExpiryMonth?: number | null;
  cardExpiryYear?: number | null;
}

/**
 * Whether the customer has a card the platform keeps (spec 000 §4 step 5 CARD: "if a card exists,
 * bind"): any saved card on any of their accounts that has not expired by `now` (a card is good to
 * the end of its expiry month).
 */
export function hasUsableCard(methods: readonly SavedPaymentMethod[], now: Date): boolean {
  const month = now.getFullYear() * 12 + now.getMonth() + 1;
  return methods.some(
    (method) =>
      method.type === 'CARD' &&
      (method.cardExpiryYear ?? 0) * 12 + (method.cardExpiryMonth ?? 0) >= month,
  );
}

/** What a bound proposal shows before its success page. */
export type MandateStep = 'none' | 'setUp';

/**
 * DUAL's mandate step (spec 000 §4 step 5): once the card deposit has bound the proposal, a DUAL
 * product whose later payments are not all free asks for the Direct Debit that collects them,
 * unless the policy's account has a live mandate already (a second tab, a reload, a mandate set up
 * from billing). Anything else goes straight to the success page.
 */
export function mandateStepOf(input: {
  methods: readonly CheckoutMethod[];
  /** What the later payments come to, in pence (null when the schedule is not known). */
  laterPence: number | null;
  paymentMethods: readonly SavedPaymentMethod[];
}): MandateStep {
  if (!input.methods.includes('DUAL') || input.laterPence === 0) return 'none';
  const mandates = input.paymentMethods.flatMap((method) =>
    method.type === 'BACS_DEBIT' && method.mandateStatus ? [{ status: method.mandateStatus }] : [],
  );
  return hasActiveMandate(mandates) ? 'none' : 'setUp';
}

/** The live mandate of an account's payment methods, to name on the success page, or null. */
export function liveMandateOf<Method extends SavedPaymentMethod>(
  methods: readonly Method[],
): Method | null {
  return (
    methods.find(
      (method) =>
        method.type === 'BACS_DEBIT' &&
        hasActiveMandate(method.mandateStatus ? [{ status: method.mandateStatus }] : []),
    ) ?? null
  );
}
