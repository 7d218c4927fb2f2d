import { deliveryTally } from '../../test/attack/attack-figures';
import { useTestApp } from '../../test/test-app';
import type { PaymentEvent } from './payment-events';
import { injectTransport, runPaymentSandbox } from './payment-sandbox-job';
import type { SandboxCardPayments } from './sandbox-card-payments';
import type { SandboxDirectDebit } from './sandbox-direct-debit';
import { FIRST_RETRY_MS, retryDelayMs } from './sandbox-webhooks';
import { goCardlessSignature, stripeSignatureHeader } from './webhook-signatures';

const app = useTestApp({ anonymousToken: false, eachTestAt: '2026-03-02T10:00:00Z' });
const handled: PaymentEvent[] = [];
let failNext = 0;

const card = () => app.app.platform.integrations.cardPayments as SandboxCardPayments;
const directDebit = () => app.app.platform.integrations.directDebit as SandboxDirectDebit;

beforeAll(() => {
  app.app.platform.paymentEvents.onPaymentEvent(async (payment) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('the checkout work fell over');
    }
    handled.push(payment);
  });
});
beforeEach(() => {
  handled.length = 0;
  failNext = 0;
});

function stripeEvent(id: string): string {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.payment_failed',
    created: 1_772_445_600,
    data: {
      object: {
        id: 'pi_test_1',
        object: 'payment_intent',
        amount: 500,
        metadata: {},
        last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
      },
    },
  });
}

const deliveries = deliveryTally('webhook forgeries and replays');
afterAll(() => deliveries.record());

function postStripe(body: string, signature: string) {
  return deliveries.sent(
    app.call('POST', '/api/webhooks/stripe', { body, headers: { 'stripe-signature': signature } }),
  );
}

describe('the payment webhook endpoints', () => {
  it('processes a verified Stripe event once and acknowledges its replay', async () => {
    const body = stripeEvent('evt_once');
    const first = await postStripe(
      body,
      stripeSignatureHeader(body, card().webhookSecret, app.clock.now()),
    );
    expect(first).toMatchObject({ status: 200, body: { received: true, events: 1 } });
    app.clock.advance(60_000);
    const replay = await postStripe(
      body,
      stripeSignatureHeader(body, card().webhookSecret, app.clock.now()),
    );
    expect(replay.status).toBe(200);
    expect(handled).toEqual([
      {
        provider: 'stripe',
        event: expect.objectContaining({ eventId: 'evt_once', type: 'payment.failed' }),
      },
    ]);
    const rows = await app.db.query<{ processed_at: Date | null }>(
      `SELECT processed_at FROM payment_webhook_events WHERE provider = 'stripe' AND event_id = 'evt_once'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.processed_at).not.toBeNull();
  });

  it('refuses a forged, tampered or stale Stripe webhook with 400 and stores nothing', async () => {
    const body = stripeEvent('evt_forged');
    const now = app.clock.now();
    expect((await postStripe(body, stripeSignatureHeader(body, 'whsec_wrong', now))).status).toBe(
      400,
    );
    const signed = stripeSignatureHeader(body, card().webhookSecret, now);
    expect((await postStripe(body.replace('500', '5'), signed)).status).toBe(400);
    app.clock.advance(10 * 60_000);
    expect((await postStripe(body, signed)).status).toBe(400);
    expect((await app.call('POST', '/api/webhooks/stripe', { body })).status).toBe(400);
    expect(handled).toHaveLength(0);
    expect(
      await app.db.query(`SELECT 1 FROM payment_webhook_events WHERE event_id = 'evt_forged'`),
    ).toHaveLength(0);
  });

  it('answers 498 to a GoCardless webhook with a bad signature and 200 to a good one', async () => {
    const body = JSON.stringify({
      events: [
        { id: 'EVGC1', resource_type: 'mandates', action: 'cancelled', links: { mandate: 'MD1' } },
      ],
      meta: { webhook_id: 'WB1' },
    });
    const post = (signature: string) =>
      deliveries.sent(
        app.call('POST', '/api/webhooks/gocardless', {
          body,
          headers: { 'webhook-signature': signature },
        }),
      );
    expect((await post(goCardlessSignature(body, 'wrong'))).status).toBe(498);
    expect((await post(goCardlessSignature(body, directDebit().webhookSecret))).status).toBe(200);
    expect((await post(goCardlessSignature(body, directDebit().webhookSecret))).status).toBe(200);
    expect(handled).toEqual([
      {
        provider: 'gocardless',
        event: expect.objectContaining({ type: 'mandate.cancelled', mandateId: 'MD1' }),
      },
    ]);
  });

  it('retries a webhook the platform could not process, with backoff, until it is acknowledged', async () => {
    const send = injectTransport(app.app);
    // Sessions of earlier tests may expire later: only this test's webhook is due now.
    await runPaymentSandbox(app.app.platform, send);
    const paid = await card().motoPayment({
      amountPence: 900,
      cardToken: 'tok_chargeDeclined',
      description: 'Settle',
      idempotencyKey: 'retry-me',
    });
    failNext = 2;
    expect(await runPaymentSandbox(app.app.platform, send)).toMatchObject({
      delivered: 0,
      failed: 1,
    });
    // Not due again until the first backoff has passed.
    app.clock.advance(FIRST_RETRY_MS - 1000);
    expect(await runPaymentSandbox(app.app.platform, send)).toMatchObject({
      delivered: 0,
      failed: 0,
    });
    app.clock.advance(1000);
    expect(await runPaymentSandbox(app.app.platform, send)).toMatchObject({ failed: 1 });
    app.clock.advance(retryDelayMs(2));
    expect(await runPaymentSandbox(app.app.platform, send)).toMatchObject({
      delivered: 1,
      failed: 0,
    });
    expect(handled).toEqual([
      { provider: 'stripe', event: expect.objectContaining({ paymentId: paid.paymentId }) },
    ]);
    const [webhook] = await app.db.query<{ attempts: number; delivered_at: Date | null }>(
      'SELECT attempts, delivered_at FROM payment_sandbox_webhooks ORDER BY created_at DESC LIMIT 1',
    );
    expect(webhook).toMatchObject({ attempts: 3 });
    expect(webhook?.delivered_at).not.toBeNull();
  });

  it('backs off exponentially up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 3_600_000);
  });
});
