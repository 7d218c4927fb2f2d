import {
  boughtDriveaway,
  boughtFlex,
  retrieveToken,
  servicesOf,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { createRenewalProposal } from '../renewals';

type Policy = { policyDetail: { autoRenewalEnabled: boolean } };
type Problem = { code?: string; errors?: { path: string; message: string; text: string }[] };

describe(`PUT /policies/{id}/autoRenewal (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const put = (policyId: string, body: object, token = t.token) =>
    t.call<Policy & Problem>('PUT', `/api/policies/${policyId}/autoRenewal`, { token, body });

  it('switches a flex policy off with a reason, and its renewal proposal with it', async () => {
    const bound = await boughtFlex(t, t.token, uniquePerson());
    const policyId = bound.policyId as string;
    const renewal = await createRenewalProposal(servicesOf(t), policyId);
    const off = await put(policyId, { enabled: false, reason: 'Other|Moving abroad' });
    expect(off.status).toBe(200);
    expect(off.body.policyDetail.autoRenewalEnabled).toBe(false);
    const [stored] = await t.db.query<{ auto_renewal_opt_out_reason: string }>(
      'SELECT auto_renewal_opt_out_reason FROM policies WHERE id = $1',
      [policyId],
    );
    expect(stored?.auto_renewal_opt_out_reason).toBe('Other|Moving abroad');
    const [proposal] = await t.db.query<{ auto_renewal_enabled: boolean }>(
      'SELECT auto_renewal_enabled FROM proposals WHERE id = $1',
      [renewal.id],
    );
    expect(proposal?.auto_renewal_enabled).toBe(false);
    const on = await put(policyId, { enabled: true });
    expect(on.body.policyDetail.autoRenewalEnabled).toBe(true);
  });

  it('shows the opt-out at once on the renewal proposal and on the policy’s renewal', async () => {
    const bound = await boughtFlex(t, t.token, uniquePerson());
    const policyId = bound.policyId as string;
    // In the renewal window, where the renewal's start date is one the forms accept.
    t.clock.set('2027-02-20T10:00:00Z');
    t.token = await retrieveToken(t, bound.externalReference);
    const renewal = await createRenewalProposal(servicesOf(t), policyId);
    const read = () =>
      t.call<{ autoRenewalEnabled: boolean; sourcePolicy: { detail: object } }>(
        'GET',
        `/api/proposals/${renewal.id}`,
        { token: t.token },
      );
    // Read once, so the platform holds the response in its read cache.
    expect((await read()).body.sourcePolicy.detail).toMatchObject({ autoRenewalEnabled: true });
    const off = await put(policyId, { enabled: false, reason: 'Price' });
    expect(off.body).toMatchObject({
      renewalProposal: { proposalCode: renewal.id, autoRenewalEnabled: false, status: 'QUOTE' },
    });
    const after = (await read()).body;
    expect(after.autoRenewalEnabled).toBe(false);
    expect(after.sourcePolicy.detail).toMatchObject({ autoRenewalEnabled: false });
    const on = await put(policyId, { enabled: true });
    expect(on.body).toMatchObject({ renewalProposal: { autoRenewalEnabled: true } });
    expect((await read()).body.sourcePolicy.detail).toMatchObject({ autoRenewalEnabled: true });
  });

  it.each([
    ['no reason', {}],
    ['an unknown reason', { reason: 'Bored' }],
    ['Other without its text', { reason: 'Other' }],
  ])('refuses to switch off with %s, changing nothing', async (_name, reason) => {
    const bound = await boughtFlex(t, t.token, uniquePerson());
    const response = await put(bound.policyId as string, { enabled: false, ...reason });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.path).toBe('reason');
    const policy = await t.call<Policy>('GET', `/api/policies/${bound.policyId}`, {
      token: t.token,
    });
    expect(policy.body.policyDetail.autoRenewalEnabled).toBe(true);
  });

  it('refuses drive-away cover, which never renews, and another customer', async () => {
    const bound = await boughtDriveaway(t, t.token, uniquePerson());
    const response = await put(bound.policyId as string, { enabled: false, reason: 'Price' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('policy.noRenewal');
    const flex = await boughtFlex(t, t.token, uniquePerson());
    const stranger = await t.anonymousToken();
    expect(
      (await put(flex.policyId as string, { enabled: false, reason: 'Price' }, stranger)).status,
    ).toBe(404);
  });
});
