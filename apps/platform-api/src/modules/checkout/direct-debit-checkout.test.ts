import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  openMandateFlow,
  outcomeOf,
  payableQuote,
  post,
  replayWebhooks,
  sandboxBank,
} from '../../test/checkout-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runBillingJob } from '../billing';
import { providerCollectPayment } from './collect-payment-adapter';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
const DAY = 86_400_000;

/** The customer sets up a mandate for the proposal's DIRECT_DEBIT checkout on the sandbox page. */
async function mandateFor(code: string) {
  const flowId = await openMandateFlow(t, t.token, code);
  const confirmed = await sandboxBank(t).confirmFlow(flowId, {
    accountHolderName: 'A Customer',
    ...SANDBOX_BANK_ACCOUNT,
  });
  expect(confirmed).toMatchObject({ kind: 'redirect' });
  return post<{ id: string; status: string }>(t, '/api/goCardless/mandates', t.token, {
    redirectFlowId: flowId,
  });
}

describe(`direct-debit checkout on the sandbox (${TEST_DATABASE_KIND})`, () => {
  it('binds with a pending first payment on the mandate, posted once the provider confirms it', async () => {
    const code = await payableQuote(t, t.token);
    const mandate = await mandateFor(code);
    expect(mandate.status).toBe(200);
    const listed = await t.call<{ id: string; status: string }[]>(
      'GET',
      '/api/goCardless/mandates',
      {
        token: t.token,
      },
    );
    expect(listed.body).toEqual([
      expect.objectContaining({ id: mandate.body.id, status: 'PENDING_CUSTOMER_APPROVAL' }),
    ]);
    let outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toEqual([
      expect.objectContaining({ status: 'PENDING', sub_type: 'GOCARDLESS' }),
    ]);
    // The mandate becomes active and the payment is collected days later.
    t.clock.advance(7 * DAY);
    await deliverWebhooks(t);
    outcome = await outcomeOf(t, code);
    expect(outcome.payments).toEqual([expect.objectContaining({ status: 'POSTED' })]);
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    expect((await outcomeOf(t, code)).payments).toHaveLength(1);

    const [method] = await t.db.query<{ mandate_status: string }>(
      `SELECT m.mandate_status FROM payment_methods m
         JOIN customer_accounts a ON a.id = m.customer_account_id
         JOIN policies p ON p.id = a.policy_id WHERE p.proposal_id = $1`,
      [code],
    );
    expect(method?.mandate_status).toBe('ACTIVE');

    // A month on, the billing job collects statement 1 from the mandate.
    t.clock.advance(35 * DAY);
    const run = await runBillingJob(t.app.platform, providerCollectPayment(t.app.platform));
    expect(run.collections.errors).toEqual([]);
    expect(run.collections.pending.length).toBeGreaterThan(0);
    t.clock.advance(7 * DAY);
    await deliverWebhooks(t);
    const collected = await outcomeOf(t, code);
    expect(collected.payments.filter((payment) => payment.status === 'POSTED').length).toBe(2);
  });

  it('completing the flow twice keeps one policy and one payment', async () => {
    const code = await payableQuote(t, t.token);
    const flowId = await openMandateFlow(t, t.token, code);
    await sandboxBank(t).confirmFlow(flowId, { accountHolderName: 'A B', ...SANDBOX_BANK_ACCOUNT });
    const first = await post(t, '/api/goCardless/mandates', t.token, { redirectFlowId: flowId });
    const second = await post(t, '/api/goCardless/mandates', t.token, { redirectFlowId: flowId });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toHaveLength(1);
  });

  it("refuses another customer's redirect flow", async () => {
    const flow = await post<{ redirectUrl: string }>(t, '/api/goCardless/flows', t.token, {
      mandateDescription: 'Payments',
      successUrl: `${TEST_PUBLIC_URL}/dd`,
    });
    const flowId = flow.body.redirectUrl.split('/').pop() as string;
    const stranger = await t.anonymousToken();
    const response = await post(t, '/api/goCardless/mandates', stranger, {
      redirectFlowId: flowId,
    });
    expect(response.status).toBe(404);
  });
});
