// Adding, changing and removing a policy's additional drivers as the portal's drivers pages send
// them (spec 001 §3 change types, §5 "Additional drivers"): the whole drivers answer each time,
// validated as the drivers form validates it, up to the product's 4.
import { additionalDriver } from '../../test/driver-fixtures';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Adjustment = {
  adjustmentId: string;
  confirmed: boolean;
  updatedPolicyVersions: {
    quote: { ratingStatus: string; insuredProfiles: { profileCode: string }[] } | null;
  }[];
};
type Problem = { status: number; code?: string; errors?: { path: string; text?: string }[] };
type Policy = {
  currentPolicyVersion: {
    data: { additionalDrivers?: { answer: boolean; items: { profileCode: string }[] } };
  };
};

describe(`mid-term adjustments: a policy's drivers (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'adjust.drivers@example.com';
  const owner = () => t.signedInToken(OWNER);

  const drivers = (items: object[]) => [
    { path: 'additionalDrivers', value: { answer: items.length > 0, items } },
  ];
  /** An MTA of the policy with one drivers change of this type. */
  const driversChange = (policyId: string, type: string, profileCode: string, items: object[]) => ({
    adjustmentType: 'MTA',
    policyId,
    changes: [{ type, profileCode, update: drivers(items) }],
  });

  async function create(body: object) {
    return t.call<Adjustment & Problem>('POST', '/api/policyAdjustments', {
      token: await owner(),
      body,
    });
  }

  async function committed(body: object): Promise<Policy> {
    const made = await create(body);
    expect(made.status).toBe(201);
    const done = await t.call<Adjustment>(
      'POST',
      `/api/policyAdjustments/${made.body.adjustmentId}/commit`,
      { token: await owner() },
    );
    expect(done.body.confirmed).toBe(true);
    const policyId = (body as { policyId: string }).policyId;
    return (await t.call<Policy>('GET', `/api/policies/${policyId}`, { token: await owner() }))
      .body;
  }

  const codesOf = (policy: Policy) =>
    policy.currentPolicyVersion.data.additionalDrivers?.items.map((item) => item.profileCode);

  it('adds a driver, changes them, and removes them, each priced with the drivers named by code', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const alex = [additionalDriver('p1', 'Alex')];
    const added = await create(
      driversChange(policyId, 'ADDITIONAL_PROFILE_CREATE_CHANGE', 'p1', alex),
    );
    expect(added.status).toBe(201);
    const profiles = added.body.updatedPolicyVersions.at(-1)?.quote?.insuredProfiles ?? [];
    expect(profiles.map((profile) => profile.profileCode)).toContain('p1');

    let policy = await committed(
      driversChange(policyId, 'ADDITIONAL_PROFILE_CREATE_CHANGE', 'p1', alex),
    );
    expect(codesOf(policy)).toEqual(['p1']);

    policy = await committed(
      driversChange(policyId, 'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE', 'p1', [
        additionalDriver('p1', 'Alexandra'),
      ]),
    );
    expect(policy.currentPolicyVersion.data.additionalDrivers?.items).toEqual([
      additionalDriver('p1', 'Alexandra'),
    ]);

    policy = await committed({
      adjustmentType: 'MTA',
      policyId,
      changes: [{ type: 'REMOVE_PROFILE', profileCode: 'p1' }],
    });
    expect(policy.currentPolicyVersion.data.additionalDrivers).toEqual({
      answer: false,
      items: [],
    });
  });

  it('refuses a fifth driver by name and a driver the form refuses, and stores nothing', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const five = ['p1', 'p2', 'p3', 'p4', 'p5'].map((code) => additionalDriver(code, 'Kim'));
    const tooMany = await create(
      driversChange(policyId, 'ADDITIONAL_PROFILE_CREATE_CHANGE', 'p5', five),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.path).toBe('additionalDrivers');

    const { dateOfBirth: _missing, ...noBirthday } = additionalDriver('p1', 'Kim');
    const incomplete = await create(
      driversChange(policyId, 'ADDITIONAL_PROFILE_CREATE_CHANGE', 'p1', [noBirthday]),
    );
    expect(incomplete.status).toBe(400);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_adjustments WHERE policy_id = $1',
      [policyId],
    );
    expect(row?.n).toBe(0);
  });
});
