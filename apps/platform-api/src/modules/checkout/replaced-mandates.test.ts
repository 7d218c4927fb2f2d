import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  openMandateFlow,
  payableQuote,
  post,
  replayWebhooks,
  sandboxBank,
  sessionOf,
} from '../../test/checkout-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

async function confirmAndComplete(flowId: string, token = t.token) {
  expect(
    await sandboxBank(t).confirmFlow(flowId, {
      accountHolderName: 'A Customer',
      ...SANDBOX_BANK_ACCOUNT,
    }),
  ).toMatchObject({ kind: 'redirect' });
  return post<{ id: string; status: string }>(t, '/api/goCardless/mandates', token, {
    redirectFlowId: flowId,
  });
}

/** A policy bought by Direct Debit: its account pays from the mandate made at checkout. */
async function directDebitPolicy(): Promise<string> {
  const code = await payableQuote(t, t.token);
  const completed = await confirmAndComplete(await openMandateFlow(t, t.token, code));
  expect(completed.status).toBe(200);
  return completed.body.id;
}

/** The billing tab's "Replace your Direct Debit": a flow for no proposal. */
async function billingTabFlow(token = t.token): Promise<string> {
  // Each mandate is set up a minute after the one before it, as a customer would.
  t.clock.advance(60_000);
  const flow = await post<{ redirectUrl: string }>(t, '/api/goCardless/flows', token, {
    mandateDescription: 'MINI Insurance monthly payments',
    successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing`,
  });
  expect(flow.status).toBe(200);
  return sessionOf(flow.body.redirectUrl);
}

/** The Direct Debit methods of the account that holds a mandate, oldest first. */
async function methods(mandateId: string) {
  return t.db.query<{ customer_account_id: string; mandate_id: string; mandate_status: string }>(
    `SELECT customer_account_id, mandate_id, mandate_status FROM payment_methods
      WHERE type = 'BACS_DEBIT' AND customer_account_id =
        (SELECT customer_account_id FROM payment_methods WHERE mandate_id = $1)
      ORDER BY created_at, mandate_id`,
    [mandateId],
  );
}

async function providerStatus(mandateId: string) {
  const [row] = await t.db.query<{ status: string }>(
    'SELECT status FROM payment_sandbox_dd_mandates WHERE id = $1',
    [mandateId],
  );
  return row?.status;
}

async function cancelledWebhooks(mandateId: string) {
  const rows = await t.db.query<{ body: string }>(
    "SELECT body FROM payment_sandbox_webhooks WHERE provider = 'gocardless'",
  );
  // The mandate's own event: its cancel also cancels its payments not yet submitted, whose
  // payments.cancelled events link the mandate too.
  return rows.filter(
    (row) =>
      row.body.includes('"resource_type":"mandates"') &&
      row.body.includes('"cancelled"') &&
      row.body.includes(`"${mandateId}"`),
  ).length;
}

describe(`replacing a Direct Debit cancels the replaced mandate (${TEST_DATABASE_KIND})`, () => {
  it('cancels the old mandate at the provider once the new one is saved, and only once', async () => {
    const old = await directDebitPolicy();
    const flowId = await billingTabFlow();
    const replaced = await confirmAndComplete(flowId);
    expect(replaced.status).toBe(200);
    expect(await providerStatus(old)).toBe('cancelled');
    expect(await providerStatus(replaced.body.id)).toBe('pending_submission');
    const after = await methods(old);
    expect(after.map((m) => [m.mandate_id, m.mandate_status])).toEqual([
      [old, 'CANCELLED'],
      [replaced.body.id, 'PENDING_CUSTOMER_APPROVAL'],
    ]);
    expect(after[0]?.customer_account_id).toBe(after[1]?.customer_account_id);

    // The browser returns again, and the provider's webhooks are delivered and replayed.
    const again = await post(t, '/api/goCardless/mandates', t.token, { redirectFlowId: flowId });
    expect(again.status).toBe(200);
    await deliverWebhooks(t);
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    expect(await cancelledWebhooks(old)).toBe(1);
    expect((await methods(old)).map((m) => m.mandate_status)).toEqual([
      'CANCELLED',
      'PENDING_CUSTOMER_APPROVAL',
    ]);
  });

  it('finishes the cancel on a retry after a crash between saving and cancelling', async () => {
    const old = await directDebitPolicy();
    const flowId = await billingTabFlow();
    const directDebit = t.app.platform.integrations.directDebit;
    const cancel = directDebit.cancelMandate.bind(directDebit);
    directDebit.cancelMandate = async () => {
      throw new Error('the process stopped here');
    };
    try {
      expect((await confirmAndComplete(flowId)).status).toBe(500);
    } finally {
      directDebit.cancelMandate = cancel;
    }
    expect(await providerStatus(old)).toBe('pending_submission');
    const retried = await post(t, '/api/goCardless/mandates', t.token, { redirectFlowId: flowId });
    expect(retried.status).toBe(200);
    expect(await providerStatus(old)).toBe('cancelled');
    expect(await cancelledWebhooks(old)).toBe(1);
  });

  it('completing an older flow again never cancels the newer mandate', async () => {
    await directDebitPolicy();
    const first = await billingTabFlow();
    const firstMandate = await confirmAndComplete(first);
    const second = await confirmAndComplete(await billingTabFlow());
    expect(await providerStatus(firstMandate.body.id)).toBe('cancelled');
    expect(
      (await post(t, '/api/goCardless/mandates', t.token, { redirectFlowId: first })).status,
    ).toBe(200);
    expect(await providerStatus(second.body.id)).toBe('pending_submission');
  });

  it("answers another customer's flow id with 404 and cancels nothing", async () => {
    const old = await directDebitPolicy();
    const flowId = await billingTabFlow();
    await sandboxBank(t).confirmFlow(flowId, {
      accountHolderName: 'A Customer',
      ...SANDBOX_BANK_ACCOUNT,
    });
    const other = await t.anonymousToken();
    const answer = await post(t, '/api/goCardless/mandates', other, { redirectFlowId: flowId });
    expect(answer.status).toBe(404);
    expect(await providerStatus(old)).toBe('pending_submission');
  });
});
