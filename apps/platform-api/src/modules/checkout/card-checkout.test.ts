import { randomUUID } from 'node:crypto';
import { SANDBOX_SESSION_HOURS } from '../../integrations/payments/sandbox-card-payments';
import {
  deliverWebhooks,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  replayWebhooks,
  sandboxCards,
  sessionOf,
} from '../../test/checkout-test-support';
import { getProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { recordCheckoutPayment } from './checkout-payment-repository';
import { RECONCILE_GRACE_MS, runReconcileJob } from './reconcile-job';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

const checkout = (code: string, key?: string, body: object = RETURN) =>
  post<{ url: string }>(t, `/api/stripe/checkout/proposal/${code}`, t.token, body, { key });

describe(`card checkout of a proposal on the sandbox (${TEST_DATABASE_KIND})`, () => {
  it('binds the proposal with one posted payment once the paid webhook arrives', async () => {
    const code = await payableQuote(t, t.token);
    const started = await checkout(code);
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/\/sandbox\/card\/cs_/);
    const paid = await payOnPage(t, started.body.url);
    expect(paid).toMatchObject({ kind: 'redirect' });
    // Paid but not yet told: the browser's return alone binds nothing.
    expect((await outcomeOf(t, code)).policies).toBe(0);
    await deliverWebhooks(t);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toEqual([
      expect.objectContaining({ status: 'POSTED', sub_type: 'STRIPE' }),
    ]);
    expect((await getProposal(t, t.token, code)).body.status).toBe('POLICY');
  });

  it('keeps one policy and one payment through replays, out-of-order delivery and a second return', async () => {
    const code = await payableQuote(t, t.token);
    const { url } = (await checkout(code)).body;
    await payOnPage(t, url);
    // The browser submits again (a second tab, the back button): the same completed session.
    expect(await payOnPage(t, url)).toMatchObject({ kind: 'redirect' });
    // Every webhook, newest first, before the sandbox's own delivery, then all of them again.
    // (The suite's earlier webhooks come again too: they must change nothing either.)
    const early = await replayWebhooks(t);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((status) => status === 200)).toBe(true);
    await deliverWebhooks(t);
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toHaveLength(1);
  });

  it('gives two concurrent checkouts of one proposal the same session, so it is paid once', async () => {
    const code = await payableQuote(t, t.token);
    const [first, second] = await Promise.all([checkout(code), checkout(code)]);
    expect(first.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    await Promise.all([payOnPage(t, first.body.url), payOnPage(t, second.body.url)]);
    await deliverWebhooks(t);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toHaveLength(1);
  });

  it('binds a paid proposal left unbound by a crash once the reconcile job runs', async () => {
    const code = await payableQuote(t, t.token);
    const { url } = (await checkout(code)).body;
    await payOnPage(t, url);
    const session = await t.db.query<{ payment_id: string; amount_pence: number }>(
      'SELECT payment_id, amount_pence FROM payment_sandbox_card_sessions WHERE id = $1',
      [sessionOf(url)],
    );
    const [owner] = await t.db.query<{ owner_user_id: string; current_quote_id: string }>(
      'SELECT owner_user_id, current_quote_id FROM proposals WHERE id = $1',
      [code],
    );
    // The webhook handler recorded the payment and the process died before the bind.
    await recordCheckoutPayment(
      t.db,
      {
        providerPaymentId: session[0]?.payment_id as string,
        provider: 'STRIPE',
        proposalId: code,
        ownerUserId: owner?.owner_user_id as string,
        amountPence: session[0]?.amount_pence as number,
        status: 'SUCCEEDED',
        paymentMethodType: 'CARD',
        savedCard: null,
        mandateId: null,
        quoteId: owner?.current_quote_id as string,
      },
      t.clock.now(),
    );
    expect((await outcomeOf(t, code)).policies).toBe(0);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const run = await runReconcileJob(t.app.platform);
    expect(run.bound).toEqual([session[0]?.payment_id]);
    // The webhook arrives late as well: still one policy and one payment.
    await deliverWebhooks(t);
    expect((await runReconcileJob(t.app.platform)).bound).toEqual([]);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toHaveLength(1);
  });

  it('binds nothing for a declined card, and the customer may try again', async () => {
    const code = await payableQuote(t, t.token);
    const { url } = (await checkout(code)).body;
    expect(await payOnPage(t, url, '4000000000000002')).toMatchObject({
      kind: 'declined',
      declineCode: 'generic_decline',
    });
    await deliverWebhooks(t);
    expect((await outcomeOf(t, code)).policies).toBe(0);
    await payOnPage(t, url);
    await deliverWebhooks(t);
    expect((await outcomeOf(t, code)).policies).toBe(1);
  });

  it('opens a new session once the first has expired, shared again by every tab', async () => {
    const email = `expiry.${randomUUID()}@example.com`;
    t.token = await t.signedInToken(email);
    const code = await payableQuote(t, t.token);
    const first = (await checkout(code)).body.url;
    expect((await checkout(code)).body.url).toBe(first);
    t.clock.advance(SANDBOX_SESSION_HOURS * 3_600_000);
    // A day on, the customer signs in again (tokens age with the clock).
    t.token = await t.signedInToken(email);
    // Past its time the old page takes no card, even before the sandbox job marks it expired.
    expect(await payOnPage(t, first)).toEqual({ kind: 'gone' });
    const [second, secondAgain] = await Promise.all([checkout(code), checkout(code)]);
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first);
    expect(secondAgain.body.url).toBe(second.body.url);
    // The job's expiry (and its webhook) changes nothing: the new session stays the one offered.
    await deliverWebhooks(t);
    expect((await checkout(code)).body.url).toBe(second.body.url);
    expect(await payOnPage(t, second.body.url)).toMatchObject({ kind: 'redirect' });
    await deliverWebhooks(t);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toHaveLength(1);
  });

  it('steps past a chain of expired sessions to a live one', async () => {
    const email = `expiry.${randomUUID()}@example.com`;
    t.token = await t.signedInToken(email);
    const code = await payableQuote(t, t.token);
    const urls = [(await checkout(code)).body.url];
    for (let day = 0; day < 2; day += 1) {
      t.clock.advance(SANDBOX_SESSION_HOURS * 3_600_000);
      t.token = await t.signedInToken(email);
      urls.push((await checkout(code)).body.url);
    }
    expect(new Set(urls).size).toBe(3);
    expect(await payOnPage(t, urls[2] as string)).toMatchObject({ kind: 'redirect' });
  });

  it('refuses a quote whose customer checks are not done, and a bound proposal', async () => {
    const code = await payableQuote(t, t.token);
    const { url } = (await checkout(code)).body;
    await payOnPage(t, url);
    await deliverWebhooks(t);
    const again = await checkout(code);
    expect(again).toMatchObject({ status: 409, body: { code: 'checkout.alreadyBound' } });
    expect(sandboxCards(t).kind).toBe('sandbox');
  });
});

