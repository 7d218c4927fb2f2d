import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex, servicesOf } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runRenewalJob } from '../renewals';

type Quote = {
  ratingStatus: string;
  paymentSchedules?: { type: string; totals: { discounted: number } }[];
};
type Adjustment = {
  adjustmentId: string;
  adjustmentType: string;
  updatedPolicyVersions: { quote: Quote | null; startedAt: string }[];
  prorataPremium: number;
  amountDue: number;
  availableBalance: number;
  confirmed: boolean;
  verificationClear: boolean;
  reviewOutcome: string | null;
  effectiveAt: string;
};
type Problem = { status: number; code?: string; errors?: { path: string }[] };

// The fixtures' flex cover starts on 10 March 2026 (00:00 London); the suite's clock is before it.
const INCEPTION = '2026-03-10T00:00:00.000Z';

describe(`mid-term adjustments: pricing a change (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'adjust.mta@example.com';
  const owner = () => t.signedInToken(OWNER);

  async function boughtPolicy(): Promise<string> {
    return (await boughtFlex(t, await owner())).policyId as string;
  }

  async function agentHeaders(): Promise<{ token: string; headers: Record<string, string> }> {
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    const token = await t.signedInToken('adjust.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    return { token, headers: { [IMPERSONATE_USER_HEADER]: user?.id as string } };
  }

  function create(body: object, options: { token: string; headers?: Record<string, string> }) {
    return t.call<Adjustment & Problem>('POST', '/api/policyAdjustments', { ...options, body });
  }

  async function countAdjustments(policyId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_adjustments WHERE policy_id = $1',
      [policyId],
    );
    return row?.n ?? 0;
  }

  const mileage = (value: unknown) => ({
    type: 'QUOTE_DISCLOSURE_CHANGE',
    update: [{ path: 'vehicle.annualMileage', value }],
  });

  it('re-rates a change before the start, effective at the start, unconfirmed', async () => {
    const policyId = await boughtPolicy();
    const answer = await create(
      { adjustmentType: 'MTA', policyId, changes: [mileage(20000)] },
      { token: await owner() },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      adjustmentType: 'MTA',
      confirmed: false,
      reviewOutcome: 'allowed',
      effectiveAt: INCEPTION,
      amountDue: 0,
      verificationClear: true,
    });
    expect(answer.body.updatedPolicyVersions).toEqual([
      expect.objectContaining({ startedAt: INCEPTION }),
    ]);
    expect(answer.body.updatedPolicyVersions[0]?.quote?.ratingStatus).toBe('QUOTE');
    // Flex: more miles cost more from the first month, nothing is taken now.
    expect(answer.body.prorataPremium).toBeGreaterThan(0);
    const read = await t.call<Adjustment>(
      'GET',
      `/api/policyAdjustments/${answer.body.adjustmentId}`,
      {
        token: await owner(),
      },
    );
    expect(read.body).toEqual(answer.body);
  });

  it('prices a higher voluntary excess as a saving', async () => {
    const policyId = await boughtPolicy();
    const answer = await create(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }],
      },
      { token: await owner() },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.prorataPremium).toBeLessThan(0);
  });

  it('refuses an answer a management section refuses, and stores nothing', async () => {
    const policyId = await boughtPolicy();
    const answer = await create(
      { adjustmentType: 'MTA', policyId, changes: [mileage(-5)] },
      { token: await owner() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe('vehicle.annualMileage');
    const unknown = await create(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'QUOTE_DISCLOSURE_CHANGE', update: [{ path: 'no.such', value: 1 }] }],
      },
      { token: await owner() },
    );
    expect(unknown.status).toBe(400);
    const excess = await create(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 7 }],
      },
      { token: await owner() },
    );
    expect(excess.status).toBe(400);
    expect(await countAdjustments(policyId)).toBe(0);
  });

  it('lets only an agent change the name, and never the start date in an MTA', async () => {
    const policyId = await boughtPolicy();
    const rename = {
      adjustmentType: 'MTA',
      policyId,
      changes: [
        {
          type: 'PROFILE_DISCLOSURE_CHANGE',
          profileCode: 'PH',
          update: [{ path: 'policyholder.name', value: { firstName: 'Janet', lastName: 'Smith' } }],
        },
      ],
    };
    const customer = await create(rename, { token: await owner() });
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe('adjustment.readOnlyAnswer');
    const agent = await create(rename, await agentHeaders());
    expect(agent.status).toBe(201);
    const start = await create(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [
          { type: 'START_DATE_CHANGE', update: [{ path: 'startDate', value: '2026-03-12' }] },
        ],
      },
      { token: await owner() },
    );
    expect(start.status).toBe(400);
    expect(start.body.code).toBe('adjustment.changeNotSupported');
  });

  it('lets only an agent holding action:mta-claims change the claims, and writes nothing for the others', async () => {
    const policyId = await boughtPolicy();
    // One settled non-fault claim: a change the management claims section offers (spec 001 §5).
    const claims = {
      adjustmentType: 'MTA',
      policyId,
      changes: [
        {
          type: 'PROFILE_DISCLOSURE_CHANGE',
          profileCode: 'PH',
          update: [
            {
              path: 'policyholder.vehicleClaimsHistory',
              value: {
                answer: true,
                items: [{ claimType: 'AccidentNotFault', date: '2025-01-10', ncdAffected: false }],
              },
            },
          ],
        },
      ],
    };
    const customer = await create(claims, { token: await owner() });
    const plainAgent = await create(claims, await agentHeaders());
    for (const refused of [customer, plainAgent]) {
      expect({ status: refused.status, code: refused.body.code }).toEqual({
        status: 403,
        code: 'adjustment.readOnlyAnswer',
      });
    }
    expect(await countAdjustments(policyId)).toBe(0);
    const { headers } = await agentHeaders();
    const claimsAgent = await t.signedInToken('adjust.claims.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate', 'action:mta-claims'],
    });
    const allowed = await create(claims, { token: claimsAgent, headers });
    expect(allowed.status).toBe(201);
    expect(allowed.body.adjustmentType).toBe('MTA');
    expect(await countAdjustments(policyId)).toBe(1);
  });

  it('moves the start of a policy not yet started (SDA), and refuses it once started', async () => {
    const policyId = await boughtPolicy();
    const sda = {
      adjustmentType: 'SDA',
      policyId,
      changes: [
        { type: 'START_DATE_CHANGE', update: [{ path: 'startDate', value: '2026-03-12' }] },
      ],
    };
    const moved = await create(sda, { token: await owner() });
    expect(moved.status).toBe(201);
    expect(moved.body.effectiveAt).toBe('2026-03-12T00:00:00.000Z');
    t.clock.set('2026-03-20T10:00:00Z');
    const late = await create(sda, { token: await owner() });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('adjustment.policyStarted');
  });

  it('applies the effective date rules to a live policy: customers from today, agents backdate', async () => {
    const policyId = await boughtPolicy();
    t.clock.set('2026-04-20T10:00:00Z');
    const now = await create(
      { adjustmentType: 'MTA', policyId, changes: [mileage(12000)] },
      { token: await owner() },
    );
    expect(now.status).toBe(201);
    expect(now.body.effectiveAt).toBe('2026-04-20T10:00:00.000Z');
    const later = await create(
      {
        adjustmentType: 'MTA',
        policyId,
        changes: [mileage(12000)],
        effectiveAt: '2026-04-25T23:00:00Z',
      },
      { token: await owner() },
    );
    expect(later.body.effectiveAt).toBe('2026-04-25T23:00:00.000Z');
    const backdated = {
      adjustmentType: 'MTA',
      policyId,
      changes: [mileage(12000)],
      effectiveAt: '2026-03-15T00:00:00Z',
    };
    const customer = await create(backdated, { token: await owner() });
    expect({ status: customer.status, code: customer.body.code }).toEqual({
      status: 400,
      code: 'adjustment.effectiveDate.inPast',
    });
    const agent = await create(backdated, await agentHeaders());
    expect(agent.status).toBe(201);
    expect(agent.body.effectiveAt).toBe('2026-03-15T00:00:00.000Z');
    const tooFar = await create(
      { ...backdated, effectiveAt: '2026-05-25T00:00:00Z' },
      { token: await owner() },
    );
    expect(tooFar.body.code).toBe('adjustment.effectiveDate.tooFarAhead');
    const beforeStart = await create(
      { ...backdated, effectiveAt: '2026-03-01T00:00:00Z' },
      await agentHeaders(),
    );
    expect(beforeStart.body.code).toBe('adjustment.effectiveDate.beforeInception');
  });
  it('blocks a change once the renewal has been offered', async () => {
    const policyId = await boughtPolicy();
    t.clock.set('2027-02-10T10:00:00Z');
    const run = await runRenewalJob(servicesOf(t), { windowDays: 30 });
    expect(run.created.map((made) => made.policyId)).toContain(policyId);
    const blocked = await create(
      { adjustmentType: 'MTA', policyId, changes: [mileage(12000)] },
      { token: await owner() },
    );
    expect({ status: blocked.status, code: blocked.body.code }).toEqual({
      status: 409,
      code: 'adjustment.inRenewal',
    });
    expect(await countAdjustments(policyId)).toBe(0);
  });
});
