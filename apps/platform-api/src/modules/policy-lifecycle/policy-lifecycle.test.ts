import type { PolicyStatus } from '@brand/domain';
import { boughtDriveaway, servicesOf, uniquePerson } from '../../test/journey-fixtures';
import { flexAccount } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { type CollectPayment, recordStatementPayment, runBillingJob } from '../billing';
import { runLifecycleJob } from './lifecycle-job';
import { transitionPolicyIn } from './policy-transitions';

const SETTINGS = { lapseAfterFailedPaymentDays: 14 };
const DAY_MS = 86_400_000;

type PolicyView = {
  policyDetail: { policyStatus: PolicyStatus; expiredAt: string | null };
  statusTransitions: { from: string; to: string; effectiveAt: string; reason: string }[];
};

describe(`the policy lifecycle (${TEST_DATABASE_KIND})`, () => {
  // Bought at 10:00 on 2 March: the fixtures' cover starts on 10 March (drive-away ends 15 March).
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function statusOf(policyId: string) {
    const [row] = await t.db.query<{ status: PolicyStatus; incepted_at: Date; expired_at: Date }>(
      'SELECT status, incepted_at, expired_at FROM policies WHERE id = $1',
      [policyId],
    );
    if (!row) throw new Error(`No policy ${policyId}`);
    return {
      status: row.status,
      inceptedAt: new Date(row.incepted_at),
      expiredAt: new Date(row.expired_at),
    };
  }

  async function transitionsOf(policyId: string) {
    return t.db.query<{ from_status: string; to_status: string; reason: string }>(
      `SELECT from_status, to_status, reason FROM policy_status_transitions
        WHERE policy_id = $1 ORDER BY effective_at, to_status`,
      [policyId],
    );
  }

  async function emailsOf(policyId: string) {
    const rows = await t.db.query<{ dedupe_key: string; subject: string; text_body: string }>(
      `SELECT dedupe_key, subject, text_body FROM queued_emails
        WHERE dedupe_key LIKE $1 ORDER BY created_at, dedupe_key`,
      [`policy-transition:${policyId}:%`],
    );
    return rows;
  }

  const movedOf = async (policyId: string) =>
    (await runLifecycleJob(servicesOf(t), SETTINGS)).moved.filter(
      (moved) => moved.policyId === policyId,
    );

  it('starts a drive-away on its start and lapses it at its term’s end, each recorded and emailed once', async () => {
    const bought = await boughtDriveaway(t, t.token, uniquePerson());
    const policyId = bought.policyId as string;
    const { inceptedAt, expiredAt } = await statusOf(policyId);
    expect((await statusOf(policyId)).status).toBe('PENDING');
    expect(await movedOf(policyId)).toEqual([]);

    t.clock.set(new Date(inceptedAt.getTime() + 60_000));
    expect(await movedOf(policyId)).toEqual([
      { policyId, from: 'PENDING', to: 'ACTIVE', reason: 'cover-started' },
    ]);
    expect(await movedOf(policyId)).toEqual([]);

    t.clock.set(new Date(expiredAt.getTime() - 60_000));
    expect(await movedOf(policyId)).toEqual([]);
    t.clock.set(expiredAt);
    expect(await movedOf(policyId)).toEqual([
      { policyId, from: 'ACTIVE', to: 'LAPSED', reason: 'term-ended' },
    ]);
    expect(await movedOf(policyId)).toEqual([]);
    expect(await transitionsOf(policyId)).toEqual([
      { from_status: 'PENDING', to_status: 'ACTIVE', reason: 'cover-started' },
      { from_status: 'ACTIVE', to_status: 'LAPSED', reason: 'term-ended' },
    ]);
    const emails = await emailsOf(policyId);
    expect(emails.map((email) => email.dedupe_key)).toEqual([
      `policy-transition:${policyId}:ACTIVE`,
      `policy-transition:${policyId}:LAPSED`,
    ]);
    expect(emails[1]?.subject).toContain(`Your cover has ended: policy ${bought.policyNumber}`);
    expect(emails[1]?.text_body).toContain('at the end of its term');
  });

  it('ends a cancelled policy’s cover at the cancellation’s time, once, and never at the term’s end again', async () => {
    const bought = await boughtDriveaway(t, t.token, uniquePerson());
    const policyId = bought.policyId as string;
    const { inceptedAt } = await statusOf(policyId);
    t.clock.set(new Date(inceptedAt.getTime() + 60_000));
    await movedOf(policyId);
    // What committing a cancellation for a later time leaves (ADR 0039): the time, nothing moved.
    const cancelAt = new Date(inceptedAt.getTime() + 2 * DAY_MS);
    await t.db.query('UPDATE policies SET terminated_at = $2 WHERE id = $1', [policyId, cancelAt]);
    t.clock.set(new Date(cancelAt.getTime() - 60_000));
    expect(await movedOf(policyId)).toEqual([]);
    t.clock.set(cancelAt);
    expect(await movedOf(policyId)).toEqual([
      { policyId, from: 'ACTIVE', to: 'CANCELLED', reason: 'cancelled' },
    ]);
    expect(await movedOf(policyId)).toEqual([]);
    const after = await statusOf(policyId);
    expect(after).toMatchObject({ status: 'CANCELLED', expiredAt: cancelAt });
    t.clock.set(new Date(cancelAt.getTime() + 30 * DAY_MS));
    expect(await movedOf(policyId)).toEqual([]);
    const emails = await emailsOf(policyId);
    expect(emails.map((email) => email.dedupe_key)).toEqual([
      `policy-transition:${policyId}:ACTIVE`,
      `policy-transition:${policyId}:CANCELLED`,
    ]);
    expect(emails[1]?.subject).toContain(`Your policy ${bought.policyNumber} has been cancelled`);
  });

  it('cancels a policy cancelled before its start without ever starting it', async () => {
    const bought = await boughtDriveaway(t, t.token, uniquePerson());
    const policyId = bought.policyId as string;
    const now = t.clock.now();
    await t.db.query('UPDATE policies SET terminated_at = $2 WHERE id = $1', [policyId, now]);
    expect(await movedOf(policyId)).toEqual([
      { policyId, from: 'PENDING', to: 'CANCELLED', reason: 'cancelled' },
    ]);
    expect(await transitionsOf(policyId)).toEqual([
      { from_status: 'PENDING', to_status: 'CANCELLED', reason: 'cancelled' },
    ]);
  });

  it('brings a policy up to date when it is read, through the same recorded transitions', async () => {
    const person = uniquePerson();
    const token = await t.signedInToken(person.email);
    const bought = await boughtDriveaway(t, token, person);
    const policyId = bought.policyId as string;
    const { inceptedAt, expiredAt } = await statusOf(policyId);
    // Nobody ran the job during the whole term: the read moves it twice, as the job would.
    t.clock.set(new Date(expiredAt.getTime() + DAY_MS));
    const read = await t.call<PolicyView>('GET', `/api/policies/${policyId}`, {
      token: await t.signedInToken(person.email),
    });
    expect(read.status).toBe(200);
    expect(read.body.policyDetail.policyStatus).toBe('LAPSED');
    expect(read.body.statusTransitions).toEqual([
      {
        from: 'PENDING',
        to: 'ACTIVE',
        effectiveAt: inceptedAt.toISOString(),
        reason: 'cover-started',
      },
      { from: 'ACTIVE', to: 'LAPSED', effectiveAt: expiredAt.toISOString(), reason: 'term-ended' },
    ]);
    expect(await movedOf(policyId)).toEqual([]);
    expect(await emailsOf(policyId)).toHaveLength(2);
  });

  it('moves a policy once when two runs (two instances) race, and records and emails it once', async () => {
    const bought = await boughtDriveaway(t, t.token, uniquePerson());
    const policyId = bought.policyId as string;
    t.clock.set(new Date((await statusOf(policyId)).expiredAt.getTime() + 60_000));
    // Without the job's lock, as two instances whose locks failed would: the status decides.
    const runs = await Promise.all([
      runLifecycleJob(servicesOf(t), SETTINGS),
      runLifecycleJob(servicesOf(t), SETTINGS),
      runLifecycleJob(servicesOf(t), SETTINGS),
    ]);
    const moved = runs.flatMap((run) => run.moved.filter((entry) => entry.policyId === policyId));
    expect(moved.map((entry) => entry.to).sort()).toEqual(['ACTIVE', 'LAPSED']);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(await transitionsOf(policyId)).toHaveLength(2);
    expect(await emailsOf(policyId)).toHaveLength(2);
    expect((await statusOf(policyId)).status).toBe('LAPSED');
  });

  it('keeps nothing of a transition whose transaction failed, and makes it on the next run', async () => {
    const bought = await boughtDriveaway(t, t.token, uniquePerson());
    const policyId = bought.policyId as string;
    const { inceptedAt } = await statusOf(policyId);
    t.clock.set(new Date(inceptedAt.getTime() + 60_000));
    await expect(
      t.db.transaction(async (tx) => {
        await transitionPolicyIn(tx, servicesOf(t), {
          policyId,
          from: 'PENDING',
          to: 'ACTIVE',
          effectiveAt: inceptedAt,
          reason: 'cover-started',
        });
        throw new Error('the instance crashed before the commit');
      }),
    ).rejects.toThrow('crashed');
    expect((await statusOf(policyId)).status).toBe('PENDING');
    expect(await transitionsOf(policyId)).toEqual([]);
    expect(await emailsOf(policyId)).toEqual([]);
    expect(await movedOf(policyId)).toHaveLength(1);
    expect(await transitionsOf(policyId)).toHaveLength(1);
    expect(await emailsOf(policyId)).toHaveLength(1);
  });

  describe('flex cover whose collection failed', () => {
    /** A flex policy with statement 0 paid at bind, its 10 April collection refused. */
    async function flexWithFailedCollection() {
      const { accountId, policyId } = await flexAccount(t, await t.anonymousToken());
      const [first] = await t.db.query<{ owed: number }>(
        `SELECT SUM(CASE WHEN kind = 'INVOICE' THEN amount_pence ELSE -amount_pence END)::integer
                AS owed FROM ledger_transactions WHERE customer_account_id = $1`,
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
      const refuse: CollectPayment = async (account, _statement, _amount, key) =>
        account.id === accountId
          ? {
              status: 'FAILED',
              providerPaymentId: `PMX-${key}`,
              failureReason: 'insufficient_funds',
            }
          : { status: 'POSTED', providerPaymentId: `PM-${key}` };
      // 10 April, 07:00 in London: statement 1 falls due (midnight) and its collection fails.
      t.clock.set('2026-04-10T06:00:00Z');
      const billing = await runBillingJob(servicesOf(t), refuse);
      expect(billing.collections.failed.length).toBeGreaterThan(0);
      // Its cover started on 10 March.
      expect((await movedOf(policyId)).map((moved) => moved.to)).toEqual(['ACTIVE']);
      return { accountId, policyId, dueAt: new Date('2026-04-09T23:00:00.000Z') };
    }

    it('lapses it once the statement is unpaid past the grace, ending the cover there', async () => {
      const { policyId, dueAt } = await flexWithFailedCollection();
      const graceEnd = new Date(dueAt.getTime() + SETTINGS.lapseAfterFailedPaymentDays * DAY_MS);
      t.clock.set(new Date(graceEnd.getTime() - 60_000));
      expect(await movedOf(policyId)).toEqual([]);
      expect((await statusOf(policyId)).status).toBe('ACTIVE');
      t.clock.set(graceEnd);
      expect(await movedOf(policyId)).toEqual([
        { policyId, from: 'ACTIVE', to: 'LAPSED', reason: 'collections-failed' },
      ]);
      expect(await movedOf(policyId)).toEqual([]);
      const after = await statusOf(policyId);
      expect(after.status).toBe('LAPSED');
      expect(after.expiredAt.getTime()).toBe(graceEnd.getTime());
      const emails = await emailsOf(policyId);
      expect(emails.map((email) => email.dedupe_key)).toEqual([
        `policy-transition:${policyId}:ACTIVE`,
        `policy-transition:${policyId}:LAPSED`,
      ]);
      expect(emails[1]?.text_body).toContain('We could not collect your payment');
    });

    it('keeps the cover when the customer pays the failed statement within the grace', async () => {
      const { accountId, policyId } = await flexWithFailedCollection();
      t.clock.set('2026-04-15T12:00:00Z');
      const [owed] = await t.db.query<{ owed: number }>(
        `SELECT SUM(CASE WHEN kind IN ('INVOICE') THEN amount_pence
                         WHEN status = 'FAILED' THEN 0 ELSE -amount_pence END)::integer AS owed
           FROM ledger_transactions WHERE customer_account_id = $1`,
        [accountId],
      );
      await recordStatementPayment(
        t.db,
        {
          accountId,
          amountPence: Number(owed?.owed),
          idempotencyKey: `card:${accountId}`,
          status: 'POSTED',
          subType: 'STRIPE',
          providerPaymentId: `pi_late_${accountId}`,
          paymentMethodDescription: 'Visa ending 4242',
        },
        t.clock.now(),
      );
      t.clock.set('2026-05-01T12:00:00Z');
      expect(await movedOf(policyId)).toEqual([]);
      expect((await statusOf(policyId)).status).toBe('ACTIVE');
    });
  });
});
