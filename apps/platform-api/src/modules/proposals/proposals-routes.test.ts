import { completeAnswers } from '../../demo/demo-disclosure';
import { createProposal, DECLARED_BAN, FLEX, patchProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { chosenVehicle, shippedVehicle } from '../../test/test-vehicle';

type Proposal = {
  proposalCode: string;
  status: string;
  missingSections: string[];
  data: Record<string, unknown>;
  quote: null | {
    ratingStatus: string;
    tablesVersion: string;
    annualPremium: number;
    availablePaymentSchedules: { type: string; active: boolean; totals: { gross: number } }[];
    voluntaryExcess: number;
    coverOptions: { code: string; selected: boolean }[];
  };
  referralReasons: { code: string; text: string }[];
  statusHistory: { status: string }[];
  startAt: string | null;
  endAt: string | null;
  version: number;
};
type Problem = { type: string; status: number; errors?: { path: string; message: string }[] };

describe(`proposals API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const create = (body?: object) => createProposal<Proposal>(t, t.token, body);
  const patch = (code: string, body: object, as = t.token) =>
    patchProposal<Proposal & Problem>(t, as, code, body);

  // The saved quote's reference is read from the database: the visitor wrote it down.
  async function retrieve(proposalCode: string): Promise<string> {
    const [row] = await t.db.query<{ external_reference: string }>(
      'SELECT external_reference FROM proposals WHERE id = $1',
      [proposalCode],
    );
    const response = await t.call<{ accessToken: string }>('POST', '/api/session/back-book', {
      body: {
        externalReference: row?.external_reference,
        dateOfBirth: '1985-03-27',
        postcode: 'ox41hp',
      },
    });
    expect(response.status).toBe(201);
    return response.body.accessToken;
  }

  async function answerAll(
    code: string,
    overrides: Parameters<typeof completeAnswers>[0] | null = null,
  ) {
    const vehicle = await shippedVehicle();
    const sections = completeAnswers(
      overrides ?? { vehicle: chosenVehicle(vehicle), startDate: '2026-03-10' },
    );
    const ids = Object.keys(sections);
    let last: Proposal | undefined;
    for (const [index, id] of ids.entries()) {
      const response = await patch(code, {
        changes: sections[id],
        applyRating: index === ids.length - 1,
      });
      expect({ id, status: response.status, body: response.body }).toMatchObject({ status: 200 });
      last = response.body;
    }
    return last as Proposal;
  }

  it('creates a proposal that needs its disclosure answered', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'INSUFFICIENT_ACCURACY', quote: null });
    expect(response.body.missingSections[0]).toBe('before-we-begin');
    expect(response.body.statusHistory.map((h) => h.status)).toEqual(['INSUFFICIENT_ACCURACY']);
  });

  it('refuses an unknown scheme and an unknown promotion, changing nothing', async () => {
    expect((await create({ schemeCode: 'NOPE' })).status).toBe(400);
    expect((await create({ schemeCode: FLEX, promoCode: 'FREE4EVER' })).status).toBe(400);
    const list = await t.call<Proposal[]>('GET', '/api/proposals', { token: t.token });
    expect(list.body).toEqual([]);
  });

  it('rates a completed disclosure into a quote with the tables version', async () => {
    const { proposalCode } = (await create()).body;
    const quoted = await answerAll(proposalCode);
    expect(quoted.status).toBe('QUOTE');
    expect(quoted.missingSections).toEqual([]);
    expect(quoted.quote?.ratingStatus).toBe('QUOTE');
    expect(quoted.quote?.annualPremium).toBeGreaterThan(0);
    expect(quoted.quote?.availablePaymentSchedules.find((s) => s.active)?.type).toBe('MONTHLY');
    expect(quoted.startAt).toBe('2026-03-10T00:00:00.000Z');
    expect(quoted.endAt).toBe('2027-03-10T00:00:00.000Z');
  });

  // A save validates again only the sections whose answers it changed and those reading them
  // (issue 20): the date of birth is read by the licence's and the NCD's rules.
  it('judges again the sections that compare with a changed date of birth, save after save', async () => {
    const { proposalCode } = (await create()).body;
    await answerAll(proposalCode);
    const dateOfBirth = (value: string) =>
      patch(proposalCode, { changes: [{ path: 'policyholder.dateOfBirth', value }] });
    // Twenty on the day: five years' NCD and a licence from 2004 are no longer possible.
    const young = await dateOfBirth('2006-03-02');
    expect(young.status).toBe(200);
    expect(young.body.missingSections).toEqual(['driving-licence', 'your-cover']);
    const read = await t.call<Proposal>('GET', `/api/proposals/${proposalCode}`, {
      token: t.token,
    });
    expect(read.body.missingSections).toEqual(['driving-licence', 'your-cover']);
    expect((await dateOfBirth('1985-03-27')).body.missingSections).toEqual([]);
  });

  it('gives 12 free months of the monthly cover under an active promotion, once answered', async () => {
    const { proposalCode } = (await create({ schemeCode: FLEX, promoCode: 'minielec12m2025q4' }))
      .body;
    const withoutPromotion = await answerAll(proposalCode);
    // The promotion section is shown for the code, so the disclosure is not complete without it.
    expect(withoutPromotion.status).toBe('INSUFFICIENT_ACCURACY');
    expect(withoutPromotion.missingSections).toEqual(['promotion']);
    const quoted = await patch(proposalCode, {
      changes: [
        { path: 'retailer', value: '81239' },
        { path: 'orderNumber', value: '1234567' },
        { path: 'promotionTermsAccepted', value: true },
      ],
      applyRating: true,
    });
    expect(quoted.body.status).toBe('QUOTE');
    const monthly = (
      quoted.body.quote as unknown as {
        promotion: { eligible: boolean };
        availablePaymentSchedules: {
          type: string;
          totals: { gross: number; discounted: number };
        }[];
      }
    ).availablePaymentSchedules.find((s) => s.type === 'MONTHLY');
    expect(monthly?.totals.gross).toBeGreaterThan(0);
    expect(monthly?.totals.discounted).toBe(0);
  });

  it('keeps the quote when only the registration is added, and drops it when an answer changes', async () => {
    const { proposalCode } = (await create()).body;
    await answerAll(proposalCode);
    const registered = await patch(proposalCode, {
      changes: [{ path: 'vehicle.vrn', value: 'AB12 CDE' }],
    });
    expect(registered.body.status).toBe('QUOTE');
    expect(registered.body.data).toMatchObject({ vehicle: { vrn: 'AB12 CDE' } });
    const refused = await patch(proposalCode, {
      changes: [{ path: 'vehicle.vrn', value: 'Q123 ABC' }],
    });
    expect(refused.status).toBe(400);
    const changed = await patch(proposalCode, {
      changes: [{ path: 'vehicle.annualMileage', value: 12000 }],
    });
    expect(changed.body.status).toBe('INSUFFICIENT_ACCURACY');
  });

  it('stays INSUFFICIENT_ACCURACY when asked to rate an incomplete disclosure', async () => {
    const { proposalCode } = (await create()).body;
    const response = await patch(proposalCode, {
      changes: [{ path: 'eligibilityConfirmed', value: true }],
      applyRating: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('INSUFFICIENT_ACCURACY');
    expect(response.body.missingSections).toContain('your-car');
  });

  it('refers a declared ban with a readable reason', async () => {
    const { proposalCode } = (await create()).body;
    await answerAll(proposalCode);
    const response = await patch(proposalCode, {
      changes: [DECLARED_BAN],
      applyRating: true,
    });
    expect(response.body.status).toBe('REFERRAL');
    expect(response.body.referralReasons.map((r) => r.code)).toContain(
      'rating.referral.drivingDeclaration.banned-or-disqualified',
    );
  });

  it.each([
    [
      'an unknown path',
      { path: 'policyholder.favouriteColour', value: 'red' },
      'validation.unknownPath',
    ],
    [
      'a value the catalogue refuses',
      { path: 'policyholder.email', value: 'jane@' },
      'validation.email',
    ],
    [
      'a vehicle code that does not exist',
      {
        path: 'vehicle',
        value: { vrn: null, regLookup: false, specification: { vehicleCode: 'NOPE' } },
      },
      'validation.vehicle.unknown',
    ],
    [
      'a schedule the product does not sell',
      { path: 'schedule', value: 'SINGLE_PAYMENT', attribute: 'paymentSchedule' },
      'validation.paymentSchedule.notOffered',
    ],
    [
      'a voluntary excess not offered',
      { path: 'voluntaryExcess', value: 150, attribute: 'voluntaryExcess' },
      'validation.voluntaryExcess.notOffered',
    ],
  ])('refuses %s with a field error and saves nothing', async (_name, change, message) => {
    const created = (await create()).body;
    const response = await patch(created.proposalCode, { changes: [change] });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.errors?.[0]?.message).toContain(message);
    const after = await t.call<Proposal>('GET', `/api/proposals/${created.proposalCode}`, {
      token: t.token,
    });
    expect(after.body.version).toBe(created.version);
    expect(after.body.data).toEqual({});
  });

  it('refuses malformed, oversized and mistyped bodies', async () => {
    const { proposalCode } = (await create()).body;
    const url = `/api/proposals/${proposalCode}`;
    expect((await t.call('PATCH', url, { token: t.token, body: '{"changes": [' })).status).toBe(
      400,
    );
    expect((await t.call('PATCH', url, { token: t.token, body: { changes: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await t.call('PATCH', url, { token: t.token, body: { changes: [], extra: 1 } })).status,
    ).toBe(400);
    const huge = { changes: [{ path: 'policyholder.email', value: 'x'.repeat(300_000) }] };
    expect((await t.call('PATCH', url, { token: t.token, body: huge })).status).toBe(413);
  });

  it('prices the quote choices: voluntary excess and optional covers', async () => {
    const { proposalCode } = (await create()).body;
    const quoted = await answerAll(proposalCode);
    const withExcess = await patch(proposalCode, {
      changes: [{ path: 'voluntaryExcess', value: 300, attribute: 'voluntaryExcess' }],
    });
    expect(withExcess.body.status).toBe('QUOTE');
    expect(withExcess.body.quote?.voluntaryExcess).toBe(300);
    expect(withExcess.body.quote?.annualPremium).toBeLessThan(
      quoted.quote?.annualPremium as number,
    );
    const withCover = await patch(proposalCode, {
      changes: [{ path: 'legal_expenses', value: true, attribute: 'optionalCover' }],
    });
    expect(withCover.body.quote?.coverOptions).toContainEqual({
      code: 'legal_expenses',
      coverGroup: 'optional',
      selected: true,
      premium: expect.any(Number),
    });
  });

  it('expires a quote after its start date passes, and reprices it on a new start date', async () => {
    const { proposalCode } = (await create()).body;
    await answerAll(proposalCode);
    t.clock.advance(10 * 24 * 3600 * 1000);
    // Ten days on, the visitor's token has expired: they retrieve the saved quote.
    expect((await t.call('GET', `/api/proposals/${proposalCode}`, { token: t.token })).status).toBe(
      401,
    );
    const { externalReference } = (
      await t.call<{ externalReference: string }>('GET', `/api/proposals/${proposalCode}`, {
        token: await retrieve(proposalCode),
      })
    ).body;
    expect(externalReference).toMatch(/^Q/);
    t.token = await retrieve(proposalCode);
    const expired = await t.call<Proposal>('GET', `/api/proposals/${proposalCode}`, {
      token: t.token,
    });
    expect(expired.body.status).toBe('QUOTE_EXPIRED');
    const refused = await patch(proposalCode, {
      changes: [{ path: 'vehicle.annualMileage', value: 9000 }],
    });
    expect(refused.status).toBe(409);
    const repriced = await patch(proposalCode, { changes: [], coverStart: '2026-03-20' });
    expect(repriced.status).toBe(200);
    expect(repriced.body.status).toBe('QUOTE');
    expect(repriced.body.statusHistory.map((h) => h.status)).toContain('QUOTE_EXPIRED');
  });

  it("hides another visitor's proposal and refuses callers without a token", async () => {
    const { proposalCode } = (await create()).body;
    const other = await t.anonymousToken();
    expect((await t.call('GET', `/api/proposals/${proposalCode}`, { token: other })).status).toBe(
      404,
    );
    expect((await patch(proposalCode, { changes: [] }, other)).status).toBe(404);
    expect(
      (await t.call('DELETE', `/api/proposals/${proposalCode}`, { token: other })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/proposals/${proposalCode}`)).status).toBe(401);
    expect((await t.call('GET', '/api/proposals', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('lists by scheme and reference, and deletes', async () => {
    const created = (await create()).body as Proposal & { externalReference: string };
    const byRef = await t.call<Proposal[]>(
      'GET',
      `/api/proposals?externalReference=${created.externalReference}`,
      { token: t.token },
    );
    expect(byRef.body.map((p) => p.proposalCode)).toEqual([created.proposalCode]);
    const other = await t.call<Proposal[]>('GET', '/api/proposals?schemeCode=BRAND-DRIVEAWAY', {
      token: t.token,
    });
    expect(other.body).toEqual([]);
    expect(
      (await t.call('DELETE', `/api/proposals/${created.proposalCode}`, { token: t.token })).status,
    ).toBe(204);
    expect(
      (await t.call('GET', `/api/proposals/${created.proposalCode}`, { token: t.token })).status,
    ).toBe(404);
  });
});
