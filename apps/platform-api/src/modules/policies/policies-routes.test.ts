import {
  bindPaid,
  boughtDriveaway,
  boughtFlex,
  DRIVEAWAY,
  FLEX,
  type ProposalBody,
  retrieveToken,
  servicesOf,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { createRenewalProposal } from '../renewals';

type Policy = {
  policyId: string;
  policyNumber: string;
  schemeCode: string;
  productUrlName: string;
  policyDetail: {
    policyStatus: string;
    firstInceptedAt: string;
    inceptedAt: string;
    createdAt: string;
    expiredAt: string | null;
    terminatedAt: string | null;
    renewalStopped: boolean;
    autoRenewalEnabled: boolean;
  };
  currentPolicyVersion: {
    version: number;
    quote: { quoteId: string; ratingStatus: string } | null;
    startedAt: string;
    data: Record<string, unknown>;
  } | null;
  reviewType: string;
  renewalProposal: {
    proposalCode: string;
    status: string;
    autoRenewalEnabled?: boolean;
    startAt?: string | null;
    premium?: { type: string; amount: number; monthly: number | null } | null;
  } | null;
  upsellProposal: { proposalCode: string; status: string } | null;
  sourcePolicy: { policyId: string } | null;
  renewalCycle: number;
  accountRegistered: boolean;
};

describe(`policies API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  function list(query = '', as = t.token) {
    return t.call<Policy[]>('GET', `/api/policies${query}`, { token: as });
  }

  function get(id: string, as = t.token) {
    return t.call<Policy>('GET', `/api/policies/${id}`, { token: as });
  }

  it('shows a drive-away policy with its current version and upsell', async () => {
    const bound = await boughtDriveaway(t, t.token);
    const response = await get(bound.policyId as string);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      policyId: bound.policyId,
      policyNumber: bound.policyNumber,
      schemeCode: DRIVEAWAY,
      productUrlName: 'driveaway',
      policyDetail: {
        policyStatus: 'PENDING',
        firstInceptedAt: '2026-03-10T00:00:00.000Z',
        inceptedAt: '2026-03-10T00:00:00.000Z',
        createdAt: '2026-03-02T10:00:00.000Z',
        expiredAt: '2026-03-15T00:00:00.000Z',
        terminatedAt: null,
        renewalStopped: false,
        autoRenewalEnabled: false,
      },
      currentPolicyVersion: {
        version: 1,
        quote: expect.objectContaining({ quoteId: bound.quote?.quoteId, ratingStatus: 'QUOTE' }),
        startedAt: '2026-03-10T00:00:00.000Z',
        data: bound.data,
      },
      reviewType: 'NEVER',
      renewalProposal: null,
      upsellProposal: { proposalCode: bound.upsellProposal?.proposalCode, status: 'QUOTE' },
      sourcePolicy: null,
      // Bought before its start: still PENDING, nothing has moved it yet.
      statusTransitions: [],
      renewalCycle: 0,
      accountRegistered: false,
    });
  });

  it('lists live cover first, then the newest inception first, by scheme on request', async () => {
    const today = await boughtFlex(t, t.token, { startDate: '2026-03-02' });
    const driveaway = await boughtDriveaway(t, t.token, { startDate: '2026-03-10' });
    const later = await boughtFlex(t, t.token, { startDate: '2026-03-05' });
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.map((p) => [p.policyId, p.policyDetail.policyStatus])).toEqual([
      [today.policyId, 'ACTIVE'],
      [driveaway.policyId, 'PENDING'],
      [later.policyId, 'PENDING'],
    ]);
    const flex = await list(`?schemeCode=${FLEX}`);
    expect(flex.body.map((p) => p.policyId)).toEqual([today.policyId, later.policyId]);
    expect(flex.body[0]).toMatchObject({ reviewType: 'AUTO', productUrlName: 'flex' });
    expect(flex.body[0]?.policyNumber).toMatch(/^MINI-FLX-\d{6}$/);
    expect(flex.body[0]?.policyDetail.autoRenewalEnabled).toBe(true);
    expect((await list('?schemeCode=NOPE')).body).toEqual([]);
  });

  it('turns PENDING into ACTIVE once the start passes, and keeps it', async () => {
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-03' });
    expect((await get(bound.policyId as string)).body.policyDetail.policyStatus).toBe('PENDING');
    t.clock.set('2026-03-03T00:00:01Z');
    const owner = await retrieveToken(t, bound.externalReference);
    expect((await get(bound.policyId as string, owner)).body.policyDetail.policyStatus).toBe(
      'ACTIVE',
    );
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM policies WHERE id = $1',
      [bound.policyId],
    );
    expect(row?.status).toBe('ACTIVE');
    expect((await list('', owner)).body[0]?.policyDetail.policyStatus).toBe('ACTIVE');
  });

  it('drops the upsell once it is bought; the flex policy names the drive-away one', async () => {
    const bound = await boughtDriveaway(t, t.token);
    const upsellCode = bound.upsellProposal?.proposalCode as string;
    expect((await verify(t, t.token, upsellCode)).body.isClear).toBe(true);
    await bindPaid(t, upsellCode);
    const upsell = await t.call<ProposalBody>('GET', `/api/proposals/${upsellCode}`, {
      token: t.token,
    });
    expect(upsell.body.status).toBe('POLICY');
    expect((await get(bound.policyId as string)).body.upsellProposal).toBeNull();
    const flex = await get(upsell.body.policyId as string);
    expect(flex.body).toMatchObject({
      schemeCode: FLEX,
      sourcePolicy: { policyId: bound.policyId },
      policyDetail: { policyStatus: 'PENDING', inceptedAt: '2026-03-15T00:00:00.000Z' },
    });
  });

  it('shows the renewal proposal, and a renewal bought continues the history', async () => {
    const bound = await boughtFlex(t, t.token);
    t.clock.set('2027-02-20T10:00:00Z');
    const renewal = await createRenewalProposal(servicesOf(t), bound.policyId as string);
    const owner = await retrieveToken(t, bound.externalReference);
    const policy = (await get(bound.policyId as string, owner)).body;
    expect(policy.renewalProposal).toEqual({
      proposalCode: renewal.id,
      status: 'QUOTE',
      autoRenewalEnabled: true,
      startAt: '2027-03-10T00:00:00.000Z',
      premium: { type: 'MONTHLY', amount: expect.any(Number), monthly: expect.any(Number) },
    });
    // The renewal's page compares with the current cover and checks renewal is still open.
    const shown = await t.call<ProposalBody & { sourcePolicy: unknown }>(
      'GET',
      `/api/proposals/${renewal.id}`,
      { token: owner },
    );
    expect(shown.body.sourcePolicy).toEqual({
      policyId: bound.policyId,
      policyNumber: bound.policyNumber,
      quote: expect.objectContaining({ ratingStatus: 'QUOTE' }),
      detail: {
        expiredAt: '2027-03-10T00:00:00.000Z',
        renewalStopped: false,
        autoRenewalEnabled: true,
      },
    });
    expect(policy.policyDetail.policyStatus).toBe('ACTIVE');
    expect((await verify(t, owner, renewal.id)).body.isClear).toBe(true);
    await bindPaid(t, renewal.id);
    const renewed = (
      await t.call<ProposalBody>('GET', `/api/proposals/${renewal.id}`, { token: owner })
    ).body;
    const next = (await get(renewed.policyId as string, owner)).body;
    expect(next).toMatchObject({
      renewalCycle: 1,
      sourcePolicy: { policyId: bound.policyId },
      policyDetail: {
        firstInceptedAt: policy.policyDetail.firstInceptedAt,
        inceptedAt: '2027-03-10T00:00:00.000Z',
      },
    });
  });

  it("hides another customer's policy, an unknown one, and refuses callers without a token", async () => {
    const bound = await boughtDriveaway(t, t.token);
    const other = await t.anonymousToken();
    expect((await get(bound.policyId as string, other)).status).toBe(404);
    expect((await list('', other)).body).toEqual([]);
    expect((await get('POLNOPE')).status).toBe(404);
    expect((await t.call('GET', `/api/policies/${bound.policyId}`)).status).toBe(401);
    expect((await t.call('GET', '/api/policies')).status).toBe(401);
    expect((await list('?unknown=1')).status).toBe(400);
  });
});
