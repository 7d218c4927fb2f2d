import { randomUUID } from 'node:crypto';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Adjustment = {
  adjustmentId: string;
  policyId: string;
  adjustmentType: string;
  confirmed: boolean;
  status: string;
  expiresAt: string;
};
type Problem = { status: number; code?: string; detail?: string };

describe(`policy adjustments API: access, replay and expiry (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const OWNER = 'adjust.owner@example.com';
  const owner = () => t.signedInToken(OWNER);

  async function boughtPolicy(): Promise<string> {
    const bought = await boughtFlex(t, await owner());
    return bought.policyId as string;
  }

  /** An adjustment stored as the platform stores one, in the state a test needs. */
  async function storedAdjustment(
    policyId: string,
    state: { status?: 'PENDING' | 'CONFIRMED'; expired?: boolean } = {},
  ): Promise<string> {
    const id = `ADJ${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
    const confirmed = state.status === 'CONFIRMED';
    await t.db.query(
      `INSERT INTO policy_adjustments (id, policy_id, adjustment_type, changes, effective_at,
         status, base_version, priced, created_by_user_id, created_at, expires_at, confirmed_at,
         confirmed_by_user_id)
       SELECT $1, p.id, 'MTA', '[]'::jsonb, p.incepted_at, $2, 1, $3::jsonb, p.owner_user_id,
              $4, $5, $6, $7
         FROM policies p WHERE p.id = $8`,
      [
        id,
        state.status ?? 'PENDING',
        JSON.stringify({
          updatedPolicyVersions: [],
          prorataPremium: 0,
          amountDue: 0,
          availableBalance: 0,
          verificationClear: true,
        }),
        state.expired ? '2026-03-01T09:00:00Z' : '2026-03-02T09:59:00Z',
        state.expired ? '2026-03-01T10:00:00Z' : '2026-03-02T10:59:00Z',
        confirmed ? '2026-03-02T09:59:30Z' : null,
        confirmed ? 'someone' : null,
        policyId,
      ],
    );
    return id;
  }

  async function statusOf(id: string): Promise<string | undefined> {
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM policy_adjustments WHERE id = $1',
      [id],
    );
    return row?.status;
  }

  it("answers the owner's adjustment, and 404 to another customer and to an unknown id", async () => {
    const policyId = await boughtPolicy();
    const id = await storedAdjustment(policyId);

    const own = await t.call<Adjustment>('GET', `/api/policyAdjustments/${id}`, {
      token: await owner(),
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      adjustmentId: id,
      policyId,
      adjustmentType: 'MTA',
      confirmed: false,
      status: 'PENDING',
      expiresAt: '2026-03-02T10:59:00.000Z',
    });

    const other = await t.signedInToken('adjust.other@example.com');
    expect((await t.call('GET', `/api/policyAdjustments/${id}`, { token: other })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/policyAdjustments/${id}/commit`, { token: other })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/policyAdjustments/ADJ0000000000000000', { token: await owner() }))
        .status,
    ).toBe(404);
    expect(await statusOf(id)).toBe('PENDING');
  });

  it('refuses an adjustment of another customer’s policy with 404, and changes nothing', async () => {
    const policyId = await boughtPolicy();
    const other = await t.signedInToken('adjust.other@example.com');
    const answer = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token: other,
      body: { adjustmentType: 'MTA', policyId, changes: [] },
    });
    expect(answer.status).toBe(404);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_adjustments WHERE policy_id = $1',
      [policyId],
    );
    expect(count?.n).toBe(0);
  });

  it('answers a confirmed adjustment as it is when its commit is replayed', async () => {
    const policyId = await boughtPolicy();
    const id = await storedAdjustment(policyId, { status: 'CONFIRMED' });
    const token = await owner();
    const first = await t.call<Adjustment>('POST', `/api/policyAdjustments/${id}/commit`, {
      token,
    });
    const again = await t.call<Adjustment>('POST', `/api/policyAdjustments/${id}/commit`, {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ confirmed: true, status: 'CONFIRMED' });
    expect(again.body).toEqual(first.body);
  });

  it('answers gone to the commit of an expired adjustment, and discards it for good', async () => {
    const policyId = await boughtPolicy();
    const id = await storedAdjustment(policyId, { expired: true });
    const token = await owner();
    const gone = await t.call<Problem>('POST', `/api/policyAdjustments/${id}/commit`, { token });
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe('adjustment.gone');
    expect(await statusOf(id)).toBe('DISCARDED');
    const again = await t.call<Problem>('POST', `/api/policyAdjustments/${id}/commit`, { token });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'adjustment.gone',
    });
  });

  it('refuses a change type an adjustment cannot carry, and a body of the wrong shape', async () => {
    const policyId = await boughtPolicy();
    const token = await owner();
    const schedule = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token,
      body: { adjustmentType: 'MTA', policyId, changes: [{ type: 'SELECT_PAYMENT_SCHEDULE' }] },
    });
    expect(schedule.status).toBe(400);
    expect(schedule.body.code).toBe('adjustment.changeNotSupported');
    const unknown = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token,
      body: { adjustmentType: 'MTA', policyId, changes: [{ type: 'CHANGE_EVERYTHING' }] },
    });
    expect(unknown.status).toBe(400);
    const badType = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token,
      body: { adjustmentType: 'XYZ', policyId, changes: [] },
    });
    expect(badType.status).toBe(400);
  });
});
