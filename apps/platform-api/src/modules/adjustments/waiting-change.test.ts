// A change committed on a live policy with a later effective date (ADR 0041): every reader shows
// the cover in force until the clock reaches the date, then the new; a change priced meanwhile
// builds on the waiting one.
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex, servicesOf } from '../../test/journey-fixtures';
import { policyDocumentText } from '../../test/policy-document-text';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { findQuote } from '../proposals';
import { runRenewalJob } from '../renewals';
import { periodPrice, premiumImpact, scheduleOf } from './mid-term-pricing';

type Adjustment = {
  adjustmentId: string;
  prorataPremium: number;
  effectiveAt: string;
  status: string;
};
type Policy = {
  policyNumber: string;
  policyDetail: { inceptedAt: string; expiredAt: string };
  currentPolicyVersion: {
    version: number;
    startedAt: string;
    data: { vehicle?: { annualMileage?: number } };
    quote: { voluntaryExcess: number };
  };
};

// The fixtures' flex cover starts on 10 March 2026; by the 15th it is live.
const LIVE = '2026-03-15T10:00:00Z';
// 00:00 on 25 March in London (still GMT): the waiting change's effective time.
const LATER = '2026-03-25T00:00:00.000Z';

describe(`a change that takes effect later (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'adjust.waiting@example.com';
  const owner = () => t.signedInToken(OWNER);

  const mileage = (value: number) => ({
    type: 'QUOTE_DISCLOSURE_CHANGE',
    update: [{ path: 'vehicle.annualMileage', value }],
  });

  async function priced(
    body: object,
    as: { token: string; headers?: Record<string, string> },
  ): Promise<Adjustment> {
    const answer = await t.call<Adjustment>('POST', '/api/policyAdjustments', { ...as, body });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  async function committed(adjustmentId: string): Promise<void> {
    const answer = await t.call<Adjustment>(
      'POST',
      `/api/policyAdjustments/${adjustmentId}/commit`,
      { token: await owner() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('CONFIRMED');
  }

  async function policyNow(policyId: string): Promise<Policy> {
    const answer = await t.call<Policy>('GET', `/api/policies/${policyId}`, {
      token: await owner(),
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  const certificateText = async (policyId: string) =>
    policyDocumentText(t, await owner(), policyId, 'policy-certificate');

  /** A live flex policy with a mileage change committed to take effect on 25 March. */
  async function liveWithWaitingChange(): Promise<{ policyId: string; before: Policy }> {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    t.clock.set(LIVE);
    const before = await policyNow(policyId);
    expect(before.currentPolicyVersion.data.vehicle?.annualMileage).not.toBe(20000);
    const change = await priced(
      { adjustmentType: 'MTA', policyId, changes: [mileage(20000)], effectiveAt: LATER },
      { token: await owner() },
    );
    expect(change.effectiveAt).toBe(LATER);
    await committed(change.adjustmentId);
    return { policyId, before };
  }

  it('shows the old terms in the policy and its documents until the date, then the new', async () => {
    const { policyId, before } = await liveWithWaitingChange();
    const { policyNumber } = before;

    const waiting = await policyNow(policyId);
    expect(waiting.currentPolicyVersion).toEqual(before.currentPolicyVersion);
    expect(waiting.currentPolicyVersion.version).toBe(1);
    const oldCertificate = await certificateText(policyId);
    expect(oldCertificate).toContain(`${policyNumber}/1`);
    expect(oldCertificate).not.toContain(`${policyNumber}/2`);
    // The new version's documents were drawn at the commit, ready for their date.
    const [drawn] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_documents WHERE policy_id = $1 AND policy_version = 2',
      [policyId],
    );
    expect(drawn?.n).toBeGreaterThan(0);

    // A minute before the change: still the old cover.
    t.clock.set('2026-03-24T23:59:00Z');
    expect((await policyNow(policyId)).currentPolicyVersion.version).toBe(1);
    expect(await certificateText(policyId)).toContain(`${policyNumber}/1`);

    t.clock.set(LATER);
    const changed = await policyNow(policyId);
    expect(changed.currentPolicyVersion).toMatchObject({
      version: 2,
      startedAt: LATER,
      data: { vehicle: { annualMileage: 20000 } },
    });
    const newCertificate = await certificateText(policyId);
    expect(newCertificate).toContain(`${policyNumber}/2`);
    // Its effective date of commencement is the change's.
    expect(newCertificate).toContain('00:00 on 25 March 2026');
  });

  it('prices a second change on the waiting one, from its date, and commits it after it', async () => {
    const { policyId } = await liveWithWaitingChange();
    // "Now", asked for while the first change waits, is when the first takes effect.
    const second = await priced(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }],
      },
      { token: await owner() },
    );
    expect(second.effectiveAt).toBe(LATER);
    const [stored] = await t.db.query<{
      base_version: number;
      priced: { data: { vehicle: { annualMileage: number } }; updatedPolicyVersions: object[] };
    }>('SELECT base_version, priced FROM policy_adjustments WHERE id = $1', [second.adjustmentId]);
    expect(stored?.base_version).toBe(2);
    expect(stored?.priced.data.vehicle.annualMileage).toBe(20000);

    // Its price is the difference from the waiting version's monthly price, not the first one's.
    const versions = await t.db.query<{ version: number; quote_id: string }>(
      'SELECT version, quote_id FROM policy_versions WHERE policy_id = $1 ORDER BY version',
      [policyId],
    );
    const [adjustmentQuote] = await t.db.query<{ quote_id: string }>(
      `SELECT priced->'updatedPolicyVersions'->0->>'quoteId' AS quote_id
         FROM policy_adjustments WHERE id = $1`,
      [second.adjustmentId],
    );
    const monthly = async (quoteId: string | undefined) => {
      const schedule = scheduleOf((await findQuote(t.db, quoteId ?? ''))?.result, 'MONTHLY');
      if (!schedule) throw new Error(`Quote ${quoteId} has no monthly schedule.`);
      return periodPrice(schedule);
    };
    const [first, waiting] = [
      await monthly(versions[0]?.quote_id),
      await monthly(versions[1]?.quote_id),
    ];
    expect(waiting).not.toBe(first);
    const policy = await policyNow(policyId);
    const impactFrom = async (oldPeriodPence: number) =>
      premiumImpact({
        billingType: 'MONTHLY',
        oldPeriodPence,
        newPeriodPence: await monthly(adjustmentQuote?.quote_id),
        inceptedAt: policy.policyDetail.inceptedAt,
        expiredAt: policy.policyDetail.expiredAt,
        effectiveAt: LATER,
        availableBalance: 0,
      }).prorataPremium;
    expect(second.prorataPremium).toBe(await impactFrom(waiting));
    expect(second.prorataPremium).not.toBe(await impactFrom(first));

    // An agent's backdated date cannot bring the waiting change forward either.
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    const agent = await t.signedInToken('adjust.waiting.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const backdated = await priced(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [mileage(21000)],
        effectiveAt: '2026-03-10T00:00:00Z',
      },
      { token: agent, headers: { [IMPERSONATE_USER_HEADER]: user?.id as string } },
    );
    expect(backdated.effectiveAt).toBe(LATER);

    await committed(second.adjustmentId);
    expect((await policyNow(policyId)).currentPolicyVersion.version).toBe(1);
    t.clock.set(LATER);
    expect((await policyNow(policyId)).currentPolicyVersion).toMatchObject({
      version: 3,
      data: { vehicle: { annualMileage: 20000 } },
      quote: { voluntaryExcess: 300 },
    });
  });

  it('renews the cover as it stands at the term’s end, a change still waiting included', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    // Five weeks before the anniversary (10 March 2027), a change dated two weeks ahead.
    t.clock.set('2027-02-03T10:00:00Z');
    const change = await priced(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [mileage(20000)],
        effectiveAt: '2027-02-17T00:00:00Z',
      },
      { token: await owner() },
    );
    await committed(change.adjustmentId);
    // The renewal is offered before the change takes effect.
    t.clock.set('2027-02-10T10:00:00Z');
    expect((await policyNow(policyId)).currentPolicyVersion.version).toBe(1);
    const run = await runRenewalJob(servicesOf(t), { windowDays: 30 });
    expect(run.created.map((made) => made.policyId)).toContain(policyId);
    const [renewal] = await t.db.query<{ data: { vehicle: { annualMileage: number } } }>(
      "SELECT data FROM proposals WHERE source_policy_id = $1 AND kind = 'RENEWAL'",
      [policyId],
    );
    expect(renewal?.data.vehicle.annualMileage).toBe(20000);
  });
});
