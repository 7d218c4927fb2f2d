// A version's excess and covers (migration 0023): a committed excess change is stated alike by the
// policy page and the schedule PDF, and the next change builds on it, while the version before it
// keeps the bought excess.
import { boughtFlex } from '../../test/journey-fixtures';
import { policyDocumentText } from '../../test/policy-document-text';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Policy = {
  currentPolicyVersion: { version: number; quote: { voluntaryExcess: number } };
};

// The fixtures' flex cover starts on 10 March 2026; by the 15th it is live.
const LIVE = '2026-03-15T10:00:00Z';

describe(`a version's own excess and covers (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'adjust.choices@example.com';
  const owner = () => t.signedInToken(OWNER);

  const scheduleText = async (policyId: string) =>
    policyDocumentText(t, await owner(), policyId, 'policy-schedule');

  async function excessChanged(policyId: string, excess: number): Promise<void> {
    const priced = await t.call<{ adjustmentId: string }>('POST', '/api/policyAdjustments', {
      token: await owner(),
      body: {
        adjustmentType: 'MTA',
        policyId,
        changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess }],
      },
    });
    expect(priced.status).toBe(201);
    const commit = await t.call<{ status: string }>(
      'POST',
      `/api/policyAdjustments/${priced.body.adjustmentId}/commit`,
      { token: await owner() },
    );
    expect(commit).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
  }

  it('states the changed voluntary excess on the policy page and the schedule alike', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    t.clock.set(LIVE);
    const before = await t.call<Policy>('GET', `/api/policies/${policyId}`, {
      token: await owner(),
    });
    const bought = before.body.currentPolicyVersion.quote.voluntaryExcess;
    expect(bought).not.toBe(300);
    expect(await scheduleText(policyId)).toContain(
      `Voluntary excess (included above) £${bought}.00`,
    );

    await excessChanged(policyId, 300);
    const after = await t.call<Policy>('GET', `/api/policies/${policyId}`, {
      token: await owner(),
    });
    expect(after.body.currentPolicyVersion).toMatchObject({
      version: 2,
      quote: { voluntaryExcess: 300 },
    });
    // The schedule printed the bought excess after a change before the version held its own.
    expect(await scheduleText(policyId)).toContain('Voluntary excess (included above) £300.00');

    const versions = await t.db.query<{ version: number; choices: unknown }>(
      'SELECT version, choices FROM policy_versions WHERE policy_id = $1 ORDER BY version',
      [policyId],
    );
    expect(versions.map(({ version, choices }) => ({ version, choices }))).toEqual([
      { version: 1, choices: {} },
      { version: 2, choices: expect.objectContaining({ voluntaryExcess: 300 }) },
    ]);

    // A later change that leaves the excess alone keeps the version's, not the bought one.
    const mileage = await t.call<{ adjustmentId: string }>('POST', '/api/policyAdjustments', {
      token: await owner(),
      body: {
        adjustmentType: 'MTA',
        policyId,
        changes: [
          {
            type: 'QUOTE_DISCLOSURE_CHANGE',
            update: [{ path: 'vehicle.annualMileage', value: 20000 }],
          },
        ],
      },
    });
    expect(mileage.status).toBe(201);
    await t.call('POST', `/api/policyAdjustments/${mileage.body.adjustmentId}/commit`, {
      token: await owner(),
    });
    const third = await t.call<Policy>('GET', `/api/policies/${policyId}`, {
      token: await owner(),
    });
    expect(third.body.currentPolicyVersion).toMatchObject({
      version: 3,
      quote: { voluntaryExcess: 300 },
    });
    expect(await scheduleText(policyId)).toContain('Voluntary excess (included above) £300.00');
  });
});
