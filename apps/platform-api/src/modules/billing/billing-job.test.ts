import { randomUUID } from 'node:crypto';
import { statementMessageKey } from '@brand/domain';
import { servicesOf } from '../../test/journey-fixtures';
import {
  balanceFromTransactions,
  flexAccount,
  unbalancedTransactions,
} from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import type { CollectPayment, CollectPaymentResult } from './collect-payment';
import { type BillingRun, runBillingJob, startBillingJob } from './collections-job';
import { setTransactionStatus } from './ledger-service';
import { recordStatementPayment } from './statement-payments';

type Statement = {
  statementId: string;
  statementNumber: number;
  status: string;
  statementBalance: number;
  subtotalBalance: number;
  broughtForwardBalance: number;
  carriedForwardBalance: number;
  amountOutstanding: number;
  paymentDueAt: string;
  final: boolean;
  lineItems?: { type: string; amount: number; status: string; servicePeriodStart: string | null }[];
};
type Account = { accountBalance: number; outstandingAmount: number; paymentDay: number };

/**
 * A provider that answers the collections of one account as the test queues them (others are
 * taken at once: the suite's earlier accounts are billed too), and remembers what it was asked.
 */
function fakeProvider(accountId?: string) {
  const answers: (CollectPaymentResult | Error)[] = [];
  const calls: { statementNumber: number; amount: number; key: string }[] = [];
  const collect: CollectPayment = async (account, statement, amount, key) => {
    if (accountId && account.id !== accountId) {
      return { status: 'POSTED', providerPaymentId: `PM-${key}` };
    }
    calls.push({ statementNumber: statement.statementNumber, amount, key });
    const answer = answers.shift() ?? { status: 'POSTED', providerPaymentId: `PM-${key}` };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { collect, calls, answers };
}

/** What a run issued for one account. */
const issuedTo = (run: BillingRun, accountId: string) =>
  run.statements.issued.filter((issued) => issued.accountId === accountId);

describe(`statements and collections over months (${TEST_DATABASE_KIND})`, () => {
  // Bought at 10:00 on 2 March; the fixtures' cover starts on 10 March, so the payment day is the 10th.
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z', anonymousToken: false });
  let email: string;

  /** A fresh token of the buyer at the clock's time (tokens expire as the clock moves on). */
  const buyer = () => t.signedInToken(email);

  beforeEach(() => {
    email = `billing.${randomUUID()}@example.com`;
  });

  async function statements(accountId: string): Promise<Statement[]> {
    const response = await t.call<Statement[]>(
      'GET',
      `/api/customerAccounts/${accountId}/statements`,
      { token: await buyer() },
    );
    expect(response.status).toBe(200);
    return response.body.slice().reverse();
  }

  /** The checkout's part, which the payments work will do: statement 0 paid at bind. */
  async function payFirstStatement(accountId: string): Promise<void> {
    const [first] = await t.db.query<{ owed: number }>(
      `SELECT SUM(CASE WHEN kind = 'INVOICE' THEN amount_pence ELSE -amount_pence END)::integer
              AS owed
         FROM ledger_transactions WHERE customer_account_id = $1`,
      [accountId],
    );
    await recordStatementPayment(
      t.db,
      {
        accountId,
        amountPence: Number(first?.owed),
        idempotencyKey: `checkout:${accountId}`,
        status: 'POSTED',
        subType: 'STRIPE',
        providerPaymentId: `pi_${accountId}`,
        paymentMethodDescription: 'Visa ending 4242',
      },
      t.clock.now(),
    );
  }

  it('opens the account at bind with statement 0 for the first payment, due at once', async () => {
    const { accountId } = await flexAccount(t, await buyer());
    const [first, ...rest] = await statements(accountId);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      statementNumber: 0,
      status: 'PENDING',
      broughtForwardBalance: 0,
      paymentDueAt: '2026-03-02T10:00:00.000Z',
      final: false,
    });
    expect(first?.amountOutstanding).toBeGreaterThan(0);
    expect(first?.statementBalance).toBe(first?.amountOutstanding);
    await payFirstStatement(accountId);
    expect((await statements(accountId))[0]).toMatchObject({
      status: 'SETTLED',
      amountOutstanding: 0,
    });
  });

  it('runs a month at a time: a statement on the payment day, collected once, failures left outstanding', async () => {
    const { accountId, policyNumber } = await flexAccount(t, await buyer());
    await payFirstStatement(accountId);
    const provider = fakeProvider(accountId);
    const context = servicesOf(t);

    // 9 April: nothing is due before the payment day.
    t.clock.set('2026-04-09T12:00:00Z');
    expect(issuedTo(await runBillingJob(context, provider.collect), accountId)).toEqual([]);

    // 10 April, 07:00 in London: statement 1 is issued and collected.
    t.clock.set('2026-04-10T06:00:00Z');
    const april = await runBillingJob(context, provider.collect);
    expect(issuedTo(april, accountId)).toEqual([{ accountId, statementNumber: 1 }]);
    let all = await statements(accountId);
    const instalment = all[1]?.subtotalBalance as number;
    expect(instalment).toBeGreaterThan(0);
    expect(all[1]).toMatchObject({
      statementNumber: 1,
      status: 'SETTLED',
      broughtForwardBalance: 0,
      amountOutstanding: 0,
      // Midnight in London (BST) on 10 April.
      paymentDueAt: '2026-04-09T23:00:00.000Z',
    });
    expect(provider.calls).toEqual([
      { statementNumber: 1, amount: instalment, key: `collection:${all[1]?.statementId}` },
    ]);

    // The same day again: nothing new is issued or collected.
    await runBillingJob(context, provider.collect);
    expect(provider.calls).toHaveLength(1);

    // 10 May: the collection fails; the amount stays outstanding and the statement is FAILED.
    t.clock.set('2026-05-10T08:00:00Z');
    provider.answers.push({
      status: 'FAILED',
      providerPaymentId: 'PMX',
      failureReason: 'insufficient_funds',
    });
    const may = await runBillingJob(context, provider.collect);
    expect(may.collections.failed).toEqual([
      { statementId: expect.any(String), reason: 'insufficient_funds' },
    ]);
    expect(issuedTo(may, accountId)).toEqual([{ accountId, statementNumber: 2 }]);
    all = await statements(accountId);
    expect(all[2]).toMatchObject({ status: 'FAILED', amountOutstanding: instalment });
    const accounts = await t.call<Account[]>(
      'GET',
      `/api/customerAccounts?policyNumber=${policyNumber}`,
      { token: await buyer() },
    );
    expect(accounts.body[0]).toMatchObject({
      outstandingAmount: instalment,
      accountBalance: instalment,
    });

    // 10 June: a direct debit is submitted (PENDING), then confirmed; May's failure is brought forward.
    t.clock.set('2026-06-10T08:00:00Z');
    provider.answers.push({ status: 'PENDING', providerPaymentId: 'PM-june' });
    await runBillingJob(context, provider.collect);
    all = await statements(accountId);
    expect(all[3]).toMatchObject({
      status: 'PENDING',
      broughtForwardBalance: instalment,
      statementBalance: 2 * instalment,
      carriedForwardBalance: instalment,
    });
    const [pending] = await t.db.query<{ id: string }>(
      `SELECT id FROM ledger_transactions WHERE provider_payment_id = 'PM-june'`,
    );
    await t.db.transaction((tx) =>
      setTransactionStatus(tx, pending?.id as string, { status: 'POSTED' }, t.clock.now()),
    );
    expect((await statements(accountId))[3]?.status).toBe('SETTLED');

    // The customer settles May's failure by card: the payment goes on the oldest statement owing.
    const settle = {
      accountId,
      amountPence: instalment,
      idempotencyKey: 'cs_settle_may',
      status: 'POSTED' as const,
      subType: 'STRIPE' as const,
      providerPaymentId: 'pi_settle_may',
    };
    const settled = await recordStatementPayment(t.db, settle, t.clock.now());
    expect(settled.statementId).toBe(all[2]?.statementId);
    // The browser's return and the webhook both report it: one payment.
    expect((await recordStatementPayment(t.db, settle, t.clock.now())).id).toBe(settled.id);
    expect((await statements(accountId))[2]).toMatchObject({
      status: 'SETTLED',
      amountOutstanding: 0,
    });

    // A provider outage records nothing; the next run asks again with the same key.
    t.clock.set('2026-07-10T08:00:00Z');
    provider.answers.push(new Error('provider unavailable'));
    const july = await runBillingJob(context, provider.collect);
    expect(july.collections.errors).toHaveLength(1);
    await runBillingJob(context, provider.collect);
    const julyCalls = provider.calls.filter((call) => call.statementNumber === 4);
    expect(julyCalls).toHaveLength(2);
    expect(julyCalls[0]?.key).toBe(julyCalls[1]?.key);
    expect((await statements(accountId))[4]?.status).toBe('SETTLED');

    // A stopped job catches up: two months at once.
    t.clock.set('2026-09-11T08:00:00Z');
    const catchUp = await runBillingJob(context, provider.collect);
    expect(issuedTo(catchUp, accountId).map((issued) => issued.statementNumber)).toEqual([5, 6]);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(accounts.body).toHaveLength(1);
    const [row] = await t.db.query<{ balance: number }>(
      `SELECT COALESCE(SUM(amount_pence), 0)::integer AS balance FROM ledger_postings
        WHERE ledger_account = $1`,
      [`customer:${accountId}`],
    );
    expect(Number(row?.balance)).toBe(await balanceFromTransactions(t, accountId));
    expect(Number(row?.balance)).toBe(0);
  });

  it('bills twelve months, the last statement final, and then estimates nothing', async () => {
    const { accountId } = await flexAccount(t, await buyer());
    await payFirstStatement(accountId);
    const provider = fakeProvider(accountId);
    const estimate = await t.call<
      { statementNumber: number; paymentDueAt: string; amount: number }[]
    >('GET', `/api/customerAccounts/${accountId}/nextStatementEstimate`, { token: await buyer() });
    expect(estimate.body).toEqual([
      expect.objectContaining({ statementNumber: 1, paymentDueAt: '2026-04-09T23:00:00.000Z' }),
    ]);
    t.clock.set('2027-02-10T12:00:00Z');
    await runBillingJob(servicesOf(t), provider.collect);
    const all = await statements(accountId);
    expect(all.map((statement) => statement.statementNumber)).toEqual([...Array(12).keys()]);
    expect(all.map((statement) => statement.final)).toEqual([...Array(11).fill(false), true]);
    expect(all.every((statement) => statement.status === 'SETTLED')).toBe(true);
    expect(all[1]?.subtotalBalance).toBe(estimate.body[0]?.amount);
    const after = await t.call<unknown[]>(
      'GET',
      `/api/customerAccounts/${accountId}/nextStatementEstimate`,
      { token: await buyer() },
    );
    expect(after.body).toEqual([]);
    t.clock.set('2027-04-10T12:00:00Z');
    expect(issuedTo(await runBillingJob(servicesOf(t), provider.collect), accountId)).toEqual([]);
  });

  it('closes a cancelled policy with a final statement that owes a refund', async () => {
    const { accountId, policyId } = await flexAccount(t, await buyer());
    await payFirstStatement(accountId);
    const [first] = await t.db.query<{ net: number }>(
      `SELECT SUM(CASE WHEN kind = 'INVOICE' THEN amount_pence ELSE -amount_pence END)::integer
              AS net
         FROM ledger_transactions WHERE customer_account_id = $1 AND kind <> 'PAYMENT'`,
      [accountId],
    );
    t.clock.set('2026-03-20T12:00:00Z');
    // What a committed cancellation leaves (ADR 0039): the policy ended now; the billing job
    // credits the unused days of statement 0 (20 March to 10 April: 21 of its 31 days).
    await t.db.query(`UPDATE policies SET status = 'CANCELLED', terminated_at = $2 WHERE id = $1`, [
      policyId,
      t.clock.now(),
    ]);
    const credit = Math.floor((Number(first?.net) * 21) / 31);
    const provider = fakeProvider(accountId);
    const run = await runBillingJob(servicesOf(t), provider.collect);
    expect(issuedTo(run, accountId)).toEqual([{ accountId, statementNumber: 1 }]);
    expect(provider.calls).toEqual([]);
    const [, final] = await statements(accountId);
    // The first payment's card is unknown to the provider here: it refuses the refund, which
    // the statement shows as failed, and the refund stays due (for a person).
    expect(final).toMatchObject({ final: true, amountOutstanding: -credit, status: 'SETTLED' });
    expect(statementMessageKey(final as Statement)).toBe('billing.refund.due');
    const one = await t.call<Statement>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${final?.statementId}`,
      { token: await buyer() },
    );
    expect(one.body.lineItems).toEqual([
      expect.objectContaining({ type: 'CREDIT_NOTE', amount: -credit, status: 'POSTED' }),
      expect.objectContaining({
        type: 'REFUND',
        amount: credit,
        status: 'FAILED',
        descriptionKey: 'billing.lineItem.cardRefund',
        paymentMethodDescription: 'Visa ending 4242',
      }),
    ]);
    expect(run.refunds.failed).toEqual([]);
    expect(run.cancellations.settlements).toEqual([
      expect.objectContaining({
        accountId,
        refundedPence: 0,
        owedBackPence: credit,
        settled: false,
      }),
    ]);
    // Nothing more is issued once the final statement is out.
    expect(issuedTo(await runBillingJob(servicesOf(t), provider.collect), accountId)).toEqual([]);
  });

  it('runs on a timer that never overlaps and stops cleanly', async () => {
    const provider = fakeProvider();
    const log = { info: jest.fn(), error: jest.fn() };
    const job = startBillingJob(servicesOf(t), { intervalMinutes: 0 }, provider.collect, log);
    const first = await job.firstRun;
    expect(first?.statements.failed).toEqual([]);
    expect(log.info).toHaveBeenCalledWith(
      expect.any(Object),
      expect.stringContaining('billing job'),
    );
    await job.stop();
  });
});
