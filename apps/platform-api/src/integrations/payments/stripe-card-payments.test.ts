import { MovableClock } from '../../clock';
import { startVendorFake, type VendorFake } from '../../test/vendor-fake';
import { ProviderError } from '../provider-error';
import { createStripeCardPayments } from './stripe-card-payments';
import { stripeSignatureHeader, WebhookSignatureError } from './webhook-signatures';

const SECRET = 'whsec_test_secret';
const NOW = '2026-03-02T10:00:00Z';
let fake: VendorFake;
const clock = new MovableClock(NOW);

beforeAll(async () => {
  fake = await startVendorFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  clock.set(NOW);
});

const stripe = () =>
  createStripeCardPayments({
    secretKey: 'sk_test_123',
    webhookSecret: SECRET,
    clock,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });

const SESSION = {
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  expires_at: 1_772_532_000,
};

function form(body: string): URLSearchParams {
  return new URLSearchParams(body);
}

function event(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: Math.floor(Date.parse(NOW) / 1000),
    data: { object },
  });
}

describe('the Stripe card payments adapter', () => {
  it('creates a hosted checkout with the amount, paths, saved card and idempotency key', async () => {
    fake.answer(() => ({ status: 200, body: SESSION }));
    const session = await stripe().createCheckoutSession({
      amountPence: 12_345,
      description: 'Car insurance MINI-1',
      successUrl: 'https://shop.test/paid?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://shop.test/checkout',
      saveCard: true,
      reference: 'PROP-1',
      customerEmail: 'ann@example.com',
      metadata: { proposal: 'PROP-1' },
      idempotencyKey: 'checkout-PROP-1-1',
    });
    expect(session).toEqual({
      id: 'cs_test_1',
      url: SESSION.url,
      expiresAt: new Date(SESSION.expires_at * 1000),
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_123');
    expect(request?.headers['idempotency-key']).toBe('checkout-PROP-1-1');
    const sent = form(request?.body ?? '');
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'payment',
      success_url: 'https://shop.test/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.test/checkout?session_id={CHECKOUT_SESSION_ID}',
      client_reference_id: 'PROP-1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': 'Car insurance MINI-1',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][proposal]': 'PROP-1',
      'metadata[save_card]': 'true',
      customer_creation: 'always',
      customer_email: 'ann@example.com',
    });
  });

  it('creates a setup session in setup mode for an existing customer', async () => {
    fake.answer(() => ({ status: 200, body: SESSION }));
    await stripe().createSetupSession({
      successUrl: 'https://shop.test/card',
      cancelUrl: 'https://shop.test/card',
      reference: 'ACC-1',
      customerId: 'cus_1',
      idempotencyKey: 'setup-1',
    });
    const sent = form(fake.requests[0]?.body ?? '');
    expect(sent.get('mode')).toBe('setup');
    expect(sent.get('customer')).toBe('cus_1');
    expect(sent.get('currency')).toBe('gbp');
    expect(fake.requests[0]?.headers['idempotency-key']).toBe('setup-1');
  });

  it('charges a saved card off-session and answers a decline with its decline code', async () => {
    fake.answer(() => ({
      status: 200,
      body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 5000 },
    }));
    const request = {
      amountPence: 5000,
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      description: 'March',
      idempotencyKey: 'collect-2026-03',
    };
    expect(await stripe().chargeSavedCard(request)).toEqual({
      status: 'succeeded',
      paymentId: 'pi_1',
      amountPence: 5000,
    });
    const sent = form(fake.requests[0]?.body ?? '');
    expect(fake.requests[0]?.path).toBe('/v1/payment_intents');
    expect(sent.get('off_session')).toBe('true');
    expect(sent.get('confirm')).toBe('true');
    expect(sent.get('payment_method')).toBe('pm_1');
    expect(fake.requests[0]?.headers['idempotency-key']).toBe('collect-2026-03');

    fake.answer(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: { id: 'pi_2', object: 'payment_intent' },
        },
      },
    }));
    expect(await stripe().chargeSavedCard(request)).toEqual({
      status: 'declined',
      paymentId: 'pi_2',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('takes a phone order marked MOTO from the card field token', async () => {
    fake.answer(() => ({
      status: 200,
      body: { id: 'pi_3', object: 'payment_intent', status: 'succeeded', amount: 700 },
    }));
    await stripe().motoPayment({
      amountPence: 700,
      cardToken: 'pm_card_visa',
      description: 'Settle',
      idempotencyKey: 'moto-1',
    });
    await stripe().motoPayment({
      amountPence: 700,
      cardToken: 'tok_visa',
      description: 'Settle',
      idempotencyKey: 'moto-2',
    });
    const [first, second] = fake.requests.map((request) => form(request.body));
    expect(first?.get('payment_method_options[card][moto]')).toBe('true');
    expect(first?.get('payment_method')).toBe('pm_card_visa');
    expect(second?.get('payment_method_data[card][token]')).toBe('tok_visa');
  });

  it("keeps a card field token as a new customer's card through a confirmed SetupIntent", async () => {
    fake.answer((request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_9', object: 'customer' } }
        : {
            status: 200,
            body: {
              id: 'seti_1',
              object: 'setup_intent',
              status: 'succeeded',
              payment_method: {
                id: 'pm_9',
                object: 'payment_method',
                card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
              },
            },
          },
    );
    const result = await stripe().saveCard({
      cardToken: 'tok_visa',
      idempotencyKey: 'card-1',
      metadata: { accountId: 'ACC-1' },
    });
    expect(result).toEqual({
      status: 'saved',
      card: {
        customerId: 'cus_9',
        paymentMethodId: 'pm_9',
        brand: 'visa',
        last4: '4242',
        expMonth: 4,
        expYear: 2031,
      },
    });
    const [customer, setup] = fake.requests;
    expect(customer?.path).toBe('/v1/customers');
    expect(customer?.headers['idempotency-key']).toBe('card-1:customer');
    expect(setup?.path).toBe('/v1/setup_intents');
    expect(setup?.headers['idempotency-key']).toBe('card-1');
    const sent = form(setup?.body ?? '');
    expect(sent.get('customer')).toBe('cus_9');
    expect(sent.get('confirm')).toBe('true');
    expect(sent.get('usage')).toBe('off_session');
    expect(sent.get('payment_method_data[card][token]')).toBe('tok_visa');
  });

  it('answers a card the bank refuses to keep as declined, and one that needs the customer as authentication_required', async () => {
    fake.answer(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    }));
    expect(
      await stripe().saveCard({ cardToken: 'tok_x', customerId: 'cus_1', idempotencyKey: 'k1' }),
    ).toEqual({
      status: 'declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/setup_intents']);

    fake.answer(() => ({
      status: 200,
      body: { id: 'seti_2', object: 'setup_intent', status: 'requires_action' },
    }));
    expect(
      await stripe().saveCard({ cardToken: 'tok_y', customerId: 'cus_1', idempotencyKey: 'k2' }),
    ).toMatchObject({ status: 'declined', declineCode: 'authentication_required' });
  });

  it('lists the paid Checkout Sessions of a window, pages and all, with their cards and metadata', async () => {
    const paidSession = (id: string, intent: unknown, metadata: Record<string, string>) => ({
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 4_321,
      client_reference_id: `PROP-${id}`,
      customer: 'cus_7',
      payment_intent: intent,
      metadata,
    });
    const pages = [
      {
        object: 'list',
        url: '/v1/checkout/sessions',
        has_more: true,
        data: [
          paidSession(
            'cs_a',
            {
              id: 'pi_a',
              object: 'payment_intent',
              payment_method: {
                id: 'pm_a',
                object: 'payment_method',
                card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 },
              },
            },
            { purpose: 'proposal', save_card: 'true' },
          ),
          // Completed without payment (a 100 % discount) or a setup session: nothing was taken.
          { ...paidSession('cs_b', null, {}), payment_status: 'no_payment_required' },
        ],
      },
      {
        object: 'list',
        url: '/v1/checkout/sessions',
        has_more: false,
        data: [paidSession('cs_c', 'pi_c', { purpose: 'settle' })],
      },
    ];
    fake.answer(() => ({ status: 200, body: pages.shift() }));
    const since = new Date('2026-02-28T10:00:00Z');
    const paid = await stripe().listPaidCheckouts({ createdSince: since });
    expect(paid).toEqual([
      {
        sessionId: 'cs_a',
        mode: 'payment',
        reference: 'PROP-cs_a',
        amountPence: 4_321,
        paymentId: 'pi_a',
        savedCard: {
          customerId: 'cus_7',
          paymentMethodId: 'pm_a',
          brand: 'visa',
          last4: '4242',
          expMonth: 1,
          expYear: 2031,
        },
        metadata: { purpose: 'proposal', save_card: 'true' },
      },
      {
        sessionId: 'cs_c',
        mode: 'payment',
        reference: 'PROP-cs_c',
        amountPence: 4_321,
        paymentId: 'pi_c',
        savedCard: null,
        metadata: { purpose: 'settle' },
      },
    ]);
    const [first, second] = fake.requests;
    expect(first?.method).toBe('GET');
    expect(first?.path).toBe('/v1/checkout/sessions');
    expect(first?.query.get('status')).toBe('complete');
    expect(first?.query.get('created[gte]')).toBe(String(since.getTime() / 1000));
    expect([...(first?.query.values() ?? [])]).toContain('data.payment_intent.payment_method');
    expect(second?.query.get('starting_after')).toBe('cs_b');
  });

  it('refunds a payment intent under the refund’s idempotency key', async () => {
    fake.answer(() => ({
      status: 200,
      body: {
        id: 're_1',
        object: 'refund',
        payment_intent: 'pi_9',
        amount: 1_500,
        status: 'succeeded',
      },
    }));
    const refund = await stripe().refund({
      paymentId: 'pi_9',
      amountPence: 1_500,
      reason: 'duplicate',
      idempotencyKey: 'refund:pi_9',
      metadata: { proposalId: 'PROP-1' },
    });
    expect(refund).toEqual({ id: 're_1', paymentId: 'pi_9', amountPence: 1_500 });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/refunds');
    expect(request?.headers['idempotency-key']).toBe('refund:pi_9');
    expect(Object.fromEntries(form(request?.body ?? ''))).toEqual({
      payment_intent: 'pi_9',
      amount: '1500',
      reason: 'duplicate',
      'metadata[proposalId]': 'PROP-1',
    });

    fake.answer(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge already refunded',
        },
      },
    }));
    // Stripe's answer, not an outage: a refusal with Stripe's code, never asked again.
    await expect(
      stripe().refund({
        paymentId: 'pi_9',
        amountPence: 1_500,
        reason: 'duplicate',
        idempotencyKey: 'refund:other',
      }),
    ).rejects.toMatchObject({ name: 'ProviderRefusal', reason: 'charge_already_refunded' });
  });

  it('reports a refused key as a provider error', async () => {
    fake.answer(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    }));
    await expect(
      stripe().createSetupSession({
        successUrl: 'https://a.test',
        cancelUrl: 'https://a.test',
        reference: 'r',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow(ProviderError);
  });

  describe('webhooks', () => {
    const completed = event('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'payment',
      amount_total: 12_345,
      client_reference_id: 'PROP-1',
      payment_intent: 'pi_1',
      metadata: { proposal: 'PROP-1', save_card: 'true' },
    });

    it('verifies a good signature and reads back the saved card', async () => {
      fake.answer(() => ({
        status: 200,
        body: {
          id: 'cs_test_1',
          object: 'checkout.session',
          customer: 'cus_9',
          payment_intent: {
            id: 'pi_1',
            object: 'payment_intent',
            payment_method: {
              id: 'pm_9',
              object: 'payment_method',
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
            },
          },
        },
      }));
      const events = await stripe().parseWebhook(
        completed,
        stripeSignatureHeader(completed, SECRET, clock.now()),
      );
      expect(events).toEqual([
        {
          type: 'checkout.completed',
          eventId: 'evt_checkout.session.completed',
          sessionId: 'cs_test_1',
          mode: 'payment',
          reference: 'PROP-1',
          amountPence: 12_345,
          paymentId: 'pi_1',
          savedCard: {
            customerId: 'cus_9',
            paymentMethodId: 'pm_9',
            brand: 'visa',
            last4: '4242',
            expMonth: 12,
            expYear: 2030,
          },
          metadata: { proposal: 'PROP-1', save_card: 'true' },
        },
      ]);
      expect(fake.requests[0]?.path).toBe('/v1/checkout/sessions/cs_test_1');
      expect([...(fake.requests[0]?.query.values() ?? [])]).toContain(
        'payment_intent.payment_method',
      );
    });

    it('refuses a tampered body, a wrong secret, a stale timestamp and no signature', async () => {
      const signed = stripeSignatureHeader(completed, SECRET, clock.now());
      await expect(stripe().parseWebhook(completed.replace('12345', '1'), signed)).rejects.toThrow(
        WebhookSignatureError,
      );
      await expect(
        stripe().parseWebhook(
          completed,
          stripeSignatureHeader(completed, 'whsec_other', clock.now()),
        ),
      ).rejects.toThrow(WebhookSignatureError);
      clock.advance(301_000);
      await expect(stripe().parseWebhook(completed, signed)).rejects.toThrow(WebhookSignatureError);
      await expect(stripe().parseWebhook(completed, undefined)).rejects.toThrow(
        WebhookSignatureError,
      );
      expect(fake.requests).toHaveLength(0);
    });

    it('reads a decline, an expiry and a refund, and ignores other types', async () => {
      const bodies = [
        event('payment_intent.payment_failed', {
          id: 'pi_5',
          object: 'payment_intent',
          amount: 900,
          metadata: { proposal: 'P' },
          last_payment_error: {
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Declined',
          },
        }),
        event('checkout.session.expired', {
          id: 'cs_2',
          object: 'checkout.session',
          client_reference_id: 'P',
          metadata: {},
        }),
        event('charge.refunded', {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_5',
          amount_refunded: 400,
          metadata: {},
        }),
        event('customer.created', { id: 'cus_1', object: 'customer' }),
      ];
      const read = await Promise.all(
        bodies.map((body) =>
          stripe().parseWebhook(body, stripeSignatureHeader(body, SECRET, clock.now())),
        ),
      );
      expect(read.map((events) => events.map((e) => e.type))).toEqual([
        ['payment.failed'],
        ['checkout.expired'],
        ['refund'],
        [],
      ]);
      expect(read[0]?.[0]).toMatchObject({ declineCode: 'generic_decline', amountPence: 900 });
      expect(read[2]?.[0]).toMatchObject({ paymentId: 'pi_5', amountRefundedPence: 400 });
    });
  });
});
