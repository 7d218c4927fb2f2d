import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { Api, PlatformContext } from '../../platform-context';
import type { PaymentEvent } from './payment-events';
import { WEBHOOK_PATHS } from './sandbox-webhooks';
import { WebhookSignatureError } from './webhook-signatures';

/**
 * How long a delivery's claim on an event keeps other deliveries of it out. A delivery that dies
 * while holding it (the process killed mid-way) leaves the claim behind: once the lease has run
 * out, the provider's next retry takes the event over and runs it.
 */
export const PROCESSING_LEASE_MS = 5 * 60_000;

/** The largest webhook body read (Stripe's events are well under it). */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * What became of one delivered event: run now (`processed`), run by an earlier delivery
 * (`duplicate`: acknowledged), or held by another delivery still within its lease (`in-progress`:
 * not acknowledged, so the provider delivers it again later).
 */
export type EventAcceptance = 'processed' | 'duplicate' | 'in-progress';

/**
 * Stores the event once by (provider, event id), claims it, and runs the handlers; only then is it
 * marked processed and the delivery acknowledged, so what the handlers record (the payment first
 * of all) is durable before the provider hears "done". A replay of a processed event is a
 * duplicate. A delivery that finds the event claimed by another still within its lease is told
 * it is in progress, never that it is done: if that other delivery died, the provider's retry
 * after the lease takes the event over. A handler that throws gives the claim back at once.
 */
export async function acceptPaymentEvent(
  db: Database,
  now: () => Date,
  payment: PaymentEvent,
  dispatch: (payment: PaymentEvent) => Promise<void>,
): Promise<EventAcceptance> {
  const { provider, event } = payment;
  const at = now();
  await db.query(
    `INSERT INTO payment_webhook_events (provider, event_id, type, payload, received_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, event_id) DO NOTHING`,
    [provider, event.eventId, event.type, JSON.stringify(event), at],
  );
  const claimed = await db.query(
    `UPDATE payment_webhook_events SET processing_started_at = $3
      WHERE provider = $1 AND event_id = $2 AND processed_at IS NULL
        AND (processing_started_at IS NULL OR processing_started_at < $4)
      RETURNING event_id`,
    [provider, event.eventId, at, new Date(at.getTime() - PROCESSING_LEASE_MS)],
  );
  if (claimed.length === 0) {
    const [stored] = await db.query<{ processed_at: Date | null }>(
      'SELECT processed_at FROM payment_webhook_events WHERE provider = $1 AND event_id = $2',
      [provider, event.eventId],
    );
    return stored?.processed_at ? 'duplicate' : 'in-progress';
  }
  try {
    await dispatch(payment);
  } catch (error) {
    // Let the next delivery try again at once.
    await db.query(
      `UPDATE payment_webhook_events SET processing_started_at = NULL
        WHERE provider = $1 AND event_id = $2 AND processing_started_at = $3`,
      [provider, event.eventId, at],
    );
    throw error;
  }
  await db.query(
    'UPDATE payment_webhook_events SET processed_at = $3 WHERE provider = $1 AND event_id = $2',
    [provider, event.eventId, now()],
  );
  return 'processed';
}

/**
 * The providers' webhook endpoints, POST /api/webhooks/stripe and /api/webhooks/gocardless: the
 * raw body is verified by the configured adapter (the vendor's or the sandbox's), each event is
 * stored once and handed to the payment event handlers, and the provider gets a 2xx. A bad
 * signature answers 400 to Stripe and 498 to GoCardless (its documented "invalid token").
 */
export async function paymentWebhookRoutes(api: Api, context: PlatformContext): Promise<void> {
  await api.register(async (scope) => {
    // The signature is over the exact bytes: keep the body as the provider sent it.
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    const receive = async (
      request: FastifyRequest,
      reply: FastifyReply,
      provider: PaymentEvent['provider'],
    ) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let payments: PaymentEvent[];
      try {
        payments =
          provider === 'stripe'
            ? (
                await context.integrations.cardPayments.parseWebhook(
                  raw,
                  request.headers['stripe-signature'] as string | undefined,
                )
              ).map((event) => ({ provider, event }))
            : (
                await context.integrations.directDebit.parseWebhook(
                  raw,
                  request.headers['webhook-signature'] as string | undefined,
                )
              ).map((event) => ({ provider, event }));
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ provider, reason: error.message }, 'payment webhook refused');
        return reply
          .code(provider === 'stripe' ? 400 : 498)
          .send({ received: false, error: 'invalid signature' });
      }
      const outcomes: EventAcceptance[] = [];
      for (const payment of payments) {
        outcomes.push(
          await acceptPaymentEvent(
            context.db,
            () => context.clock.now(),
            payment,
            (accepted) => context.paymentEvents.dispatch(accepted, context.db),
          ),
        );
      }
      if (outcomes.includes('in-progress')) {
        // Not done yet, so not acknowledged: the provider keeps the webhook and sends it again
        // (the events this delivery did process are duplicates on that retry).
        return reply
          .code(409)
          .header('retry-after', String(PROCESSING_LEASE_MS / 1000))
          .send({ received: false, error: 'event in progress' });
      }
      return reply.code(200).send({ received: true, events: outcomes.length });
    };

    const options = { config: { access: 'public' as const }, schema: { hide: true } };
    const path = (full: string) => full.replace(/^\/api/, '');
    scope.post(path(WEBHOOK_PATHS.stripe), options, (request, reply) =>
      receive(request, reply, 'stripe'),
    );
    scope.post(path(WEBHOOK_PATHS.gocardless), options, (request, reply) =>
      receive(request, reply, 'gocardless'),
    );
  });
}
