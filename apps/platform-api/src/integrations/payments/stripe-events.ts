import type Stripe from 'stripe';
import type { CardPaymentEvent, PaidCheckout, PaymentMetadata } from './card-payments';

/** The Stripe event types the platform acts on; every other type is acknowledged and ignored. */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

/** The id of a field Stripe answers either as an id or, when expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function metadataOf(value: Stripe.Metadata | null | undefined): PaymentMetadata {
  return { ...(value ?? {}) };
}

/**
 * A completed Checkout Session in the platform's terms (a webhook's, or one listed by reconcile),
 * before any saved card is looked up.
 */
export function paidCheckoutFromStripe(session: Stripe.Checkout.Session): PaidCheckout {
  return {
    sessionId: session.id,
    mode: session.mode === 'setup' ? 'setup' : 'payment',
    reference: session.client_reference_id,
    amountPence: session.mode === 'setup' ? null : session.amount_total,
    paymentId: idOf(session.payment_intent),
    savedCard: null,
    metadata: metadataOf(session.metadata),
  };
}

/**
 * A verified Stripe event in the platform's terms, before any saved card is looked up (Stripe's
 * session object names the payment method only through the intent), or null for a type the
 * platform does not use.
 */
export function cardEventFromStripe(event: Stripe.Event): CardPaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        type: 'checkout.completed',
        eventId: event.id,
        ...paidCheckoutFromStripe(event.data.object),
      };
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        type: 'checkout.expired',
        eventId: event.id,
        sessionId: session.id,
        reference: session.client_reference_id,
        metadata: metadataOf(session.metadata),
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        type: 'payment.failed',
        eventId: event.id,
        paymentId: intent.id,
        amountPence: intent.amount,
        declineCode: error?.decline_code ?? error?.code ?? null,
        message: error?.message ?? null,
        metadata: metadataOf(intent.metadata),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        type: 'refund',
        eventId: event.id,
        paymentId: idOf(charge.payment_intent),
        chargeId: charge.id,
        amountRefundedPence: charge.amount_refunded,
        metadata: metadataOf(charge.metadata),
      };
    }
    default:
      return null;
  }
}

/** Whether a session was asked to keep its card (the adapters mark it in the metadata). */
export const SAVE_CARD_METADATA_KEY = 'save_card';
