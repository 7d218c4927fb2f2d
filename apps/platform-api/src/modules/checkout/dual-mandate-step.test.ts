// DUAL's mandate step (spec 000 §4 step 5, issue 15 point 5): after the card deposit has bound the
// proposal, the buyer (a visitor who never signed in included) opens the Direct Debit page for that
// policy and completes it; nobody else can, a second tab or a reload opens the same page, a mandate
// in place refuses another, and the next month is collected from the mandate.
import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  sandboxBank,
  sessionOf,
} from '../../test/checkout-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runBillingJob } from '../billing';
import { providerCollectPayment } from './collect-payment-adapter';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
const DAY = 86_400_000;

/** The visitor's flex quote, its deposit paid by card and bound by the webhook. */
async function depositPaid(token: string): Promise<string> {
  const code = await payableQuote(t, token);
  const deposit = await post<{ url: string }>(t, `/api/stripe/checkout/proposal/${code}`, token, {
    ...RETURN,
    method: 'DUAL',
    saveCard: true,
  });
  expect(deposit.status).toBe(200);
  await payOnPage(t, deposit.body.url);
  await deliverWebhooks(t);
  expect((await outcomeOf(t, code)).policies).toBe(1);
  return code;
}

const dualFlow = (token: string, proposalCode: string) =>
  post<{ redirectUrl: string; code?: string }>(t, '/api/goCardless/flows', token, {
    mandateDescription: 'Car insurance monthly payments',
    successUrl: `${TEST_PUBLIC_URL}/flex/proposal/${proposalCode}/checkout/callback`,
    proposalCode,
    checkoutMethod: 'DUAL',
  });

/** The bound proposal's account's payment methods, as the visitor reads them over the API. */
async function methodsOf(token: string, proposalCode: string) {
  const account = await t.call<{ accountId: string }>('POST', '/api/customerAccounts', {
    token,
    body: { proposalCode },
  });
  expect(account.status).toBe(200);
  const methods = await t.call<{ type: string; mandateStatus: string | null; bankName: string }[]>(
    'GET',
    `/api/customerAccounts/${account.body.accountId}/paymentMethods`,
    { token },
  );
  return methods.body;
}

describe(`DUAL's mandate step after the deposit (${TEST_DATABASE_KIND})`, () => {
  it('lets a visitor set up the Direct Debit of the policy they just bought, and collects month 2 from it', async () => {
    const code = await depositPaid(t.token);
    expect((await methodsOf(t.token, code)).map((method) => method.type)).toEqual(['CARD']);

    const flow = await dualFlow(t.token, code);
    expect(flow.status).toBe(200);
    // A second tab (another press, another key) opens the same page: one mandate at most.
    const again = await dualFlow(t.token, code);
    expect(again.body.redirectUrl).toBe(flow.body.redirectUrl);

    const flowId = sessionOf(flow.body.redirectUrl);
    await sandboxBank(t).confirmFlow(flowId, {
      accountHolderName: 'A Visitor',
      ...SANDBOX_BANK_ACCOUNT,
    });
    const mandate = await post<{ id: string }>(t, '/api/goCardless/mandates', t.token, {
      redirectFlowId: flowId,
    });
    expect(mandate.status).toBe(200);
    // A reload of the return completes the same flow: still one mandate, and no second bind.
    const reloaded = await post<{ id: string }>(t, '/api/goCardless/mandates', t.token, {
      redirectFlowId: flowId,
    });
    expect(reloaded.body.id).toBe(mandate.body.id);
    const methods = await methodsOf(t.token, code);
    expect(methods.filter((method) => method.type === 'BACS_DEBIT')).toEqual([
      expect.objectContaining({ bankName: expect.any(String) }),
    ]);
    expect((await outcomeOf(t, code)).policies).toBe(1);

    // The mandate in place: asking for another is refused, so a stale tab cannot make a second.
    const third = await dualFlow(t.token, code);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'checkout.mandateInPlace' });

    // A month on, the billing job collects statement 1 from the mandate, not the deposit's card.
    t.clock.advance(7 * DAY);
    await deliverWebhooks(t);
    t.clock.advance(35 * DAY);
    const run = await runBillingJob(t.app.platform, providerCollectPayment(t.app.platform));
    expect(run.collections.errors).toEqual([]);
    t.clock.advance(7 * DAY);
    await deliverWebhooks(t);
    const payments = (await outcomeOf(t, code)).payments;
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'POSTED', sub_type: 'STRIPE' }),
        expect.objectContaining({ status: 'POSTED', sub_type: 'GOCARDLESS' }),
      ]),
    );
  });

  it("refuses the mandate step of someone else's policy, a visitor's or a customer's", async () => {
    const code = await depositPaid(t.token);
    expect((await dualFlow(await t.anonymousToken(), code)).status).toBe(404);
    expect((await dualFlow(await t.signedInToken('other@example.com'), code)).status).toBe(404);
    // Nor can another visitor complete the owner's flow.
    const flow = await dualFlow(t.token, code);
    const flowId = sessionOf(flow.body.redirectUrl);
    await sandboxBank(t).confirmFlow(flowId, { accountHolderName: 'A B', ...SANDBOX_BANK_ACCOUNT });
    const stranger = await post(t, '/api/goCardless/mandates', await t.anonymousToken(), {
      redirectFlowId: flowId,
    });
    expect(stranger.status).toBe(404);
    expect((await methodsOf(t.token, code)).some((method) => method.type === 'BACS_DEBIT')).toBe(
      false,
    );
  });
});
