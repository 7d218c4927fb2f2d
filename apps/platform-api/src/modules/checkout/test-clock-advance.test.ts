// The payment test clock over HTTP: a month of billing runs on the sandboxes in one call, as the
// browser tests drive it (POST /sandbox/clock/advance), then a failed collection settled by card.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../app';
import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import { SANDBOX_FAILING_NAME } from '../../integrations/payments/sandbox-direct-debit';
import {
  deliverWebhooks,
  openMandateFlow,
  outcomeOf,
  payableQuote,
  post,
  RETURN,
  replayWebhooks,
  sandboxBank,
} from '../../test/checkout-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { openTestDatabase, TEST_DATABASE_KIND } from '../../test/test-database';
import { MAX_TEST_CLOCK_ADVANCE_DAYS } from './test-clock-advance';

type Account = { accountId: string; outstandingAmount: number; paymentMethodType: string };
type Statement = { statementNumber: number; status: string; amountOutstanding: number };

// Bought on Monday 2 March; the fixtures' cover starts on 10 March, so the payment day is the 10th.
const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z', anonymousToken: false });

const advance = (days: unknown) =>
  t.call<{ now: string }>('POST', '/sandbox/clock/advance', { body: { days } });

/**
 * The customer fills in the sandbox's hosted card page (a form post, as the browser does); the
 * answer is the redirect back to the portal, not followed.
 */
