// Finding 5 of issue 14: a payment binds only the quote its session was opened for, at its amount.
// A session paid after its quote changed is refused and refunded; a second payment for a proposal
// already bound is posted, marked and refunded, and reconcile has nothing left to do.

import {
  deliverWebhooks,
  ledgerOf,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
  replayWebhooks,
  sessionOf,
} from '../../test/checkout-test-support';
import { getProposal, patchProposal, verify } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { markRefundOwed, recordCheckoutPayment } from './checkout-payment-repository';
import { RECONCILE_GRACE_MS, runReconcileJob } from './reconcile-job';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/** Opens the proposal's hosted card checkout; answers its page and what it charges. */
async function openSession(code: string) {
  const started = await post<{ url: string }>(
    t,
    `/api/stripe/checkout/proposal/${code}`,
    t.token,
    RETURN,
  );
  expect(started.status).toBe(200);
  const [row] = await t.db.query<{ amount_pence: number }>(
    'SELECT amount_pence FROM payment_sandbox_card_sessions WHERE id = $1',
    [sessionOf(started.body.url)],
  );
  return { url: started.body.url, amountPence: row?.amount_pence as number };
}

/** The provider's payment id of a paid session. */
async function paymentOf(url: string): Promise<string> {
  const [row] = await t.db.query<{ payment_id: string }>(
    'SELECT payment_id FROM payment_sandbox_card_sessions WHERE id = $1',
    [sessionOf(url)],
  );
  return row?.payment_id as string;
}

/** The customer adds legal expenses cover: a new, dearer quote, checked again. */
async function dearerQuote(code: string): Promise<void> {
  const changed = await patchProposal(t, t.token, code, {
    changes: [{ path: 'legal_expenses', value: true, attribute: 'optionalCover' }],
  });
  expect(changed.body.status).toBe('QUOTE');
  expect((await verify(t, t.token, code)).body.isClear).toBe(true);
}

/** The refunds the card sandbox made of a payment. */
function sandboxRefundsOf(paymentId: string) {
  return t.db.query<{ amount_pence: number }>(
    'SELECT amount_pence FROM payment_sandbox_card_refunds WHERE payment_id = $1',
    [paymentId],
  );
}

/** The ledger's money lines of a proposal's account (payments and refunds). */
async function moneyLinesOf(code: string) {
  return t.db.query<{
    kind: string;
    status: string;
    amount_pence: number;
    provider_payment_id: string;
  }>(
    `SELECT t.kind, t.status, t.amount_pence, t.provider_payment_id FROM ledger_transactions t
       JOIN customer_accounts a ON a.id = t.customer_account_id
       JOIN policies p ON p.id = a.policy_id
      WHERE p.proposal_id = $1 AND t.kind IN ('PAYMENT', 'REFUND') ORDER BY t.seq`,
    [code],
  );
}

/** Reconcile after its grace period: it must find nothing to bind, refund or report. */
async function expectNothingToReconcile() {
  t.clock.advance(RECONCILE_GRACE_MS + 1000);
  expect(await runReconcileJob(t.app.platform)).toEqual({
    bound: [],
    refunded: [],
    cancelledMandates: [],
    failed: [],
  });
}

describe(`a session paid after its quote changed (${TEST_DATABASE_KIND})`, () => {
  it('binds nothing and refunds the payment; the current quote is then bought at its own price', async () => {
    const code = await payableQuote(t, t.token);
    const cheaper = await openSession(code);
    await dearerQuote(code);
    expect(await payOnPage(t, cheaper.url)).toMatchObject({ kind: 'redirect' });
    await deliverWebhooks(t);

    expect((await getProposal(t, t.token, code)).body.status).toBe('QUOTE');
    expect((await outcomeOf(t, code)).policies).toBe(0);
    const stalePayment = await paymentOf(cheaper.url);
    expect(await sandboxRefundsOf(stalePayment)).toEqual([{ amount_pence: cheaper.amountPence }]);
    const [recorded] = await t.db.query<{ refund_reason: string; refunded_at: Date | null }>(
      'SELECT refund_reason, refunded_at FROM checkout_payments WHERE provider_payment_id = $1',
      [stalePayment],
    );
    expect(recorded?.refund_reason).toBe('stale_quote');
    expect(recorded?.refunded_at).not.toBeNull();
    await expectNothingToReconcile();

    const current = await openSession(code);
    expect(current.url).not.toBe(cheaper.url);
    expect(current.amountPence).toBeGreaterThan(cheaper.amountPence);
    await payOnPage(t, current.url);
    await deliverWebhooks(t);
    expect(await moneyLinesOf(code)).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', amount_pence: current.amountPence }),
    ]);
    const ledger = await ledgerOf(t, code);
    expect(ledger.postings).toBe(ledger.transactions);
    expect(ledger.unbalanced).toEqual([]);
    const statement0 = await t.db.query<{ owed: number }>(
      `SELECT COALESCE(SUM(lp.amount_pence), 0)::integer AS owed FROM ledger_postings lp
         JOIN ledger_transactions lt ON lt.id = lp.transaction_id
         JOIN statements s ON s.id = lt.statement_id
        WHERE s.customer_account_id = $1 AND s.statement_number = 0 AND lp.ledger_account = $2`,
      [ledger.accountId, `customer:${ledger.accountId}`],
    );
    // Statement 0 is paid in full: no shortfall left uncollected.
    expect(statement0[0]?.owed).toBe(0);
  });
});

