import { readOutbox } from '../../integrations/email/outbox-email';
import { createProposal, quotedProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Proposal = {
  proposalCode: string;
  externalReference: string;
  promoCode: string | null;
  retailer: string | null;
  orderNumber: string | null;
  promotionTermsAccepted: boolean;
  version: number;
};
type Problem = { status: number; code?: string; errors?: { path: string; message: string }[] };

describe(`proposal journey calls (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp();

  const create = async (body?: object, as = t.token) =>
    (await createProposal<Proposal>(t, as, body)).body;

  describe('tracking', () => {
    it('saves the values once per proposal per session', async () => {
      const { proposalCode } = await create();
      const url = `/api/proposals/${proposalCode}/tracking`;
      const body = { values: { utm_source: 'newsletter', utm_campaign: 'spring' } };
      const first = await t.call<{ recorded: boolean }>('POST', url, { token: t.token, body });
      expect(first).toMatchObject({ status: 201, body: { recorded: true } });
      const again = await t.call<{ recorded: boolean }>('POST', url, { token: t.token, body });
      expect(again).toMatchObject({ status: 200, body: { recorded: false } });
      const rows = await t.db.query(
        'SELECT tracking_values FROM proposal_tracking WHERE proposal_id = $1',
        [proposalCode],
      );
      expect(rows).toEqual([{ tracking_values: body.values }]);
    });

    it('refuses a parameter that is not a tracking parameter', async () => {
      const { proposalCode } = await create();
      const response = await t.call<Problem>('POST', `/api/proposals/${proposalCode}/tracking`, {
        token: t.token,
        body: { values: { utm_source: 'x', password: 'y' } },
      });
      expect(response.status).toBe(400);
    });
  });

  describe('retain', () => {
    it('emails the retrieve link and reference', async () => {
      // Only a priced quote, to the address on it (more in proposal-retain.test.ts).
      const { proposalCode, externalReference } = await quotedProposal(t, t.token, {
        email: 'jane.smith@example.com',
      });
      const response = await t.call('POST', `/api/proposals/${proposalCode}/retain`, {
        token: t.token,
        body: { email: 'Jane.Smith@Example.com' },
      });
      expect(response.status).toBe(204);
      const [email] = await readOutbox(t.db, 'jane.smith@example.com');
      expect(email?.subject).toContain(externalReference);
      expect(email?.text).toContain(`http://platform.test/retrieve/${externalReference}`);
    });

    it('refuses an invalid email and sends nothing', async () => {
      const { proposalCode } = await create();
      const response = await t.call<Problem>('POST', `/api/proposals/${proposalCode}/retain`, {
        token: t.token,
        body: { email: 'jane@' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.path).toBe('email');
      expect(await readOutbox(t.db, 'jane@')).toEqual([]);
    });
  });

  describe('promotions', () => {
    const url = (code: string, promo = 'MINIELEC12M2025Q4') =>
      `/api/proposals/${code}/promotions/${promo}`;

    it('applies an active promotion with its retailer, order number and terms', async () => {
      const { proposalCode } = await create();
      const response = await t.call<Proposal>('PATCH', url(proposalCode), {
        token: t.token,
        body: { retailer: '81239', orderNumber: '1234567', promotionTermsAccepted: true },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        promoCode: 'MINIELEC12M2025Q4',
        retailer: '81239',
        orderNumber: '1234567',
        promotionTermsAccepted: true,
      });
    });

    it('refuses a wrong order number, an unknown retailer or unaccepted terms, changing nothing', async () => {
      const created = await create();
      const response = await t.call<Problem>(
        'PATCH',
        url(created.proposalCode, 'MININEW12M2024Q1'),
        {
          token: t.token,
          body: { retailer: '99999', orderNumber: '1234567', promotionTermsAccepted: false },
        },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors?.map((e) => e.path).sort()).toEqual([
        'orderNumber',
        'promotionTermsAccepted',
        'retailer',
      ]);
      const after = await t.call<Proposal>('GET', `/api/proposals/${created.proposalCode}`, {
        token: t.token,
      });
      expect(after.body).toMatchObject({ promoCode: null, version: created.version });
    });

    it('refuses a promotion that is not running or is unknown', async () => {
      const { proposalCode } = await create();
      const body = { retailer: '81239', orderNumber: '4234567', promotionTermsAccepted: true };
      expect(
        (await t.call('PATCH', url(proposalCode, 'MINI252021'), { token: t.token, body })).status,
      ).toBe(409);
      expect(
        (await t.call('PATCH', url(proposalCode, 'NOPE'), { token: t.token, body })).status,
      ).toBe(404);
    });
  });

  describe('merge', () => {
    it("moves an anonymous visitor's proposal into the signed-in account", async () => {
      const { proposalCode } = await create();
      const signedIn = await t.signedInToken('merge.me@example.com');
      const response = await t.call<Proposal>('POST', '/api/proposals/merge', {
        token: signedIn,
        body: { proposalCode, sourceAccessToken: t.token },
      });
      expect(response.status).toBe(200);
      expect(
        (await t.call('GET', `/api/proposals/${proposalCode}`, { token: signedIn })).status,
      ).toBe(200);
      // The visitor's token was the proof, and is spent: it reads nothing any more (ADR 0017).
      expect(
        (await t.call('GET', `/api/proposals/${proposalCode}`, { token: t.token })).status,
      ).toBe(401);
      const again = await t.call('POST', '/api/proposals/merge', {
        token: signedIn,
        body: { proposalCode, sourceAccessToken: t.token },
      });
      expect(again.status).toBe(200);
    });

    it("refuses without proof of the anonymous session, or for somebody else's proposal", async () => {
      const { proposalCode } = await create();
      const signedIn = await t.signedInToken('thief@example.com');
      const stranger = await t.anonymousToken();
      const forged = await t.call<Problem>('POST', '/api/proposals/merge', {
        token: signedIn,
        body: { proposalCode, sourceAccessToken: 'not.a.token' },
      });
      expect(forged.status).toBe(403);
      const wrongSource = await t.call('POST', '/api/proposals/merge', {
        token: signedIn,
        body: { proposalCode, sourceAccessToken: stranger },
      });
      expect(wrongSource.status).toBe(404);
      const anonymousCaller = await t.call('POST', '/api/proposals/merge', {
        token: stranger,
        body: { proposalCode, sourceAccessToken: t.token },
      });
      expect(anonymousCaller.status).toBe(403);
    });
  });

  describe('form validation', () => {
    it('answers the first failing rule of each input, as the browser shows it', async () => {
      const response = await t.call<{
        valid: boolean;
        errors: { path: string; message: string; text: string }[];
      }>('POST', '/api/form/validation/retrieve', {
        token: t.token,
        body: { data: { externalReference: 'Q123', dateOfBirth: '2999-01-01', postcode: 'nope' } },
      });
      expect(response.status).toBe(200);
      expect(response.body.valid).toBe(false);
      expect(response.body.errors.map((e) => e.path)).toEqual(['dateOfBirth', 'postcode']);
      expect(response.body.errors[0]?.text).not.toBe(response.body.errors[0]?.message);
    });

    it('accepts valid answers and 404s an unknown form', async () => {
      const ok = await t.call<{ valid: boolean }>('POST', '/api/form/validation/accountSetup', {
        token: t.token,
        body: { data: { policyholder: { email: 'a@example.com', phone: '+447700900123' } } },
      });
      expect(ok.body).toEqual({ valid: true, errors: [] });
      expect(
        (await t.call('POST', '/api/form/validation/nope', { token: t.token, body: { data: {} } }))
          .status,
      ).toBe(404);
    });
  });
});
