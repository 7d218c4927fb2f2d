// Fifty deliveries of one payment at once (the provider's retries, the same payment under several
// event ids, reconcile running beside them) make one policy and one payment, and none is a 5xx.
import { randomUUID } from 'node:crypto';
import {
  deliverWebhooks,
  ledgerOf,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  sendWebhook,
  stripeWebhooksOf,
} from '../../test/checkout-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { RECONCILE_GRACE_MS, runReconcileJob } from './reconcile-job';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/** How many deliveries arrive at once. */
const CONCURRENT_DELIVERIES = 50;
/** The burst must finish well within this on either engine. */
const BURST_TIMEOUT_MS = 120_000;

/** The same Stripe event under another event id: the same payment reported by a second event. */
const withNewEventId = (body: string) =>
  JSON.stringify({ ...JSON.parse(body), id: `evt_${randomUUID().replaceAll('-', '')}` });

describe(`${CONCURRENT_DELIVERIES} deliveries of one payment at once (${TEST_DATABASE_KIND})`, () => {
  it(
    'make one policy, one payment and no refund',
    async () => {
      const code = await payableQuote(t, t.token);
      const started = await post<{ url: string }>(
        t,
        `/api/stripe/checkout/proposal/${code}`,
        t.token,
        RETURN,
      );
      await payOnPage(t, started.body.url);
      const paid = (await stripeWebhooksOf(t, code)).find(
        (body) => JSON.parse(body).type === 'checkout.session.completed',
      ) as string;
      // Reconcile may run beside them too: its grace period is over for this payment.
      t.clock.advance(RECONCILE_GRACE_MS + 1000);

      const deliveries = Array.from({ length: CONCURRENT_DELIVERIES }, (_, index) =>
        sendWebhook(t, 'stripe', index % 2 === 0 ? paid : withNewEventId(paid)),
      );
      const [statuses, reconciled] = await Promise.all([
        Promise.all(deliveries),
        Promise.all([runReconcileJob(t.app.platform), runReconcileJob(t.app.platform)]),
      ]);
      // Done (200), or held by a delivery still running (409: the provider delivers it again).
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      expect(statuses).toContain(200);
      expect(reconciled.flatMap((run) => run.failed)).toEqual([]);

      await deliverWebhooks(t);
      const outcome = await outcomeOf(t, code);
      expect(outcome.policies).toBe(1);
      expect(outcome.payments).toEqual([expect.objectContaining({ status: 'POSTED' })]);
      const recorded = await t.db.query<{ bound: boolean; refund_reason: string | null }>(
        `SELECT bound_at IS NOT NULL AS bound, refund_reason FROM checkout_payments
          WHERE proposal_id = $1`,
        [code],
      );
      expect(recorded).toEqual([{ bound: true, refund_reason: null }]);
      const ledger = await ledgerOf(t, code);
      expect(ledger.postings).toBe(ledger.transactions);
      expect(ledger.unbalanced).toEqual([]);
      const binds = await t.db.query(
        `SELECT 1 FROM audit_log WHERE target = $1 AND action = 'proposal.bind'`,
        [code],
      );
      expect(binds).toHaveLength(1);
    },
    BURST_TIMEOUT_MS,
  );
});
