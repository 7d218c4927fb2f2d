import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Problem = { status: number; code?: string; detail?: string };

// The brand ships with policyManagement on (FEATURE_TOGGLE_SETTINGS); a brand that turns it off
// offers no management page in the apps, and the platform refuses a change to whoever posts one.
describe(`POST /policyAdjustments with policy management off (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({
    eachTestAt: '2026-03-02T10:00:00Z',
    features: { policyManagement: false },
  });
  const OWNER = 'management.off@example.com';

  async function adjustments(policyId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_adjustments WHERE policy_id = $1',
      [policyId],
    );
    return row?.n ?? 0;
  }

  it('refuses a mid-term or start-date change with a specific 403, stores nothing, and still hides others’ policies', async () => {
    const policyId = (await boughtFlex(t, await t.signedInToken(OWNER))).policyId as string;
    const change = {
      adjustmentType: 'MTA',
      policyId,
      changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }],
    };
    const refused = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token: await t.signedInToken(OWNER),
      body: change,
    });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 403, code: 'adjustment.managementOff' });
    expect(refused.body.detail).toMatch(/cannot be changed online/);

    const startDate = await t.call<Problem>('POST', '/api/policyAdjustments', {
      token: await t.signedInToken(OWNER),
      body: {
        adjustmentType: 'SDA',
        policyId,
        changes: [
          { type: 'START_DATE_CHANGE', update: [{ path: 'startDate', value: '2026-03-12' }] },
        ],
      },
    });
    expect(startDate.body).toMatchObject({ status: 403, code: 'adjustment.managementOff' });

    const other = await t.signedInToken('management.off.other@example.com');
    const hidden = await t.call('POST', '/api/policyAdjustments', { token: other, body: change });
    expect(hidden.status).toBe(404);
    expect(await adjustments(policyId)).toBe(0);
  });

  it('still lets the customer cancel: cancelling is not behind the toggle', async () => {
    const policyId = (await boughtFlex(t, await t.signedInToken(OWNER))).policyId as string;
    const cancel = await t.call<{ adjustmentType: string }>('POST', '/api/policyAdjustments', {
      token: await t.signedInToken(OWNER),
      body: { adjustmentType: 'CAN', policyId, changes: [], reason: 'Price' },
    });
    expect(cancel.status).toBe(201);
    expect(cancel.body.adjustmentType).toBe('CAN');
    expect(await adjustments(policyId)).toBe(1);
  });
});
