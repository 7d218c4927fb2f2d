import { Agent } from 'node:https';
import { connect } from 'node:net';
import {
  type FakeAnswer,
  type FakeRequest,
  startVendorFake,
  type VendorFake,
} from '../../test/vendor-fake';
import { ProviderError, ProviderRefusal } from '../provider-error';
import { createGoCardlessDirectDebit } from './gocardless-direct-debit';
import { goCardlessSignature, WebhookSignatureError } from './webhook-signatures';

const SECRET = 'gc-webhook-secret';
let fake: VendorFake;

/**
 * The SDK only knows GoCardless's HTTPS hosts: this agent hands its requests to the local fake
 * over a plain connection instead of TLS (the SDK's `proxy` option is its agent).
 */
class LocalFakeAgent extends Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): ReturnType<typeof connect> {
    return connect(this.port, '127.0.0.1');
  }
}

beforeAll(async () => {
  fake = await startVendorFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const directDebit = () =>
  createGoCardlessDirectDebit({
    accessToken: 'sandbox_token',
    environment: 'sandbox',
    webhookSecret: SECRET,
    agents: { https: new LocalFakeAgent(fake.port) },
  });

const MANDATE = {
  id: 'MD000123',
  status: 'pending_submission',
  reference: 'MINI-ABC',
  created_at: '2026-03-02T10:00:00.000Z',
  links: { customer: 'CU000123', customer_bank_account: 'BA000123' },
};
const BANK_ACCOUNT = {
  id: 'BA000123',
  bank_name: 'BARCLAYS BANK PLC',
  account_number_ending: '11',
};

function routes(table: Record<string, unknown>): (request: FakeRequest) => FakeAnswer {
  return (request) => {
    const body = table[`${request.method} ${request.path}`];
    return body
      ? { status: 200, body }
      : { status: 404, body: { error: { message: 'not found' } } };
  };
}

describe('the GoCardless Direct Debit adapter', () => {
  it('starts a redirect flow with the description, success URL, session token and key', async () => {
    fake.answer(
      routes({
        'POST /redirect_flows': {
          redirect_flows: {
            id: 'RE000001',
            redirect_url: 'https://pay-sandbox.gocardless.com/flow/RE000001',
          },
        },
      }),
    );
    const flow = await directDebit().createRedirectFlow({
      description: 'MINI Insurance monthly payments',
      successUrl: 'https://shop.test/dd/return',
      sessionToken: 'session-1',
      prefilledCustomer: { email: 'ann@example.com', givenName: 'Ann' },
      idempotencyKey: 'flow-PROP-1',
    });
    expect(flow).toEqual({
      id: 'RE000001',
      redirectUrl: 'https://pay-sandbox.gocardless.com/flow/RE000001',
    });
    const [request] = fake.requests;
    expect(request?.headers.host).toBe('api-sandbox.gocardless.com');
    expect(request?.headers.authorization).toBe('Bearer sandbox_token');
    expect(request?.headers['idempotency-key']).toBe('flow-PROP-1');
    expect(request?.headers['gocardless-version']).toBe('2015-07-06');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      redirect_flows: {
        description: 'MINI Insurance monthly payments',
        session_token: 'session-1',
        success_redirect_url: 'https://shop.test/dd/return',
        scheme: 'bacs',
        prefilled_customer: { email: 'ann@example.com', given_name: 'Ann' },
      },
    });
  });

  it('completes a flow into its mandate with the bank name and account ending', async () => {
    fake.answer(
      routes({
        'POST /redirect_flows/RE000001/actions/complete': {
          redirect_flows: { id: 'RE000001', links: { mandate: 'MD000123' } },
        },
        'GET /mandates/MD000123': { mandates: MANDATE },
        'GET /customer_bank_accounts/BA000123': { customer_bank_accounts: BANK_ACCOUNT },
      }),
    );
    const mandate = await directDebit().completeRedirectFlow({
      flowId: 'RE000001',
      sessionToken: 'session-1',
      idempotencyKey: 'complete-RE000001',
    });
    expect(mandate).toEqual({
      id: 'MD000123',
      customerId: 'CU000123',
      status: 'PENDING_CUSTOMER_APPROVAL',
      providerStatus: 'pending_submission',
      reference: 'MINI-ABC',
      bankName: 'BARCLAYS BANK PLC',
      accountNumberEnding: '11',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
      data: { session_token: 'session-1' },
    });
  });

  it('reads the flow again when it was completed already (a browser that returns twice)', async () => {
    fake.answer((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: {
              error: {
                type: 'invalid_state',
                code: 422,
                message: 'This redirect flow has already been completed',
                errors: [{ reason: 'redirect_flow_already_completed', message: 'completed' }],
                request_id: 'r1',
              },
            },
          }
        : routes({
            'GET /redirect_flows/RE000001': {
              redirect_flows: { id: 'RE000001', links: { mandate: 'MD000123' } },
            },
            'GET /mandates/MD000123': { mandates: { ...MANDATE, status: 'active' } },
            'GET /customer_bank_accounts/BA000123': { customer_bank_accounts: BANK_ACCOUNT },
          })(request),
    );
    const mandate = await directDebit().completeRedirectFlow({
      flowId: 'RE000001',
      sessionToken: 'session-1',
      idempotencyKey: 'complete-RE000001',
    });
    expect(mandate.status).toBe('ACTIVE');
  });

  it("lists a customer's mandates", async () => {
    fake.answer(
      routes({
        'GET /mandates': {
          mandates: [MANDATE, { ...MANDATE, id: 'MD2', status: 'cancelled' }],
          meta: {},
        },
        'GET /customer_bank_accounts/BA000123': { customer_bank_accounts: BANK_ACCOUNT },
      }),
    );
    const mandates = await directDebit().listMandates({ customerId: 'CU000123' });
    expect(mandates.map((m) => [m.id, m.status])).toEqual([
      ['MD000123', 'PENDING_CUSTOMER_APPROVAL'],
      ['MD2', 'CANCELLED'],
    ]);
    expect(fake.requests[0]?.query.get('customer')).toBe('CU000123');
  });

  it('cancels a mandate through the SDK', async () => {
    fake.answer(
      routes({
        'POST /mandates/MD000123/actions/cancel': { mandates: { ...MANDATE, status: 'cancelled' } },
        'GET /customer_bank_accounts/BA000123': { customer_bank_accounts: BANK_ACCOUNT },
      }),
    );
    const mandate = await directDebit().cancelMandate({ mandateId: 'MD000123' });
    expect(mandate).toMatchObject({ id: 'MD000123', status: 'CANCELLED' });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/mandates/MD000123/actions/cancel',
    });
  });

  it('answers a mandate cancelled already as it is, and refuses a live one it could not cancel', async () => {
    const refusal = {
      status: 422,
      body: {
        error: {
          type: 'invalid_state',
          code: 422,
          message: 'Mandate cannot be cancelled in its current state',
          errors: [{ reason: 'cancellation_failed', message: 'cannot be cancelled' }],
          request_id: 'r2',
        },
      },
    };
    let status = 'cancelled';
    fake.answer((request) =>
      request.method === 'POST'
        ? refusal
        : routes({
            'GET /mandates/MD000123': { mandates: { ...MANDATE, status } },
            'GET /customer_bank_accounts/BA000123': { customer_bank_accounts: BANK_ACCOUNT },
          })(request),
    );
    expect(await directDebit().cancelMandate({ mandateId: 'MD000123' })).toMatchObject({
      status: 'CANCELLED',
      providerStatus: 'cancelled',
    });
    status = 'active';
    await expect(directDebit().cancelMandate({ mandateId: 'MD000123' })).rejects.toThrow(
      ProviderError,
    );
  });

  it('creates a payment on a mandate with a charge date and the idempotency key', async () => {
    fake.answer(
      routes({
        'POST /payments': {
          payments: {
            id: 'PM0001',
            amount: 4599,
            charge_date: '2026-03-06',
            status: 'pending_submission',
            links: { mandate: 'MD000123' },
          },
        },
      }),
    );
    const payment = await directDebit().createPayment({
      mandateId: 'MD000123',
      amountPence: 4599,
      chargeDate: '2026-03-06',
      description: 'March instalment',
      metadata: { statement: 'ST-1' },
      idempotencyKey: 'collect-ST-1',
    });
    expect(payment).toEqual({
      id: 'PM0001',
      mandateId: 'MD000123',
      amountPence: 4599,
      chargeDate: '2026-03-06',
      status: 'pending_submission',
    });
    expect(fake.requests[0]?.headers['idempotency-key']).toBe('collect-ST-1');
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
      payments: {
        amount: '4599',
        currency: 'GBP',
        description: 'March instalment',
        links: { mandate: 'MD000123' },
        charge_date: '2026-03-06',
        metadata: { statement: 'ST-1' },
      },
    });
  });

  describe('refunds', () => {
    const REFUND = {
      id: 'RF0001',
      amount: 2500,
      currency: 'GBP',
      status: 'created',
      links: { payment: 'PM0001', mandate: 'MD000123' },
      metadata: { platform_key: 'cancellation-refund:LT1' },
    };
    const request = {
      paymentId: 'PM0001',
      amountPence: 2500,
      totalRefundedPence: 4000,
      metadata: { accountId: 'ACC1' },
      idempotencyKey: 'cancellation-refund:LT1',
    };
    const refusal = (type: string, reason: string) => ({
      status: 422,
      body: {
        error: {
          type,
          code: 422,
          message: 'Refused',
          errors: [{ reason, message: `refused: ${reason}` }],
          request_id: 'r3',
        },
      },
    });

    it('refunds a payment with the amount, the total confirmation, the link and the key', async () => {
      fake.answer(routes({ 'POST /refunds': { refunds: REFUND } }));
      expect(await directDebit().refund(request)).toEqual({
        id: 'RF0001',
        paymentId: 'PM0001',
        amountPence: 2500,
        status: 'created',
      });
      expect(fake.requests[0]?.headers['idempotency-key']).toBe('cancellation-refund:LT1');
      expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
        refunds: {
          amount: 2500,
          total_amount_confirmation: 4000,
          links: { payment: 'PM0001' },
          metadata: { accountId: 'ACC1', platform_key: 'cancellation-refund:LT1' },
        },
      });
    });

    it('answers a repeated key with the refund the first request made', async () => {
      fake.answer((seen) =>
        seen.method === 'POST'
          ? {
              status: 409,
              body: {
                error: {
                  type: 'invalid_state',
                  code: 409,
                  message: 'A resource has already been created with this idempotency key',
                  errors: [
                    {
                      reason: 'idempotent_creation_conflict',
                      message: 'conflict',
                      links: { conflicting_resource_id: 'RF0001' },
                    },
                  ],
                  request_id: 'r4',
                },
              },
            }
          : routes({ 'GET /refunds/RF0001': { refunds: REFUND } })(seen),
      );
      expect(await directDebit().refund(request)).toMatchObject({
        id: 'RF0001',
        amountPence: 2500,
      });
      expect(fake.requests.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
        'POST /refunds',
        'GET /refunds/RF0001',
      ]);
    });

    it('finds the refund its key made when GoCardless judges the total first on a retry', async () => {
      fake.answer((seen) =>
        seen.method === 'POST'
          ? refusal('invalid_state', 'total_amount_confirmation_invalid')
          : routes({
              'GET /refunds': {
                refunds: [
                  { ...REFUND, id: 'RF0000', metadata: { platform_key: 'another' } },
                  REFUND,
                ],
                meta: { cursors: { after: null, before: null }, limit: 50 },
              },
            })(seen),
      );
      expect(await directDebit().refund(request)).toMatchObject({ id: 'RF0001' });
      expect(fake.requests[1]?.query.get('payment')).toBe('PM0001');
    });

    it('reports what GoCardless refuses as a refusal with its reason, and an outage as a failure', async () => {
      fake.answer((seen) =>
        seen.method === 'POST'
          ? refusal('invalid_state', 'total_amount_confirmation_invalid')
          : routes({
              'GET /refunds': {
                refunds: [],
                meta: { cursors: { after: null, before: null }, limit: 50 },
              },
            })(seen),
      );
      await expect(directDebit().refund(request)).rejects.toMatchObject({
        name: 'ProviderRefusal',
        reason: 'total_amount_confirmation_invalid',
      });
      fake.answer(() => refusal('invalid_state', 'refund_payment_invalid_state'));
      const refused = await directDebit()
        .refund(request)
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ProviderRefusal);
      expect(refused).toMatchObject({ reason: 'refund_payment_invalid_state' });
      fake.answer(() => ({
        status: 500,
        body: { error: { type: 'gocardless', code: 500, message: 'Internal', errors: [] } },
      }));
      const down = await directDebit()
        .refund(request)
        .catch((error: unknown) => error);
      expect(down).toBeInstanceOf(ProviderError);
      expect(down).not.toBeInstanceOf(ProviderRefusal);
    });
  });

  it('reports a refused token as a provider error', async () => {
    fake.answer(() => ({
      status: 401,
      body: {
        error: { type: 'invalid_api_usage', code: 401, message: 'Invalid token', errors: [] },
      },
    }));
    await expect(directDebit().listMandates({ customerId: 'CU1' })).rejects.toThrow(ProviderError);
  });

  describe('webhooks', () => {
    const body = JSON.stringify({
      events: [
        {
          id: 'EV1',
          resource_type: 'mandates',
          action: 'active',
          links: { mandate: 'MD1' },
          details: { cause: 'mandate_activated' },
        },
        { id: 'EV2', resource_type: 'payments', action: 'confirmed', links: { payment: 'PM1' } },
        { id: 'EV3', resource_type: 'payments', action: 'charged_back', links: { payment: 'PM1' } },
        {
          id: 'EV5',
          resource_type: 'payments',
          action: 'cancelled',
          links: { payment: 'PM2', mandate: 'MD1' },
          details: { cause: 'mandate_cancelled', description: 'The mandate was cancelled.' },
        },
        { id: 'EV4', resource_type: 'payouts', action: 'paid', links: { payout: 'PO1' } },
        {
          id: 'EV6',
          resource_type: 'refunds',
          action: 'bounced',
          links: { refund: 'RF1', payment: 'PM1' },
          details: { cause: 'refund_bounced', description: 'The refund bounced.' },
        },
        { id: 'EV7', resource_type: 'refunds', action: 'paid', links: { refund: 'RF2' } },
        { id: 'EV8', resource_type: 'refunds', action: 'created', links: { refund: 'RF3' } },
      ],
      meta: { webhook_id: 'WB1' },
    });

    it('verifies the Webhook-Signature and reads the events it uses (a refund that bounced among them)', async () => {
      const events = await directDebit().parseWebhook(body, goCardlessSignature(body, SECRET));
      expect(events).toEqual([
        {
          type: 'mandate.active',
          eventId: 'EV1',
          mandateId: 'MD1',
          cause: 'mandate_activated',
          description: null,
        },
        {
          type: 'payment.confirmed',
          eventId: 'EV2',
          paymentId: 'PM1',
          cause: null,
          description: null,
        },
        {
          type: 'payment.charged_back',
          eventId: 'EV3',
          paymentId: 'PM1',
          cause: null,
          description: null,
        },
        {
          type: 'payment.cancelled',
          eventId: 'EV5',
          paymentId: 'PM2',
          cause: 'mandate_cancelled',
          description: 'The mandate was cancelled.',
        },
        {
          type: 'refund.failed',
          eventId: 'EV6',
          refundId: 'RF1',
          paymentId: 'PM1',
          cause: 'refund_bounced',
          description: 'The refund bounced.',
        },
        {
          type: 'refund.paid',
          eventId: 'EV7',
          refundId: 'RF2',
          paymentId: null,
          cause: null,
          description: null,
        },
      ]);
    });

    it('refuses a tampered body, a wrong secret and a missing signature', async () => {
      const signature = goCardlessSignature(body, SECRET);
      await expect(
        directDebit().parseWebhook(body.replace('MD1', 'MD2'), signature),
      ).rejects.toThrow(WebhookSignatureError);
      await expect(
        directDebit().parseWebhook(body, goCardlessSignature(body, 'other')),
      ).rejects.toThrow(WebhookSignatureError);
      await expect(directDebit().parseWebhook(body, undefined)).rejects.toThrow(
        WebhookSignatureError,
      );
    });
  });
});