describe('Idempotency-Key on checkout calls', () => {
  it('answers a repeat with the first answer and refuses another body under the same key', async () => {
    const code = await payableQuote(t, t.token);
    const first = await checkout(code, 'key-1');
    const repeat = await checkout(code, 'key-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const different = await checkout(code, 'key-1', { ...RETURN, saveCard: true });
    expect(different).toMatchObject({ status: 409, body: { code: 'idempotency.keyReused' } });
  });

  it('requires the header on every mutating call', async () => {
    const code = await payableQuote(t, t.token);
    const response = await t.call('POST', `/api/stripe/checkout/proposal/${code}`, {
      token: t.token,
      body: RETURN,
    });
    expect(response.status).toBe(400);
  });

  it('gives the key back when the call fails, so a retry with it can succeed', async () => {
    const response = await checkout('NO-SUCH-PROPOSAL', 'key-2');
    expect(response.status).toBe(404);
    const [row] = await t.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', ['key-2']);
    expect(row).toBeUndefined();
  });
});

describe('paying for a mid-term adjustment', () => {
  it('answers 404 for an adjustment the caller does not have (paying one: adjustment-payments.test.ts)', async () => {
    const response = await post<{ code: string; detail: string }>(
      t,
      '/api/stripe/checkout/mta/ADJ-42',
      t.token,
      RETURN,
    );
    expect(response.status).toBe(404);
  });
});