describe(`a second payment for a proposal already bound (${TEST_DATABASE_KIND})`, () => {
  it('posts and marks both payments, refunds the second, and leaves reconcile nothing to do', async () => {
    const code = await payableQuote(t, t.token);
    const first = await openSession(code);
    await dearerQuote(code);
    const second = await openSession(code);
    expect(second.url).not.toBe(first.url);

    await payOnPage(t, second.url);
    await deliverWebhooks(t);
    expect((await outcomeOf(t, code)).policies).toBe(1);
    // The older tab is still open: the customer pays there too.
    await payOnPage(t, first.url);
    await deliverWebhooks(t);

    const bindingPayment = await paymentOf(second.url);
    const extraPayment = await paymentOf(first.url);
    expect(await moneyLinesOf(code)).toEqual([
      {
        kind: 'PAYMENT',
        status: 'POSTED',
        amount_pence: second.amountPence,
        provider_payment_id: bindingPayment,
      },
      {
        kind: 'PAYMENT',
        status: 'POSTED',
        amount_pence: first.amountPence,
        provider_payment_id: extraPayment,
      },
      {
        kind: 'REFUND',
        status: 'POSTED',
        amount_pence: first.amountPence,
        provider_payment_id: extraPayment,
      },
    ]);
    const marked = await t.db.query<{
      provider_payment_id: string;
      bound: boolean;
      refund_reason: string | null;
      refunded: boolean;
    }>(
      `SELECT provider_payment_id, bound_at IS NOT NULL AS bound, refund_reason,
              refunded_at IS NOT NULL AS refunded
         FROM checkout_payments WHERE proposal_id = $1 ORDER BY created_at`,
      [code],
    );
    expect(marked).toEqual([
      { provider_payment_id: bindingPayment, bound: true, refund_reason: null, refunded: false },
      {
        provider_payment_id: extraPayment,
        bound: true,
        refund_reason: 'duplicate',
        refunded: true,
      },
    ]);
    expect(await sandboxRefundsOf(extraPayment)).toEqual([{ amount_pence: first.amountPence }]);
    expect(await sandboxRefundsOf(bindingPayment)).toEqual([]);
    await expectNothingToReconcile();

    // Every webhook again, newest first: nothing is posted or refunded twice.
    expect((await replayWebhooks(t)).every((status) => status === 200)).toBe(true);
    expect(await moneyLinesOf(code)).toHaveLength(3);
    expect(await sandboxRefundsOf(extraPayment)).toHaveLength(1);
    const ledger = await ledgerOf(t, code);
    expect(ledger.postings).toBe(ledger.transactions);
    expect(ledger.unbalanced).toEqual([]);
  });
});

describe(`a Direct Debit payment owed back (${TEST_DATABASE_KIND})`, () => {
  it('is reported for a person on every reconcile run, as no Direct Debit refund call exists', async () => {
    const code = await payableQuote(t, t.token);
    const paymentId = `PM${Date.now()}`;
    await recordCheckoutPayment(
      t.db,
      {
        providerPaymentId: paymentId,
        provider: 'GOCARDLESS',
        proposalId: code,
        ownerUserId: 'user-dd',
        amountPence: 4_200,
        status: 'PENDING',
        paymentMethodType: 'BACS_DEBIT',
        savedCard: null,
        mandateId: 'MD1',
        quoteId: null,
      },
      t.clock.now(),
    );
    await markRefundOwed(t.db, paymentId, 'stale_quote');
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    for (let run = 0; run < 2; run += 1) {
      const reconciled = await runReconcileJob(t.app.platform);
      expect(reconciled.refunded).not.toContain(paymentId);
      expect(reconciled.failed).toContainEqual({
        providerPaymentId: paymentId,
        error: expect.stringContaining('refund it with the provider'),
      });
    }
    expect((await outcomeOf(t, code)).policies).toBe(0);
  });
});
