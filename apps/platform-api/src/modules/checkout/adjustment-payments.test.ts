import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import {
  deliverWebhooks,
  payOnPage,
  post,
  RETURN,
  replayWebhooks,
} from '../../test/checkout-test-support';
import { boughtFlex, servicesOf } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runBillingJob } from '../billing';
import { providerCollectPayment } from './collect-payment-adapter';
import { RECONCILE_GRACE_MS, runReconcileJob } from './reconcile-job';

type Adjustment = {
  adjustmentId: string;
  amountDue: number;
  prorataPremium: number;
  confirmed: boolean;
};

describe(`paying for a mid-term adjustment (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /**
   * A dearer change of a policy billed in one payment. The products sell flex monthly and
   * drive-away at no cost, so the scene bills a flex policy's account in one payment (the rating
   * prices flex in one payment too) before the change is priced.
   */
  async function pricedChange() {
    const email = `adjust.pay.${randomUUID()}@example.com`;
    const token = await t.signedInToken(email);
    const policyId = (await boughtFlex(t, token)).policyId as string;
    await t.db.query(
      `UPDATE customer_accounts SET billing_type = 'SINGLE_PAYMENT' WHERE policy_id = $1`,
      [policyId],
    );
    const answer = await t.call<Adjustment>('POST', '/api/policyAdjustments', {
      token,
      body: {
        adjustmentType: 'MTA',
        policyId,
        changes: [
          {
            type: 'QUOTE_DISCLOSURE_CHANGE',
            update: [{ path: 'vehicle.annualMileage', value: 30000 }],
          },
        ],
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.amountDue).toBeGreaterThan(0);
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    return { token, policyId, adjustment: answer.body, userId: user?.id as string };
  }

  async function mtaLedger(policyId: string) {
    return t.db.query<{ kind: string; amount_pence: number; sub_type: string }>(
      `SELECT t.kind, t.amount_pence, t.sub_type FROM ledger_transactions t
         JOIN customer_accounts a ON a.id = t.customer_account_id
        WHERE a.policy_id = $1 AND t.statement_id IS NULL ORDER BY t.seq`,
      [policyId],
    );
  }

  async function versionsOf(policyId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_versions WHERE policy_id = $1',
      [policyId],
    );
    return row?.n ?? 0;
  }

  it('needs the payment first, then commits once on the card checkout webhook', async () => {
    const { token, policyId, adjustment } = await pricedChange();
    const early = await t.call<{ code: string }>(
      'POST',
      `/api/policyAdjustments/${adjustment.adjustmentId}/commit`,
      { token },
    );
    expect({ status: early.status, code: early.body.code }).toEqual({
      status: 402,
      code: 'adjustment.paymentRequired',
    });
    const started = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/mta/${adjustment.adjustmentId}`,
      token,
      RETURN,
    );
    expect(started.status).toBe(200);
    await payOnPage(t, started.body.url);
    await deliverWebhooks(t);
    await replayWebhooks(t);

    const read = await t.call<Adjustment>(
      'GET',
      `/api/policyAdjustments/${adjustment.adjustmentId}`,
      {
        token,
      },
    );
    expect(read.body.confirmed).toBe(true);
    expect(await versionsOf(policyId)).toBe(2);
    expect(await mtaLedger(policyId)).toEqual([
      { kind: 'INVOICE', amount_pence: adjustment.prorataPremium, sub_type: 'MTA' },
      { kind: 'PAYMENT', amount_pence: adjustment.amountDue, sub_type: 'STRIPE' },
    ]);
    // Paid: a second checkout has nothing to take.
    const again = await post<{ code: string }>(
      t,
      `/api/stripe/checkout/mta/${adjustment.adjustmentId}`,
      token,
      RETURN,
    );
    expect(again.body.code).toBe('checkout.nothingToPay');
  });

  it('commits from the provider’s list of paid sessions when the process died before the webhook', async () => {
    const { token, policyId, adjustment } = await pricedChange();
    const started = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/mta/${adjustment.adjustmentId}`,
      token,
      RETURN,
    );
    await payOnPage(t, started.body.url);
    // The webhook is lost for good: only reconcile can finish it.
    await t.db.query('UPDATE payment_sandbox_webhooks SET delivered_at = $1 WHERE body LIKE $2', [
      t.clock.now(),
      `%${adjustment.adjustmentId}%`,
    ]);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const run = await runReconcileJob(t.app.platform);
    expect(run.failed).toEqual([]);
    expect(await versionsOf(policyId)).toBe(2);
    await runReconcileJob(t.app.platform);
    expect((await mtaLedger(policyId)).map((row) => row.kind)).toEqual(['INVOICE', 'PAYMENT']);
  });

  it('lets an agent take it by phone, once per key and once per adjustment', async () => {
    const { policyId, adjustment, userId } = await pricedChange();
    const agent = await t.signedInToken('adjust.moto@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const headers = { [IMPERSONATE_USER_HEADER]: userId, 'idempotency-key': randomUUID() };
    const call = (h: Record<string, string>) =>
      t.call<{ paymentId: string; amountPence: number; code?: string }>(
        'POST',
        `/api/stripe/moto/checkout/mta/${adjustment.adjustmentId}`,
        { token: agent, headers: h, body: { token: 'tok_visa' } },
      );
    const paid = await call(headers);
    expect(paid.status).toBe(200);
    expect(paid.body.amountPence).toBe(adjustment.amountDue);
    expect((await call(headers)).body).toEqual(paid.body);
    const second = await call({ ...headers, 'idempotency-key': randomUUID() });
    expect(second.body.code).toBe('checkout.nothingToPay');
    expect(await versionsOf(policyId)).toBe(2);
    expect((await mtaLedger(policyId)).map((row) => row.kind)).toEqual(['INVOICE', 'PAYMENT']);
  });
  /** A single-payment policy whose balance an agent settled by card (the card a credit goes back to). */
  async function cardPaidSinglePayment() {
    const email = `adjust.credit.${randomUUID()}@example.com`;
    const token = await t.signedInToken(email);
    const policyId = (await boughtFlex(t, token)).policyId as string;
    await t.db.query(
      `UPDATE customer_accounts SET billing_type = 'SINGLE_PAYMENT' WHERE policy_id = $1`,
      [policyId],
    );
    const [account] = await t.db.query<{ id: string }>(
      'SELECT id FROM customer_accounts WHERE policy_id = $1',
      [policyId],
    );
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    // What the account owes is paid by card first (an agent by phone), so a card has paid it.
    const agent = await t.signedInToken('adjust.settle@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const settled = await t.call<{ amountPence: number }>(
      'POST',
      `/api/stripe/moto/settle/${account?.id}`,
      {
        token: agent,
        headers: { [IMPERSONATE_USER_HEADER]: user?.id as string, 'idempotency-key': randomUUID() },
        body: { token: 'tok_visa', postalCode: 'OX4 1HP', dateOfBirth: '1985-03-27' },
      },
    );
    expect(settled.status).toBe(200);
    return { token, policyId, accountId: account?.id as string, settled: settled.body };
  }

  /** A lower excess on it: a credit, committed. */
  async function lowerExcess(token: string, policyId: string) {
    const priced = await t.call<Adjustment>('POST', '/api/policyAdjustments', {
      token,
      body: {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }],
      },
    });
    expect(priced.body.amountDue).toBeLessThan(0);
    const commit = () =>
      t.call('POST', `/api/policyAdjustments/${priced.body.adjustmentId}/commit`, { token });
    expect((await commit()).status).toBe(200);
    return { priced: priced.body, commit };
  }

  it('pays a lower single-payment premium back to the card that paid, once', async () => {
    const { token, policyId, settled } = await cardPaidSinglePayment();
    const { priced, commit } = await lowerExcess(token, policyId);
    expect((await commit()).status).toBe(200);
    const credit = -priced.prorataPremium;
    // Never more than the card paid: what it cannot take stays as credit on the account.
    expect(await mtaLedger(policyId)).toEqual(
      expect.arrayContaining([
        { kind: 'CREDIT_NOTE', amount_pence: credit, sub_type: 'MTA' },
        {
          kind: 'REFUND',
          amount_pence: Math.min(credit, settled.amountPence),
          sub_type: 'STRIPE',
        },
      ]),
    );
    expect((await mtaLedger(policyId)).filter((row) => row.kind === 'REFUND')).toHaveLength(1);
    // The change's email says where the money goes back.
    const [email] = await t.db.query<{ text_body: string }>(
      'SELECT text_body FROM queued_emails WHERE dedupe_key = $1',
      [`policy-adjustment:${priced.adjustmentId}`],
    );
    expect(email?.text_body).toContain('We pay it back to the card you paid with');
  });
  it.each([
    ['before the card provider is asked', 'before'],
    ['after the card provider refunded, before the ledger heard', 'after'],
  ] as const)(
    'sends a credit refund a crash interrupted %s from the billing job, once',
    async (_, when) => {
      const { token, policyId, accountId } = await cardPaidSinglePayment();
      const cards = t.app.platform.integrations.cardPayments;
      const refund = cards.refund;
      cards.refund = async (request) => {
        if (when === 'after') await refund.call(cards, request);
        throw new Error('the process stopped here');
      };
      try {
        await lowerExcess(token, policyId);
      } finally {
        cards.refund = refund;
      }
      const refunds = () =>
        t.db.query<{ id: string; status: string; provider_payment_id: string }>(
          `SELECT id, status, provider_payment_id FROM ledger_transactions
          WHERE customer_account_id = $1 AND kind = 'REFUND'`,
          [accountId],
        );
      const decided = await refunds();
      expect(decided.map((line) => line.status)).toEqual(['PENDING']);
      const run = await runBillingJob(servicesOf(t), providerCollectPayment(servicesOf(t)));
      expect(run.refunds.sent).toEqual([decided[0]?.id]);
      expect((await refunds()).map((line) => line.status)).toEqual(['POSTED']);
      await runBillingJob(servicesOf(t), providerCollectPayment(servicesOf(t)));
      const made = await t.db.query<{ id: string }>(
        'SELECT id FROM payment_sandbox_card_refunds WHERE payment_id = $1',
        [decided[0]?.provider_payment_id],
      );
      expect(made).toHaveLength(1);
    },
  );
});
