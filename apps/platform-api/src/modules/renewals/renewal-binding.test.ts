import {
  deliverWebhooks,
  outcomeOf,
  payableQuote,
  payOnPage,
  post,
  RETURN,
} from '../../test/checkout-test-support';
import { servicesOf } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runBillingJob } from '../billing';
import { providerCollectPayment } from '../checkout';
import { runLifecycleJob } from '../policy-lifecycle';
import { runRenewalJob } from './renewal-job';

const WINDOW = { windowDays: 30 };
const DAY_MS = 86_400_000;

describe(`renewals bound on their anniversary (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /** A flex policy paid monthly by card (the card kept for the months after): its id and expiry. */
  async function flexPaidByCard(): Promise<{ policyId: string; expiresAt: Date }> {
    const code = await payableQuote(t, t.token);
    const checkout = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/proposal/${code}`,
      t.token,
      RETURN,
    );
    await payOnPage(t, checkout.body.url);
    await deliverWebhooks(t);
    expect((await outcomeOf(t, code)).policies).toBe(1);
    const [policy] = await t.db.query<{ id: string; expired_at: Date | string }>(
      'SELECT id, expired_at FROM policies WHERE proposal_id = $1',
      [code],
    );
    return { policyId: policy?.id as string, expiresAt: new Date(policy?.expired_at as string) };
  }

  async function renewalOf(policyId: string) {
    const [row] = await t.db.query<{ id: string; status: string; policy_id: string | null }>(
      "SELECT id, status, policy_id FROM proposals WHERE source_policy_id = $1 AND kind = 'RENEWAL'",
      [policyId],
    );
    return row;
  }

  async function accountOf(policyId: string) {
    const [row] = await t.db.query<{ id: string; payment_method_type: string | null }>(
      'SELECT id, payment_method_type FROM customer_accounts WHERE policy_id = $1',
      [policyId],
    );
    return row;
  }

  it('binds an auto-renewing policy once at its anniversary, collecting from the card it is paid by', async () => {
    const { policyId, expiresAt } = await flexPaidByCard();
    const oldAccount = await accountOf(policyId);
    t.clock.set(new Date(expiresAt.getTime() - 28 * DAY_MS));
    await runRenewalJob(servicesOf(t), WINDOW);
    const renewal = await renewalOf(policyId);
    expect(renewal?.status).toBe('QUOTE');

    // The day before the anniversary nothing is bound; on the day the renewal becomes the policy.
    t.clock.set(new Date(expiresAt.getTime() - DAY_MS));
    expect((await runRenewalJob(servicesOf(t), WINDOW)).bound).toEqual([]);
    t.clock.set(new Date(expiresAt.getTime() + 60 * 60_000));
    const run = await runRenewalJob(servicesOf(t), WINDOW);
    const bound = run.bound.find((entry) => entry.proposalCode === renewal?.id);
    expect(bound).toBeDefined();
    const again = await runRenewalJob(servicesOf(t), WINDOW);
    expect(again.bound.map((entry) => entry.proposalCode)).not.toContain(renewal?.id);
    // The renewed policy is RENEWED from its anniversary, recorded and emailed once with the bind.
    const [source] = await t.db.query<{ status: string }>(
      'SELECT status FROM policies WHERE id = $1',
      [policyId],
    );
    expect(source?.status).toBe('RENEWED');
    const transitions = await t.db.query<{ to_status: string; effective_at: Date | string }>(
      "SELECT to_status, effective_at FROM policy_status_transitions WHERE policy_id = $1 AND to_status = 'RENEWED'",
      [policyId],
    );
    expect(transitions.map((row) => new Date(row.effective_at).getTime())).toEqual([
      expiresAt.getTime(),
    ]);
    const emails = await t.db.query<{ subject: string }>(
      'SELECT subject FROM queued_emails WHERE dedupe_key = $1',
      [`policy-transition:${policyId}:RENEWED`],
    );
    expect(emails).toEqual([{ subject: expect.stringContaining('has been renewed') }]);

    const [renewed] = await t.db.query<{
      id: string;
      renewal_cycle: number;
      incepted_at: Date | string;
    }>('SELECT id, renewal_cycle, incepted_at FROM policies WHERE proposal_id = $1', [renewal?.id]);
    expect(renewed?.id).toBe(bound?.policyId);
    expect(renewed?.renewal_cycle).toBe(1);
    expect(new Date(renewed?.incepted_at as string).getTime()).toBe(expiresAt.getTime());

    // The card moved to the renewal's account, which the collections job now collects from.
    const newAccount = await accountOf(bound?.policyId as string);
    expect(newAccount?.payment_method_type).toBe(oldAccount?.payment_method_type);
    const methods = await t.db.query<{ customer_account_id: string; type: string }>(
      'SELECT customer_account_id, type FROM payment_methods WHERE customer_account_id = ANY($1)',
      [[oldAccount?.id, newAccount?.id]],
    );
    expect(methods).toEqual([{ customer_account_id: newAccount?.id, type: 'CARD' }]);
    // The renewed account asks for no card of its own (no "missing card" notice for it).
    expect((await accountOf(policyId))?.payment_method_type).toBeNull();
    await runBillingJob(servicesOf(t), providerCollectPayment(servicesOf(t)));
    const payments = await t.db.query<{ status: string; statement_number: number }>(
      `SELECT tr.status, s.statement_number FROM ledger_transactions tr
         JOIN statements s ON s.id = tr.statement_id
        WHERE tr.customer_account_id = $1 AND tr.kind = 'PAYMENT'`,
      [newAccount?.id],
    );
    expect(payments).toEqual([{ status: 'POSTED', statement_number: 0 }]);
  });

  it('leaves a renewal the customer opted out of unbound: the cover ends at the anniversary', async () => {
    const { policyId, expiresAt } = await flexPaidByCard();
    t.clock.set(new Date(expiresAt.getTime() - 28 * DAY_MS));
    await runRenewalJob(servicesOf(t), WINDOW);
    await t.db.query('UPDATE policies SET auto_renewal_enabled = false WHERE id = $1', [policyId]);
    t.clock.set(new Date(expiresAt.getTime() + 60 * 60_000));
    const run = await runRenewalJob(servicesOf(t), WINDOW);
    const renewal = await renewalOf(policyId);
    expect(run.bound.map((entry) => entry.proposalCode)).not.toContain(renewal?.id);
    expect(renewal?.status).toBe('QUOTE');
    expect(renewal?.policy_id).toBeNull();
    // Nothing follows it: the lifecycle job lapses it at once, from the anniversary.
    const lifecycle = await runLifecycleJob(servicesOf(t), { lapseAfterFailedPaymentDays: 14 });
    expect(lifecycle.moved).toContainEqual({
      policyId,
      from: 'ACTIVE',
      to: 'LAPSED',
      reason: 'term-ended',
    });
  });

  it('waits a day at the anniversary for a renewal still to bind before the cover lapses', async () => {
    const { policyId, expiresAt } = await flexPaidByCard();
    t.clock.set(new Date(expiresAt.getTime() - 28 * DAY_MS));
    await runRenewalJob(servicesOf(t), WINDOW);
    const lapses = async () =>
      (await runLifecycleJob(servicesOf(t), { lapseAfterFailedPaymentDays: 14 })).moved.filter(
        (moved) => moved.policyId === policyId && moved.to === 'LAPSED',
      );
    // The anniversary has come and the renewal job has not run yet: the policy waits for it.
    t.clock.set(new Date(expiresAt.getTime() + 60 * 60_000));
    expect(await lapses()).toEqual([]);
    // A day on, still unbound (its checks stayed unclear, say): nothing follows it, it lapses.
    t.clock.set(new Date(expiresAt.getTime() + DAY_MS));
    expect(await lapses()).toEqual([
      { policyId, from: 'ACTIVE', to: 'LAPSED', reason: 'term-ended' },
    ]);
    // A lapsed policy is never renewed afterwards.
    const run = await runRenewalJob(servicesOf(t), WINDOW);
    expect(run.bound.map((entry) => entry.proposalCode)).not.toContain(
      (await renewalOf(policyId))?.id,
    );
  });
});
