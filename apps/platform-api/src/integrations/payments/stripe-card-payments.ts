import Stripe from 'stripe';
import type { Clock } from '../../clock';
import { ProviderError, ProviderRefusal } from '../provider-error';
import type {
  CardChargeResult,
  CardPaymentEvent,
  CardPayments,
  CheckoutSession,
  PaidCheckout,
  PaymentMetadata,
  SavedCard,
} from './card-payments';
import {
  cardEventFromStripe,
  idOf,
  paidCheckoutFromStripe,
  SAVE_CARD_METADATA_KEY,
} from './stripe-events';
import { verifyStripeEvent } from './stripe-webhook';

/**
 * Card payments on Stripe. The customer types their card only into Stripe's own hosted Checkout
 * page (and an agent only into Stripe's own card field, which answers a token): card numbers never
 * reach the platform's servers, which keeps the platform eligible for PCI DSS SAQ A. Nothing here
 * may ever take a card number.
 */
export type StripeCardPaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** Seconds a webhook's timestamp may be old. @default 300 (Stripe's own) */
  webhookToleranceSeconds?: number;
  /** For tests: a local fake of Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

const GBP = 'gbp';

function withSessionId(url: string): string {
  if (url.includes('{CHECKOUT_SESSION_ID}')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

function session(created: Stripe.Checkout.Session): CheckoutSession {
  if (!created.url) throw new ProviderError('Stripe answered a checkout session without a URL.');
  return { id: created.id, url: created.url, expiresAt: new Date(created.expires_at * 1000) };
}

function cardOf(method: Stripe.PaymentMethod | string | null | undefined, customer: string | null) {
  if (!method || typeof method === 'string' || !method.card) return null;
  const card: SavedCard = {
    customerId: customer ?? (typeof method.customer === 'string' ? method.customer : ''),
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
  return card;
}

function stripeFailure(error: unknown, what: string): never {
  if (error instanceof Stripe.errors.StripeError) {
    throw new ProviderError(`Stripe refused to ${what}: ${error.message}`);
  }
  throw new ProviderError(`Stripe could not be reached to ${what}.`);
}

/** A declined card is an answer, not a fault: it comes back as a result. */
function declined(error: unknown): CardChargeResult | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const intent = error.payment_intent as Stripe.PaymentIntent | undefined;
  return {
    status: 'declined',
    paymentId: intent?.id ?? null,
    declineCode: error.decline_code ?? error.code ?? 'card_declined',
    message: error.message,
  };
}

function charged(intent: Stripe.PaymentIntent): CardChargeResult {
  if (intent.status === 'succeeded') {
    return { status: 'succeeded', paymentId: intent.id, amountPence: intent.amount };
  }
  return {
    status: 'declined',
    paymentId: intent.id,
    declineCode:
      intent.status === 'requires_action' ? 'authentication_required' : (intent.status as string),
    message: intent.last_payment_error?.message ?? `The payment is ${intent.status}.`,
  };
}

