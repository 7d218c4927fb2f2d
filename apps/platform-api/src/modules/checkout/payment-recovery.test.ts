// Finding 3 of issue 14: a customer charged is never left without a policy. A delivery that dies
// after claiming the paid event must not make the provider's retry look done, and a payment whose
// webhook never arrives at all is found by asking the provider.
import { FIRST_RETRY_MS } from '../../integrations/payments/sandbox-webhooks';
import { PROCESSING_LEASE_MS } from '../../integrations/payments/webhook-routes';
import {
  deliverWebhooks,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  sandboxCards,
  sendWebhook,
  sessionOf,
  stripeWebhooksOf,
} from '../../test/checkout-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { RECONCILE_GRACE_MS, runReconcileJob } from './reconcile-job';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/** A visitor's flex quote paid on the sandbox's card page; answers the proposal and its payment. */
async function paidProposal() {
  const code = await payableQuote(t, t.token);
  const started = await post<{ url: string }>(
    t,
    `/api/stripe/checkout/proposal/${code}`,
    t.token,
    RETURN,
  );
  expect(started.status).toBe(200);
  expect(await payOnPage(t, started.body.url)).toMatchObject({ kind: 'redirect' });
  const [session] = await t.db.query<{ payment_id: string; amount_pence: number }>(
    'SELECT payment_id, amount_pence FROM payment_sandbox_card_sessions WHERE id = $1',
    [sessionOf(started.body.url)],
  );
  const paid = (await stripeWebhooksOf(t, code)).find(
    (body) => JSON.parse(body).type === 'checkout.session.completed',
  );
  expect(paid).toBeDefined();
  return {
    code,
    paymentId: session?.payment_id as string,
    amountPence: session?.amount_pence as number,
    paidEvent: paid as string,
  };
}

/**
 * What a process killed while handling the paid event leaves behind: the event stored and claimed
 * (its lease running), never processed, and nothing recorded of the payment.
 */
async function claimAsACrashedDelivery(body: string): Promise<void> {
  const cards = sandboxCards(t);
  const [event] = await cards.parseWebhook(
    body,
    cards.signWebhook(body, t.clock.now())['stripe-signature'],
  );
  if (!event) throw new Error('The sandbox sent an event the platform does not read.');
  await t.db.query(
    `INSERT INTO payment_webhook_events (provider, event_id, type, payload, received_at,
       processing_started_at) VALUES ('stripe', $1, $2, $3, $4, $4)`,
    [event.eventId, event.type, JSON.stringify(event), t.clock.now()],
  );
}

describe(`a payment whose handling crashed (${TEST_DATABASE_KIND})`, () => {
  it('is not acknowledged while a crashed delivery holds it, and binds on the retry after the lease', async () => {
    const { code, paidEvent } = await paidProposal();
    await claimAsACrashedDelivery(paidEvent);

    // The provider's delivery within the lease is told to come back, not that it was done.
    expect(await sendWebhook(t, 'stripe', paidEvent)).toBe(409);
    await deliverWebhooks(t);
    expect((await outcomeOf(t, code)).policies).toBe(0);
    const [queued] = await t.db.query<{ delivered_at: Date | null; last_status: number }>(
      `SELECT delivered_at, last_status FROM payment_sandbox_webhooks WHERE body = $1`,
      [paidEvent],
    );
    expect(queued).toMatchObject({ delivered_at: null, last_status: 409 });

    // Once the lease has run out, the provider's next retry takes the event over and binds.
    t.clock.advance(PROCESSING_LEASE_MS + FIRST_RETRY_MS);
    await deliverWebhooks(t);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toEqual([expect.objectContaining({ status: 'POSTED' })]);
    expect((await runReconcileJob(t.app.platform)).bound).toEqual([]);
  });

  it('binds from the provider’s own list of paid sessions when no webhook ever arrives', async () => {
    const { code, paymentId, amountPence } = await paidProposal();
    // The webhook is lost for good (an endpoint misconfigured, the provider gave up on it).
    await t.db.query(`UPDATE payment_sandbox_webhooks SET delivered_at = $1 WHERE body LIKE $2`, [
      t.clock.now(),
      `%"${code}"%`,
    ]);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);

    const run = await runReconcileJob(t.app.platform);
    expect(run.failed).toEqual([]);
    expect(run.bound).toEqual([paymentId]);
    const outcome = await outcomeOf(t, code);
    expect(outcome.policies).toBe(1);
    expect(outcome.payments).toEqual([
      expect.objectContaining({ status: 'POSTED', amount_pence: amountPence, sub_type: 'STRIPE' }),
    ]);
    // The next run finds the session settled: nothing more to do.
    expect(await runReconcileJob(t.app.platform)).toMatchObject({ bound: [], failed: [] });
    expect((await outcomeOf(t, code)).payments).toHaveLength(1);
  });
});