async function payOnCardPage(url: string) {
  const form = new URLSearchParams({
    name: 'A Customer',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return response.statusCode;
}

/** A DUAL flex policy: a card deposit, then monthly by a mandate whose payer's bank says no. */
async function dualPolicyCollectedFromFailingMandate(token: string): Promise<Account> {
  const code = await payableQuote(t, token);
  const flowId = await openMandateFlow(t, token, code, 'DUAL');
  await sandboxBank(t).confirmFlow(flowId, {
    accountHolderName: `Will ${SANDBOX_FAILING_NAME.toUpperCase()} Collections`,
    ...SANDBOX_BANK_ACCOUNT,
  });
  const mandate = await post(t, '/api/goCardless/mandates', token, { redirectFlowId: flowId });
  expect(mandate.status).toBe(200);
  const deposit = await post<{ url: string }>(t, `/api/stripe/checkout/proposal/${code}`, token, {
    ...RETURN,
    method: 'DUAL',
  });
  expect(deposit.status).toBe(200);
  expect(await payOnCardPage(deposit.body.url)).toBe(303);
  await deliverWebhooks(t);
  expect((await outcomeOf(t, code)).policies).toBe(1);
  const accounts = await t.call<Account[]>('GET', '/api/customerAccounts', { token });
  const account = accounts.body.find((candidate) => candidate.paymentMethodType === 'BACS_DEBIT');
  expect(account).toMatchObject({ outstandingAmount: 0 });
  return account as Account;
}

describe(`the payment test clock (${TEST_DATABASE_KIND})`, () => {
  it('answers the clock’s time, and moves it on by whole days', async () => {
    expect(await t.call('GET', '/sandbox/clock')).toMatchObject({
      status: 200,
      body: { now: '2026-03-02T10:00:00.000Z' },
    });
    expect(await advance(3)).toMatchObject({
      status: 200,
      body: { now: '2026-03-05T10:00:00.000Z' },
    });
    expect(t.clock.now().toISOString()).toBe('2026-03-05T10:00:00.000Z');
  });

  it('refuses a jump that is not 1 to 400 whole days, and stays where it was', async () => {
    for (const days of [0, -1, 1.5, MAX_TEST_CLOCK_ADVANCE_DAYS + 1, 'two']) {
      expect((await advance(days)).status).toBe(400);
    }
    expect((await t.call('POST', '/sandbox/clock/advance', { body: {} })).status).toBe(400);
    expect(t.clock.now().toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('fails a monthly collection from a failing mandate, and the customer settles it by card', async () => {
    const email = `clock.${randomUUID()}@example.com`;
    const account = await dualPolicyCollectedFromFailingMandate(await t.signedInToken(email));

    // To the payment day (10 April): statement 1 is issued and collected from the mandate.
    expect((await advance(39)).body).toEqual({ now: '2026-04-10T10:00:00.000Z' });
    // Tokens age with the clock: the customer signs in again.
    let token = await t.signedInToken(email);
    const statements = async () =>
      (
        await t.call<Statement[]>('GET', `/api/customerAccounts/${account.accountId}/statements`, {
          token,
        })
      ).body;
    expect((await statements()).find((s) => s.statementNumber === 1)).toMatchObject({
      status: 'PENDING',
    });

    // Three working days later the payer's bank refuses it and the webhook says so.
    await advance(5);
    token = await t.signedInToken(email);
    const failed = (await statements()).find((s) => s.statementNumber === 1);
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect(failed?.amountOutstanding).toBeGreaterThan(0);
    const owing = await t.call<Account>('GET', '/api/customerAccounts', { token });
    expect((owing.body as unknown as Account[])[0]?.outstandingAmount).toBe(
      failed?.amountOutstanding,
    );

    const settle = await post<{ url: string }>(
      t,
      `/api/stripe/settle/${account.accountId}`,
      token,
      RETURN,
    );
    expect(settle.status).toBe(200);
    expect(await payOnCardPage(settle.body.url)).toBe(303);
    await deliverWebhooks(t);
    expect((await statements()).find((s) => s.statementNumber === 1)).toMatchObject({
      status: 'SETTLED',
      amountOutstanding: 0,
    });
    const settled = await t.call<Account[]>('GET', '/api/customerAccounts', { token });
    expect(settled.body[0]?.outstandingAmount).toBe(0);
    // Every webhook again, newest first: the settle payment is posted once.
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    const card = await t.db.query(
      `SELECT id FROM ledger_transactions WHERE customer_account_id = $1 AND kind = 'PAYMENT'
          AND sub_type = 'STRIPE' AND status = 'POSTED'`,
      [account.accountId],
    );
    // The DUAL deposit and the settle payment.
    expect(card).toHaveLength(2);
    expect((await statements()).find((s) => s.statementNumber === 1)).toMatchObject({
      status: 'SETTLED',
    });
  });

  it('buys DUAL over HTTP: the card deposit binds, the mandate completed after it collects month 2', async () => {
    const email = `dual.${randomUUID()}@example.com`;
    let token = await t.signedInToken(email);
    const code = await payableQuote(t, token);
    // The mandate's page is opened first and finished after the deposit has bound the policy.
    const flowId = await openMandateFlow(t, token, code, 'DUAL');
    const deposit = await post<{ url: string }>(t, `/api/stripe/checkout/proposal/${code}`, token, {
      ...RETURN,
      method: 'DUAL',
    });
    expect(await payOnCardPage(deposit.body.url)).toBe(303);
    await deliverWebhooks(t);
    const bound = await outcomeOf(t, code);
    expect(bound.policies).toBe(1);
    expect(bound.payments).toEqual([
      expect.objectContaining({ status: 'POSTED', sub_type: 'STRIPE' }),
    ]);

    await sandboxBank(t).confirmFlow(flowId, {
      accountHolderName: 'A Customer',
      ...SANDBOX_BANK_ACCOUNT,
    });
    const mandate = await post<{ id: string }>(t, '/api/goCardless/mandates', token, {
      redirectFlowId: flowId,
    });
    expect(mandate.status).toBe(200);
    const [account] = (
      await t.call<Account[]>('GET', '/api/customerAccounts', { token })
    ).body.filter((candidate) => candidate.paymentMethodType === 'BACS_DEBIT');
    const methods = await t.call<{ mandateId: string }[]>(
      'GET',
      `/api/customerAccounts/${account?.accountId}/paymentMethods`,
      { token },
    );
    expect(methods.body).toEqual([expect.objectContaining({ mandateId: mandate.body.id })]);

    // The payment day, then the three working days a Direct Debit takes.
    await advance(39);
    await advance(5);
    token = await t.signedInToken(email);
    const collected = (await outcomeOf(t, code)).payments;
    expect(collected).toHaveLength(2);
    expect(collected).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'POSTED', sub_type: 'STRIPE' }),
        expect.objectContaining({ status: 'POSTED', sub_type: 'GOCARDLESS' }),
      ]),
    );
    const statements = await t.call<Statement[]>(
      'GET',
      `/api/customerAccounts/${account?.accountId}/statements`,
      { token },
    );
    expect(statements.body.find((s) => s.statementNumber === 1)).toMatchObject({
      status: 'SETTLED',
      amountOutstanding: 0,
    });
  });
});

describe('the payment test clock switched off', () => {
  it('is not served on the machine’s clock', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({ db, publicUrl: TEST_PUBLIC_URL });
    try {
      expect((await app.inject({ method: 'GET', url: '/sandbox/clock' })).statusCode).toBe(404);
      const advanced = await app.inject({
        method: 'POST',
        url: '/sandbox/clock/advance',
        payload: { days: 1 },
      });
      expect(advanced.statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