export function createStripeCardPayments(options: StripeCardPaymentsOptions): CardPayments {
  const stripe = new Stripe(options.secretKey, {
    telemetry: false,
    // Retries are ours to make, with the same idempotency key (the checkout work's).
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  const paymentMetadata = (metadata: PaymentMetadata | undefined, saveCard: boolean) => ({
    ...metadata,
    ...(saveCard ? { [SAVE_CARD_METADATA_KEY]: 'true' } : {}),
  });

  // Stripe's webhook names the session only: the kept card is read back with the intent.
  async function savedCardOf(event: CardPaymentEvent): Promise<SavedCard | null> {
    if (event.type !== 'checkout.completed') return null;
    if (event.mode !== 'setup' && event.metadata[SAVE_CARD_METADATA_KEY] !== 'true') return null;
    const full = await stripe.checkout.sessions.retrieve(event.sessionId, {
      expand: ['payment_intent.payment_method', 'setup_intent.payment_method'],
    });
    const customer =
      typeof full.customer === 'string' ? full.customer : (full.customer?.id ?? null);
    const intent = full.setup_intent ?? full.payment_intent;
    if (!intent || typeof intent === 'string') return null;
    return cardOf(intent.payment_method, customer);
  }

  return {
    kind: 'stripe',
    async createCheckoutSession(request) {
      const metadata = paymentMetadata(request.metadata, request.saveCard);
      try {
        const created = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            success_url: withSessionId(request.successUrl),
            cancel_url: withSessionId(request.cancelUrl),
            client_reference_id: request.reference,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: GBP,
                  unit_amount: request.amountPence,
                  product_data: { name: request.description },
                },
              },
            ],
            allowed_payment_method_types: ['card'],
            metadata,
            payment_intent_data: {
              metadata,
              ...(request.saveCard ? { setup_future_usage: 'off_session' } : {}),
            },
            ...(request.customerId
              ? { customer: request.customerId }
              : request.saveCard
                ? { customer_creation: 'always' }
                : {}),
            ...(request.customerEmail && !request.customerId
              ? { customer_email: request.customerEmail }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return session(created);
      } catch (error) {
        stripeFailure(error, 'create a checkout session');
      }
    },

    async createSetupSession(request) {
      try {
        const created = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            currency: GBP,
            success_url: withSessionId(request.successUrl),
            cancel_url: withSessionId(request.cancelUrl),
            client_reference_id: request.reference,
            allowed_payment_method_types: ['card'],
            metadata: { ...request.metadata },
            setup_intent_data: { metadata: { ...request.metadata } },
            ...(request.customerId
              ? { customer: request.customerId }
              : { customer_creation: 'always' as const }),
            ...(request.customerEmail && !request.customerId
              ? { customer_email: request.customerEmail }
              : {}),
          } as Stripe.Checkout.SessionCreateParams,
          { idempotencyKey: request.idempotencyKey },
        );
        return session(created);
      } catch (error) {
        stripeFailure(error, 'create a card setup session');
      }
    },

    async chargeSavedCard(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountPence,
            currency: GBP,
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { ...request.metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return charged(intent);
      } catch (error) {
        const result = declined(error);
        if (result) return result;
        stripeFailure(error, 'charge the saved card');
      }
    },

    async motoPayment(request) {
      // A PaymentMethod from Stripe's card field, or a legacy card token.
      const method = request.cardToken.startsWith('tok_')
        ? { payment_method_data: { type: 'card' as const, card: { token: request.cardToken } } }
        : { payment_method: request.cardToken };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountPence,
            currency: GBP,
            confirm: true,
            ...method,
            allowed_payment_method_types: ['card'],
            payment_method_options: { card: { moto: true } },
            description: request.description,
            metadata: { ...request.metadata },
          } as Stripe.PaymentIntentCreateParams,
          { idempotencyKey: request.idempotencyKey },
        );
        return charged(intent);
      } catch (error) {
        const result = declined(error);
        if (result) return result;
        stripeFailure(error, 'take the phone payment');
      }
    },

    async saveCard(request) {
      try {
        // A new customer once per key (Stripe's idempotency answers the same one on a retry).
        const customerId =
          request.customerId ??
          (
            await stripe.customers.create(
              { metadata: { ...request.metadata } },
              { idempotencyKey: `${request.idempotencyKey}:customer` },
            )
          ).id;
        // A confirmed SetupIntent is Stripe's check with the bank, and what lets the card be
        // charged off-session later, as a hosted setup page's card can be.
        const intent = await stripe.setupIntents.create(
          {
            customer: customerId,
            confirm: true,
            usage: 'off_session',
            payment_method_types: ['card'],
            payment_method_data: { type: 'card', card: { token: request.cardToken } },
            metadata: { ...request.metadata },
            expand: ['payment_method'],
          } as Stripe.SetupIntentCreateParams,
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== 'succeeded') {
          return {
            status: 'declined',
            declineCode:
              intent.status === 'requires_action' ? 'authentication_required' : intent.status,
            message:
              intent.last_setup_error?.message ??
              'Your bank asks you to confirm this card: add it through the card page instead.',
          };
        }
        const card = cardOf(intent.payment_method, customerId);
        if (!card) throw new ProviderError('Stripe kept a card without its details.');
        return { status: 'saved', card };
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        const result = declined(error);
        if (result?.status === 'declined') {
          return { status: 'declined', declineCode: result.declineCode, message: result.message };
        }
        // A token Stripe does not know, or one used already: asking again gets the same answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new ProviderRefusal(
            `Stripe refused the card token: ${error.message}`,
            error.code ?? 'invalid_request_error',
          );
        }
        stripeFailure(error, 'keep the card');
      }
    },

    async refund(request) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentId,
            amount: request.amountPence,
            reason: request.reason,
            ...(request.metadata ? { metadata: { ...request.metadata } } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        // An invalid request is Stripe's answer, not an outage (a payment it does not know, one
        // refunded already, more than is left): asking again would be refused again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new ProviderRefusal(
            `Stripe refused to refund the payment: ${error.message}`,
            error.code ?? 'invalid_request_error',
          );
        }
        stripeFailure(error, 'refund the payment');
      }
      // Accepted refunds are pending or succeeded; one Stripe could not even start is no refund.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new ProviderRefusal(
          `Stripe could not refund ${request.paymentId}: ${refund.status}.`,
          `refund_${refund.status}`,
        );
      }
      return {
        id: refund.id,
        paymentId: idOf(refund.payment_intent) ?? request.paymentId,
        amountPence: refund.amount,
      };
    },

    async listPaidCheckouts({ createdSince }) {
      const paid: PaidCheckout[] = [];
      try {
        // Every page, in Stripe's order; the card comes expanded in the same call.
        for await (const listed of stripe.checkout.sessions.list({
          status: 'complete',
          created: { gte: Math.floor(createdSince.getTime() / 1000) },
          limit: 100,
          expand: ['data.payment_intent.payment_method'],
        })) {
          if (listed.mode !== 'payment' || listed.payment_status !== 'paid') continue;
          const intent = listed.payment_intent;
          const customer =
            typeof listed.customer === 'string' ? listed.customer : (listed.customer?.id ?? null);
          const keepsCard = listed.metadata?.[SAVE_CARD_METADATA_KEY] === 'true';
          paid.push({
            ...paidCheckoutFromStripe(listed),
            savedCard:
              keepsCard && intent && typeof intent !== 'string'
                ? cardOf(intent.payment_method, customer)
                : null,
          });
        }
      } catch (error) {
        stripeFailure(error, 'list the paid checkout sessions');
      }
      return paid;
    },

    async parseWebhook(rawBody, signature) {
      const event = verifyStripeEvent(
        rawBody,
        signature,
        options.webhookSecret,
        options.clock.now(),
        options.webhookToleranceSeconds,
      );
      const mapped = cardEventFromStripe(event);
      if (!mapped) return [];
      if (mapped.type !== 'checkout.completed') return [mapped];
      return [{ ...mapped, savedCard: await savedCardOf(mapped) }];
    },
  };
}
