// Cancelling a policy over HTTP (issue 18, ADR 0039): the CAN adjustment's rules, its commit once,
// the end of cover on the clock, and the account's settlement to the penny on the ledger.
import { cardPaidFlex as cardPaidFlexOf } from '../../../test/checkout-test-support';
import {
  boughtDriveaway,
  servicesOf,
  TEST_VRN,
  uniquePerson,
} from '../../../test/journey-fixtures';
import { balanceFromTransactions, unbalancedTransactions } from '../../../test/ledger-test-support';
import { useTestApp } from '../../../test/test-app';
import { TEST_DATABASE_KIND } from '../../../test/test-database';
import { customerBalance, runBillingJob } from '../../billing';
import { providerCollectPayment } from '../../checkout';
import { runLifecycleJob } from '../../policy-lifecycle';

type Adjustment = {
  adjustmentId: string;
  adjustmentType: string;
  amountDue: number;
  prorataPremium: number;
  confirmed: boolean;
  status: string;
  effectiveAt: string;
  reason: string | null;
};
type Problem = { code?: string; errors?: { path: string; message: string }[] };
type Line = { kind: string; amount_pence: number; status: string; idempotency_key: string };

const DAY_MS = 86_400_000;

describe(`cancelling a policy (${TEST_DATABASE_KIND})`, () => {
  // Bought at 10:00 on 2 March: the fixtures' cover starts on 10 March.
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const cardPaidFlex = () => cardPaidFlexOf(t);

  const tokenOf = (person: { email: string }) => t.signedInToken(person.email);

  function cancel(token: string, body: Record<string, unknown>) {
    return t.call<Adjustment & Problem>('POST', '/api/policyAdjustments', {
      token,
      body: { adjustmentType: 'CAN', changes: [], ...body },
    });
  }

  const commit = (token: string, id: string) =>
    t.call<Adjustment & Problem>('POST', `/api/policyAdjustments/${id}/commit`, { token });

  async function linesOf(accountId: string): Promise<Line[]> {
    return t.db.query<Line>(
      `SELECT kind, amount_pence, status, idempotency_key FROM ledger_transactions
        WHERE customer_account_id = $1 ORDER BY seq`,
      [accountId],
    );
  }

  const total = (lines: Line[], kind: string) =>
    lines
      .filter((line) => line.kind === kind && line.status !== 'FAILED')
      .reduce((sum, line) => sum + Number(line.amount_pence), 0);

  /** Every queued email's key (the outbox's messages, sent or not), in order. */
  async function queuedEmailKeys(): Promise<string[]> {
    const rows = await t.db.query<{ dedupe_key: string }>(
      'SELECT dedupe_key FROM queued_emails ORDER BY dedupe_key',
    );
    return rows.map((row) => row.dedupe_key);
  }

  async function policyRow(policyId: string) {
    const [row] = await t.db.query<{
      status: string;
      terminated_at: Date | null;
      renewal_stopped: boolean;
    }>('SELECT status, terminated_at, renewal_stopped FROM policies WHERE id = $1', [policyId]);
    return row;
  }

  async function expectLedgerWhole(accountId: string): Promise<void> {
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await customerBalance(t.db, accountId)).toBe(
      await balanceFromTransactions(t, accountId),
    );
  }

  it('cancels in cooling-off at once with everything paid back to the card, once however often it is committed', async () => {
    const { person, policyId, accountId } = await cardPaidFlex();
    const paid = total(await linesOf(accountId), 'PAYMENT');
    expect(paid).toBeGreaterThan(0);

    const made = await cancel(await tokenOf(person), {
      policyId,
      reason: 'Other|  Moving abroad  ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      adjustmentType: 'CAN',
      confirmed: false,
      reason: 'Other|Moving abroad',
      amountDue: -paid,
    });

    const queuedBefore = await queuedEmailKeys();
    const [first, second] = await Promise.all([
      commit(await tokenOf(person), made.body.adjustmentId),
      commit(await tokenOf(person), made.body.adjustmentId),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.confirmed).toBe(true);
    expect((await commit(await tokenOf(person), made.body.adjustmentId)).body.confirmed).toBe(true);

    // Cancelled before its start: it never starts, and nothing renews it.
    expect(await policyRow(policyId)).toMatchObject({ status: 'CANCELLED', renewal_stopped: true });
    const lines = await linesOf(accountId);
    expect(total(lines, 'REFUND')).toBe(paid);
    expect(lines.filter((line) => line.kind === 'REFUND')).toHaveLength(1);
    expect(await customerBalance(t.db, accountId)).toBe(0);
    await expectLedgerWhole(accountId);
    const statements = await t.db.query<{ final: boolean }>(
      'SELECT final FROM statements WHERE customer_account_id = $1 ORDER BY statement_number',
      [accountId],
    );
    expect(statements.at(-1)?.final).toBe(true);

    // The provider refunded the card once, for all of it.
    const refunds = await t.db.query<{ amount_pence: number }>(
      `SELECT r.amount_pence FROM payment_sandbox_card_refunds r
        WHERE r.payment_id IN (SELECT provider_payment_id FROM ledger_transactions
                                WHERE customer_account_id = $1 AND kind = 'PAYMENT')`,
      [accountId],
    );
    expect(refunds.map((refund) => Number(refund.amount_pence))).toEqual([paid]);

    const emails = await t.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM queued_emails WHERE dedupe_key = $1',
      [`cancellation-confirmation:${made.body.adjustmentId}`],
    );
    expect(emails).toHaveLength(1);
    // One clear email for the customer: the confirmation, no status-change email beside it.
    expect((await queuedEmailKeys()).filter((key) => !queuedBefore.includes(key))).toEqual([
      `cancellation-confirmation:${made.body.adjustmentId}`,
    ]);
    expect(emails[0]?.text_body).toContain('Your car insurance cover ended at');
    expect(emails[0]?.text_body).toContain(`Car: ${TEST_VRN}`);
    expect(emails[0]?.text_body).toContain('you get back everything you paid');
    expect(emails[0]?.text_body).toContain(`£${(paid / 100).toFixed(2)}`);

    // Nothing left to cancel: the rule's configuration error.
    const again = await cancel(await tokenOf(person), { policyId, reason: 'Price' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('cancellation.notAllowed');
  });

  it('ends a standard cancellation’s cover on the chosen day, then credits the unused days and refunds them', async () => {
    const { person, policyId, accountId } = await cardPaidFlex();
    // 1 April: 30 days after the bind and 22 after inception, both cooling-off periods are over.
    t.clock.set(new Date('2026-04-01T09:00:00Z'));
    const context = servicesOf(t);
    const collect = providerCollectPayment(context);
    await runBillingJob(context, collect);
    await runLifecycleJob(context, { lapseAfterFailedPaymentDays: 14 });

    const tooLate = await cancel(await tokenOf(person), {
      policyId,
      reason: 'SoldNR',
      effectiveAt: '2026-05-15T09:00:00Z',
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.code).toBe('cancellation.dateTooLate');

    const made = await cancel(await tokenOf(person), {
      policyId,
      reason: 'SoldNR',
      effectiveAt: '2026-04-20T12:00:00Z',
    });
    expect(made.status).toBe(201);
    // 00:00 on 20 April in London.
    expect(made.body.effectiveAt).toBe('2026-04-19T23:00:00.000Z');
    const queuedBefore = await queuedEmailKeys();
    expect((await commit(await tokenOf(person), made.body.adjustmentId)).status).toBe(200);
    const queuedAtCommit = await queuedEmailKeys();
    expect(queuedAtCommit.filter((key) => !queuedBefore.includes(key))).toEqual([
      `cancellation-confirmation:${made.body.adjustmentId}`,
    ]);
    expect(await policyRow(policyId)).toMatchObject({
      status: 'ACTIVE',
      terminated_at: new Date('2026-04-19T23:00:00Z'),
      renewal_stopped: true,
    });

    // The day before: still insured, and nothing credited yet.
    t.clock.set(new Date('2026-04-19T22:59:00Z'));
    await runBillingJob(context, collect);
    await runLifecycleJob(context, { lapseAfterFailedPaymentDays: 14 });
    expect((await policyRow(policyId))?.status).toBe('ACTIVE');
    expect(total(await linesOf(accountId), 'CREDIT_NOTE')).toBe(
      total(
        (await linesOf(accountId)).filter((line) => line.idempotency_key.startsWith('discount:')),
        'CREDIT_NOTE',
      ),
    );

    t.clock.set(new Date('2026-04-19T23:00:00Z'));
    await runBillingJob(context, collect);
    expect((await runLifecycleJob(context, { lapseAfterFailedPaymentDays: 14 })).moved).toEqual(
      expect.arrayContaining([{ policyId, from: 'ACTIVE', to: 'CANCELLED', reason: 'cancelled' }]),
    );
    // Weeks after the confirmation, cover ending is news of its own: one email then.
    expect(
      (await queuedEmailKeys()).filter(
        (key) => !queuedAtCommit.includes(key) && key.includes(policyId),
      ),
    ).toEqual([`policy-transition:${policyId}:CANCELLED`]);
    const lines = await linesOf(accountId);
    const credits = lines.filter((line) => line.idempotency_key.startsWith('cancellation-credit:'));
    // Statement 1 (10 April to 10 May, 30 days) is credited its 20 unused days.
    const [second] = await t.db.query<{ amount_pence: number }>(
      `SELECT t.amount_pence FROM ledger_transactions t JOIN statements s ON s.id = t.statement_id
        WHERE s.customer_account_id = $1 AND s.statement_number = 1 AND t.kind = 'INVOICE'`,
      [accountId],
    );
    expect(credits.map((line) => Number(line.amount_pence))).toEqual([
      Math.floor((Number(second?.amount_pence) * 20) / 30),
    ]);
    // Paid back to the card that paid statement 1, to the penny: nothing owed either way.
    expect(total(lines, 'REFUND')).toBe(Number(credits[0]?.amount_pence));
    expect(await customerBalance(t.db, accountId)).toBe(0);
    await expectLedgerWhole(accountId);
    // Settled once: another run changes nothing.
    const before = await linesOf(accountId);
    await runBillingJob(context, collect);
    expect(await linesOf(accountId)).toEqual(before);
  });

  it('refuses a reason that is missing or Other without its text, and changes, changing nothing', async () => {
    const person = uniquePerson();
    const token = await t.signedInToken(person.email);
    const bought = await boughtDriveaway(t, token, person);
    const policyId = bought.policyId as string;
    for (const [body, code] of [
      [{}, 'cancellation.reasonRequired'],
      [{ reason: 'Bored' }, 'cancellation.reasonRequired'],
      [{ reason: 'Other' }, 'cancellation.otherTextRequired'],
      [{ reason: 'Other|   ' }, 'cancellation.otherTextRequired'],
      [{ reason: 'Price|why' }, 'cancellation.reasonRequired'],
      [{ reason: `Other|${'x'.repeat(501)}` }, 'cancellation.otherTextTooLong'],
    ] as const) {
      const answer = await cancel(await tokenOf(person), { policyId, ...body });
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
    const withChanges = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token: await tokenOf(person),
      body: {
        adjustmentType: 'CAN',
        policyId,
        reason: 'Price',
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 100 }],
      },
    });
    expect(withChanges.status).toBe(400);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM policy_adjustments WHERE policy_id = $1',
      [policyId],
    );
    expect(Number(count?.n)).toBe(0);
    expect((await policyRow(policyId))?.terminated_at).toBeNull();

    // Another customer's policy is not found, as one that does not exist.
    const other = await t.signedInToken(uniquePerson().email);
    expect((await cancel(other, { policyId, reason: 'Price' })).status).toBe(404);
  });

  it('cancels a drive-away (no cooling-off) at once when the chosen day has passed', async () => {
    const person = uniquePerson();
    const bought = await boughtDriveaway(t, await tokenOf(person), person);
    const policyId = bought.policyId as string;
    t.clock.set(new Date(Date.parse('2026-03-10T12:00:00Z') + DAY_MS));
    const made = await cancel(await tokenOf(person), {
      policyId,
      reason: 'NotSuitable',
      effectiveAt: '2026-03-01T10:00:00Z',
    });
    expect(made.status).toBe(201);
    expect(made.body.effectiveAt).toBe(t.clock.now().toISOString());
    expect((await commit(await tokenOf(person), made.body.adjustmentId)).body.confirmed).toBe(true);
    expect((await policyRow(policyId))?.status).toBe('CANCELLED');
    const transitions = await t.db.query<{ to_status: string; reason: string }>(
      'SELECT to_status, reason FROM policy_status_transitions WHERE policy_id = $1 ORDER BY effective_at',
      [policyId],
    );
    expect(transitions.at(-1)).toEqual({ to_status: 'CANCELLED', reason: 'cancelled' });
  });
});
