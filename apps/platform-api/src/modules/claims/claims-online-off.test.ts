import { boughtFlex } from '../../test/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

// The brand ships with external claims reporting on (FEATURE_TOGGLE_SETTINGS); a brand that turns
// it off hides the claims tab's button, and the server refuses the link to whoever posts anyway.
describe(`POST /fnol/link with external claims reporting off (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({
    eachTestAt: '2026-03-02T10:00:00Z',
    features: { externalClaimsReporting: false },
  });

  it('refuses the link with a specific 403 problem, makes none, and still hides others’ policies', async () => {
    const owner = await t.signedInToken('claims.off.owner@example.com');
    const policyId = (await boughtFlex(t, owner)).policyId as string;
    // Well after the start, so only the toggle stands in the way.
    t.clock.set('2026-03-25T09:00:00Z');
    const body = {
      policyId,
      privacyPolicyUrl: 'https://brand.example/privacy',
      callbackUrl: `${TEST_PUBLIC_URL}/flex/policy/${policyId}/claims`,
      telephone: '0345 000 0000',
      email: 'claims@brand.example',
    };

    const refused = await t.call<{ status: number; code: string; detail: string }>(
      'POST',
      '/api/fnol/link',
      { token: await t.signedInToken('claims.off.owner@example.com'), body },
    );
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 403, code: 'claims.onlineReportingOff' });
    expect(refused.body.detail).toMatch(/online/);

    const other = await t.signedInToken('claims.off.other@example.com');
    expect((await t.call('POST', '/api/fnol/link', { token: other, body })).status).toBe(404);

    const [links] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM fnol_links WHERE policy_id = $1',
      [policyId],
    );
    expect(links?.n).toBe(0);
  });
});
