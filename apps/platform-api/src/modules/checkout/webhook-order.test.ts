// Webhooks replayed, duplicated under new event ids and delivered out of order change nothing
// twice: one policy, one ledger payment, and a balance that is the sum of its postings.
import { randomUUID } from 'node:crypto';
import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  goCardlessWebhook,
  ledgerOf,
  openMandateFlow,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  sandboxBank,
  sendWebhook,
  stripeWebhooksOf,
} from '../../test/checkout-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/** The same Stripe event under another event id: the same payment reported by a second event. */
const withNewEventId = (body: string) =>
  JSON.stringify({ ...JSON.parse(body), id: `evt_${randomUUID().replaceAll('-', '')}` });

async function expectOnePaymentBalanced(code: string) {
  const outcome = await outcomeOf(t, code);
  expect(outcome.policies).toBe(1);
  expect(outcome.payments).toHaveLength(1);
  const ledger = await ledgerOf(t, code);
  expect(ledger.postings).toBe(ledger.transactions);
  expect(ledger.unbalanced).toEqual([]);
  return outcome.payments[0];
}

/** A DIRECT_DEBIT checkout: the mandate set up on the sandbox page binds with a pending payment. */
async function directDebitPolicy(code: string) {
  const flowId = await openMandateFlow(t, t.token, code);
  await sandboxBank(t).confirmFlow(flowId, { accountHolderName: 'A B', ...SANDBOX_BANK_ACCOUNT });
  const mandate = await post<{ id: string }>(t, '/api/goCardless/mandates', t.token, {
    redirectFlowId: flowId,
  });
  expect(mandate.status).toBe(200);
  const [payment] = await t.db.query<{ provider_payment_id: string }>(
    `SELECT provider_payment_id FROM checkout_payments WHERE proposal_id = $1`,
    [code],
  );
  return { mandateId: mandate.body.id, paymentId: payment?.provider_payment_id as string };
}

describe(`card webhooks replayed and out of order (${TEST_DATABASE_KIND})`, () => {
  it('binds once when the decline and the payment come newest first, twice, and the payment again under a new event id', async () => {
    const code = await payableQuote(t, t.token);
    const { body } = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/proposal/${code}`,
      t.token,
      RETURN,
    );
    expect(await payOnPage(t, body.url, '4000000000000002')).toMatchObject({ kind: 'declined' });
    expect(await payOnPage(t, body.url)).toMatchObject({ kind: 'redirect' });
    const events = Object.fromEntries(
      (await stripeWebhooksOf(t, code)).map((event) => [JSON.parse(event).type, event]),
    );
    const paid = events['checkout.session.completed'] as string;
    const declined = events['payment_intent.payment_failed'] as string;
    expect(paid).toBeDefined();
    expect(declined).toBeDefined();
    // Newest first, twice, then the payment under a new event id.
    for (const event of [paid, declined, paid, declined, withNewEventId(paid)]) {
      expect(await sendWebhook(t, 'stripe', event)).toBe(200);
    }
    // The sandbox's own deliveries arrive last of all.
    await deliverWebhooks(t);
    expect(await expectOnePaymentBalanced(code)).toMatchObject({ status: 'POSTED' });
  });
});

describe(`Direct Debit webhooks out of order (${TEST_DATABASE_KIND})`, () => {
  it('keeps a failed payment failed when its confirmation comes after the failure', async () => {
    const code = await payableQuote(t, t.token);
    const { paymentId } = await directDebitPolicy(code);
    const now = t.clock.now();
    for (const action of ['failed', 'confirmed', 'failed', 'confirmed']) {
      expect(
        await sendWebhook(t, 'gocardless', goCardlessWebhook('payments', action, paymentId, now)),
      ).toBe(200);
    }
    expect(await expectOnePaymentBalanced(code)).toMatchObject({ status: 'FAILED' });
  });

  it('reverses a confirmed payment once when failures come after it, however many', async () => {
    const code = await payableQuote(t, t.token);
    const { paymentId } = await directDebitPolicy(code);
    const now = t.clock.now();
    for (const action of ['confirmed', 'failed', 'charged_back', 'failed', 'confirmed']) {
      expect(
        await sendWebhook(t, 'gocardless', goCardlessWebhook('payments', action, paymentId, now)),
      ).toBe(200);
    }
    expect(await expectOnePaymentBalanced(code)).toMatchObject({ status: 'POSTED' });
    const reversals = await t.db.query(
      `SELECT t.id FROM ledger_transactions t JOIN customer_accounts a ON a.id = t.customer_account_id
         JOIN policies p ON p.id = a.policy_id
        WHERE p.proposal_id = $1 AND t.kind = 'PAYMENT_REVERSAL'`,
      [code],
    );
    expect(reversals).toHaveLength(1);
  });

  it('keeps a cancelled mandate cancelled when its "active" comes late', async () => {
    const code = await payableQuote(t, t.token);
    const { mandateId } = await directDebitPolicy(code);
    const now = t.clock.now();
    for (const action of ['cancelled', 'active', 'active']) {
      expect(
        await sendWebhook(t, 'gocardless', goCardlessWebhook('mandates', action, mandateId, now)),
      ).toBe(200);
    }
    const { accountId } = await ledgerOf(t, code);
    const methods = await t.call<{ mandateId: string; mandateStatus: string }[]>(
      'GET',
      `/api/customerAccounts/${accountId}/paymentMethods`,
      { token: t.token },
    );
    expect(methods.body).toEqual([
      expect.objectContaining({ mandateId, mandateStatus: 'CANCELLED' }),
    ]);
  });
});
