// A Direct Debit set up from an account's billing tab belongs to that account (ADR 0034, follow-up
// 2): the flow names the account, completing it saves the mandate there and moves that account
// (only) to Direct Debit; a crash before the replaced mandate is cancelled is finished by the
// reconcile job's sweep; a payment its mandate's cancel caught is not paid on the ledger.
import type { GoCardlessEvent } from '../../integrations/payments/gocardless-events';
import { SANDBOX_BANK_ACCOUNT } from '../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  payOnPage,
  post,
  replayWebhooks,
  sandboxBank,
  sessionOf,
} from '../../test/checkout-test-support';
import { retrieveToken } from '../../test/journey-fixtures';
import { flexAccount } from '../../test/ledger-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runBillingJob } from '../billing';
import { providerCollectPayment } from './collect-payment-adapter';
import { runReconcileJob } from './reconcile-job';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

const BANK = { accountHolderName: 'A Customer', ...SANDBOX_BANK_ACCOUNT };

/** The billing tab's "Set up a Direct Debit" for `accountId`, answering the sandbox's flow id. */
async function openFlow(token: string, accountId: string, key?: string): Promise<string> {
  // Each mandate is set up a minute after the one before it, as a customer would.
  t.clock.advance(60_000);
  const flow = await post<{ redirectUrl: string }>(
    t,
    '/api/goCardless/flows',
    token,
    {
      mandateDescription: 'MINI Insurance monthly payments',
      successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing`,
      accountId,
    },
    key ? { key } : {},
  );
  expect(flow.status).toBe(200);
  return sessionOf(flow.body.redirectUrl);
}

async function confirmAndComplete(flowId: string, token: string) {
  expect(await sandboxBank(t).confirmFlow(flowId, BANK)).toMatchObject({ kind: 'redirect' });
  return post<{ id: string; status: string }>(t, '/api/goCardless/mandates', token, {
    redirectFlowId: flowId,
  });
}

/** Saves a card on the account through the hosted setup page and its webhook. */
async function saveCard(token: string, accountId: string): Promise<void> {
  const page = await post<{ url: string }>(t, '/api/stripe/setup', token, {
    clientReference: accountId,
    successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing?status=cardSaved`,
    cancelUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing?status=cancelled`,
  });
  expect(page.status).toBe(200);
  await payOnPage(t, page.body.url);
  await deliverWebhooks(t);
}

async function accountOf(accountId: string) {
  const [row] = await t.db.query<{ payment_method_type: string | null }>(
    'SELECT payment_method_type FROM customer_accounts WHERE id = $1',
    [accountId],
  );
  return row;
}

async function mandatesOn(accountId: string) {
  return t.db.query<{ mandate_id: string; mandate_status: string }>(
    `SELECT mandate_id, mandate_status FROM payment_methods
      WHERE customer_account_id = $1 AND type = 'BACS_DEBIT' ORDER BY created_at, mandate_id`,
    [accountId],
  );
}

/** A new token for a policy's holder, once the clock has outrun the old one. */
async function freshToken(policyId: string): Promise<string> {
  const [row] = await t.db.query<{ external_reference: string }>(
    `SELECT p.external_reference FROM proposals p JOIN policies x ON x.proposal_id = p.id
      WHERE x.id = $1`,
    [policyId],
  );
  return retrieveToken(t, row?.external_reference as string);
}

/** Moves the clock to the account's payment day in April 2026, when statement 1 is collected. */
async function aprilPaymentDay(accountId: string): Promise<void> {
  const [row] = await t.db.query<{ payment_day: number }>(
    'SELECT payment_day FROM customer_accounts WHERE id = $1',
    [accountId],
  );
  const day = String(row?.payment_day).padStart(2, '0');
  // Noon in London (BST) on the payment day.
  t.clock.set(`2026-04-${day}T11:00:00Z`);
}

/** The statements' scheduled collections of an account. */
async function collectionsOf(accountId: string) {
  return t.db.query<{ sub_type: string; status: string }>(
    `SELECT sub_type, status FROM ledger_transactions
      WHERE customer_account_id = $1 AND kind = 'PAYMENT' AND idempotency_key LIKE 'collection:%'
      ORDER BY created_at`,
    [accountId],
  );
}

async function providerStatus(mandateId: string) {
  const [row] = await t.db.query<{ status: string }>(
    'SELECT status FROM payment_sandbox_dd_mandates WHERE id = $1',
    [mandateId],
  );
  return row?.status;
}

/** The sandbox's webhooks about one mandate or payment (its resource), with one action. */
async function webhooksAbout(resource: 'mandates' | 'payments', id: string, action: string) {
  const rows = await t.db.query<{ body: string }>(
    "SELECT body FROM payment_sandbox_webhooks WHERE provider = 'gocardless'",
  );
  const link = resource === 'mandates' ? 'mandate' : 'payment';
  return rows.filter((row) => {
    const [event] = (JSON.parse(row.body) as { events: GoCardlessEvent[] }).events;
    return (
      event?.resource_type === resource && event.action === action && event.links?.[link] === id
    );
  }).length;
}

describe(`a Direct Debit set up from a billing tab belongs to its account (${TEST_DATABASE_KIND})`, () => {
  it('saves the mandate on the account the flow was opened for, and switches only that account', async () => {
    const first = await flexAccount(t);
    const second = await flexAccount(t, first.token);
    // Both pay by card: each has a card, and the first was bought as a card account.
    await t.db.query(
      "UPDATE customer_accounts SET payment_method_type = 'CARD' WHERE id = ANY($1)",
      [[first.accountId, second.accountId]],
    );
    await saveCard(first.token, first.accountId);
    await saveCard(first.token, second.accountId);

    const flowId = await openFlow(first.token, second.accountId);
    const completed = await confirmAndComplete(flowId, first.token);
    expect(completed.status).toBe(200);

    expect(await mandatesOn(first.accountId)).toEqual([]);
    expect((await mandatesOn(second.accountId)).map((m) => m.mandate_id)).toEqual([
      completed.body.id,
    ]);
    expect(await accountOf(second.accountId)).toEqual({ payment_method_type: 'BACS_DEBIT' });
    expect(await accountOf(first.accountId)).toEqual({ payment_method_type: 'CARD' });

    // The account's answer says so too, as the billing tab reads it.
    const accounts = await t.call<{ accountId: string; paymentMethodType: string }[]>(
      'GET',
      '/api/customerAccounts',
      { token: first.token },
    );
    expect(
      Object.fromEntries(accounts.body.map((a) => [a.accountId, a.paymentMethodType])),
    ).toEqual({ [first.accountId]: 'CARD', [second.accountId]: 'BACS_DEBIT' });

    // Its next collection is taken from the mandate; the other account's from its card.
    await aprilPaymentDay(second.accountId);
    await runBillingJob(t.app.platform, providerCollectPayment(t.app.platform));
    expect(await collectionsOf(second.accountId)).toEqual([
      { sub_type: 'GOCARDLESS', status: 'PENDING' },
    ]);
    expect(await collectionsOf(first.accountId)).toEqual([
      { sub_type: 'STRIPE', status: 'POSTED' },
    ]);

    // A replayed completion and replayed webhooks change nothing.
    const again = await post(t, '/api/goCardless/mandates', await freshToken(first.policyId), {
      redirectFlowId: flowId,
    });
    expect(again.status).toBe(200);
    await deliverWebhooks(t);
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    expect((await mandatesOn(second.accountId)).map((m) => m.mandate_id)).toEqual([
      completed.body.id,
    ]);
    expect(await mandatesOn(first.accountId)).toEqual([]);
  });

  it("answers another customer's account with 404 and opens no flow", async () => {
    const mine = await flexAccount(t);
    const other = await t.anonymousToken();
    const answer = await post<{ code?: string }>(t, '/api/goCardless/flows', other, {
      mandateDescription: 'MINI Insurance monthly payments',
      successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing`,
      accountId: mine.accountId,
    });
    expect(answer.status).toBe(404);
    const flows = await t.db.query('SELECT 1 FROM checkout_flows WHERE customer_account_id = $1', [
      mine.accountId,
    ]);
    expect(flows).toHaveLength(0);
  });

  it('refuses an account and a proposal together, or a checkout method without its proposal, with 400', async () => {
    const mine = await flexAccount(t);
    const flowsBefore = (await t.db.query('SELECT 1 FROM checkout_flows')).length;
    const base = {
      mandateDescription: 'MINI Insurance monthly payments',
      successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing`,
    };
    const both = await post<{ code?: string; detail?: string }>(
      t,
      '/api/goCardless/flows',
      mine.token,
      { ...base, accountId: mine.accountId, proposalCode: 'PQ-1' },
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      code: 'checkout.flowTarget',
      detail: expect.stringContaining('not both'),
    });
    const method = await post<{ code?: string }>(t, '/api/goCardless/flows', mine.token, {
      ...base,
      checkoutMethod: 'DUAL',
    });
    expect(method.status).toBe(400);
    expect(method.body).toMatchObject({ code: 'checkout.flowTarget' });
    const empty = await post(t, '/api/goCardless/flows', mine.token, { ...base, accountId: '' });
    expect(empty.status).toBe(400);
    expect(await t.db.query('SELECT 1 FROM checkout_flows')).toHaveLength(flowsBefore);
  });

  it("answers another customer's flow id with 404 and saves nothing", async () => {
    const mine = await flexAccount(t);
    const flowId = await openFlow(mine.token, mine.accountId);
    await sandboxBank(t).confirmFlow(flowId, BANK);
    const other = await flexAccount(t);
    const answer = await post(t, '/api/goCardless/mandates', other.token, {
      redirectFlowId: flowId,
    });
    expect(answer.status).toBe(404);
    expect(await mandatesOn(mine.accountId)).toEqual([]);
    expect(await mandatesOn(other.accountId)).toEqual([]);
  });

  it('keeps a mandate that serves two accounts live until both have a newer one', async () => {
    const first = await flexAccount(t);
    const second = await flexAccount(t, first.token);
    // A flow opened before flows named their account serves all the customer's accounts.
    t.clock.advance(60_000);
    const shared = await post<{ redirectUrl: string }>(t, '/api/goCardless/flows', first.token, {
      mandateDescription: 'MINI Insurance monthly payments',
      successUrl: `${TEST_PUBLIC_URL}/car/policy/P1/billing`,
    });
    const sharedMandate = await confirmAndComplete(sessionOf(shared.body.redirectUrl), first.token);
    expect(sharedMandate.status).toBe(200);
    expect((await mandatesOn(first.accountId)).map((m) => m.mandate_id)).toEqual([
      sharedMandate.body.id,
    ]);
    expect((await mandatesOn(second.accountId)).map((m) => m.mandate_id)).toEqual([
      sharedMandate.body.id,
    ]);

    // Replaced on the first account only: the second still pays by it.
    const replacement = await confirmAndComplete(
      await openFlow(first.token, first.accountId),
      first.token,
    );
    expect(replacement.status).toBe(200);
    expect(await providerStatus(sharedMandate.body.id)).toBe('pending_submission');
    expect((await runReconcileJob(t.app.platform)).cancelledMandates).toEqual([]);

    // Replaced on the second too: now it is cancelled, once.
    const secondReplacement = await confirmAndComplete(
      await openFlow(first.token, second.accountId),
      first.token,
    );
    expect(secondReplacement.status).toBe(200);
    expect(await providerStatus(sharedMandate.body.id)).toBe('cancelled');
    expect((await mandatesOn(second.accountId)).map((m) => m.mandate_status)).toEqual([
      'CANCELLED',
      'PENDING_CUSTOMER_APPROVAL',
    ]);
    expect(await providerStatus(replacement.body.id)).toBe('pending_submission');
    expect(await webhooksAbout('mandates', sharedMandate.body.id, 'cancelled')).toBe(1);
  });

  it('the reconcile sweep finishes a cancel a crash interrupted, exactly once', async () => {
    const mine = await flexAccount(t);
    const old = await confirmAndComplete(await openFlow(mine.token, mine.accountId), mine.token);
    expect(old.status).toBe(200);
    const flowId = await openFlow(mine.token, mine.accountId);
    const directDebit = t.app.platform.integrations.directDebit;
    const cancel = directDebit.cancelMandate.bind(directDebit);
    directDebit.cancelMandate = async () => {
      throw new Error('the process stopped here');
    };
    try {
      expect((await confirmAndComplete(flowId, mine.token)).status).toBe(500);
    } finally {
      directDebit.cancelMandate = cancel;
    }
    expect(await providerStatus(old.body.id)).toBe('pending_submission');

    // The provider cancelled, then the process died before marking it here: the sweep asks the
    // provider again (which answers it as it is) and marks it.
    let calls = 0;
    directDebit.cancelMandate = async (request) => {
      calls += 1;
      const answer = await cancel(request);
      if (calls === 1) throw new Error('the process stopped after the provider cancelled');
      return answer;
    };
    try {
      const crashed = await runReconcileJob(t.app.platform);
      expect(crashed.cancelledMandates).toEqual([]);
      expect(crashed.failed).toEqual([expect.objectContaining({ providerPaymentId: old.body.id })]);
      expect(await providerStatus(old.body.id)).toBe('cancelled');
      expect((await mandatesOn(mine.accountId))[0]?.mandate_status).not.toBe('CANCELLED');

      const finished = await runReconcileJob(t.app.platform);
      expect(finished.cancelledMandates).toEqual([old.body.id]);
    } finally {
      directDebit.cancelMandate = cancel;
    }
    expect((await mandatesOn(mine.accountId)).map((m) => m.mandate_status)).toEqual([
      'CANCELLED',
      'PENDING_CUSTOMER_APPROVAL',
    ]);
    expect((await runReconcileJob(t.app.platform)).cancelledMandates).toEqual([]);
    expect(await webhooksAbout('mandates', old.body.id, 'cancelled')).toBe(1);
    // The new mandate is the account's, and stays live.
    const [newer] = (await mandatesOn(mine.accountId)).slice(-1);
    expect(await providerStatus(newer?.mandate_id as string)).toBe('pending_submission');
  });

  it("a collection its mandate's cancel caught is not paid: outstanding once, on replay too", async () => {
    const mine = await flexAccount(t);
    const old = await confirmAndComplete(await openFlow(mine.token, mine.accountId), mine.token);
    expect(old.status).toBe(200);
    // A month on, the statement's collection is taken from the mandate (pending at the bank).
    await aprilPaymentDay(mine.accountId);
    await runBillingJob(t.app.platform, providerCollectPayment(t.app.platform));
    const [collection] = await t.db.query<{ id: string; provider_payment_id: string }>(
      `SELECT id, provider_payment_id FROM ledger_transactions
        WHERE customer_account_id = $1 AND kind = 'PAYMENT' AND status = 'PENDING'
          AND idempotency_key LIKE 'collection:%'`,
      [mine.accountId],
    );
    expect(collection).toBeDefined();

    // Replaced before the bank was asked for it: the old mandate's cancel cancels the payment.
    const token = await freshToken(mine.policyId);
    const replaced = await confirmAndComplete(await openFlow(token, mine.accountId), token);
    expect(replaced.status).toBe(200);
    await deliverWebhooks(t);
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    expect(
      await webhooksAbout('payments', collection?.provider_payment_id as string, 'cancelled'),
    ).toBe(1);

    const [after] = await t.db.query<{ status: string; failure_reason: string | null }>(
      'SELECT status, failure_reason FROM ledger_transactions WHERE id = $1',
      [collection?.id],
    );
    expect(after).toMatchObject({ status: 'FAILED', failure_reason: expect.any(String) });
    const account = await t.call<{ accountId: string; outstandingAmount: number }[]>(
      'GET',
      '/api/customerAccounts',
      { token },
    );
    const outstanding = account.body.find((a) => a.accountId === mine.accountId);
    expect(outstanding?.outstandingAmount).toBeGreaterThan(0);
    // The collections do not take it again on their own (a failed one is the customer's to pay).
    await runBillingJob(t.app.platform, providerCollectPayment(t.app.platform));
    expect(await collectionsOf(mine.accountId)).toEqual([
      { sub_type: 'GOCARDLESS', status: 'FAILED' },
    ]);
  });
});
