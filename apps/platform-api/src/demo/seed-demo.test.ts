import { decodeJwt } from 'jose';
import {
  PORTAL_CALLBACK,
  signInThroughPages,
  TestBrowser,
  tokenRequest,
} from '../test/sign-in-browser';
import { useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';
import { DEMO_CUSTOMER, DEMO_STAFF, seedDemoIfEmpty } from './seed-demo';
import { EXPIRED_QUOTE_AGE_DAYS } from './seed-expired-quote';
import { DEMO_POLICY_AGE_DAYS } from './seed-renewal';

describe(`the demo seed (${TEST_DATABASE_KIND})`, () => {
  // No visitor per test: the seed only seeds a platform without users.
  const t = useTestApp({ anonymousToken: false });

  /** Signs a demo person in with the code emailed to them: their access token. */
  async function accessToken(email: string): Promise<string> {
    t.clock.advance(1000);
    const { code, verifier } = await signInThroughPages(t, new TestBrowser(t), email);
    const tokens = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: PORTAL_CALLBACK,
    });
    return String(tokens.body.access_token);
  }

  it('seeds a new platform once: an active free flex policy, a saved quote, an agent', async () => {
    const lines = await seedDemoIfEmpty(t.app.platform);
    expect(lines?.join('\n')).toMatch(/active flex policy MINI-FLX-\d+/);
    const policies = await t.db.query<{ status: string; scheme_code: string }>(
      'SELECT status, scheme_code FROM policies',
    );
    expect(policies).toEqual([{ status: 'ACTIVE', scheme_code: 'BRAND-FLEX' }]);
    const quotes = await t.db.query<{ status: string }>(
      "SELECT status FROM proposals WHERE status <> 'POLICY' AND kind <> 'RENEWAL' ORDER BY status",
    );
    expect(quotes).toEqual([{ status: 'QUOTE' }, { status: 'QUOTE_EXPIRED' }]);
    expect(await seedDemoIfEmpty(t.app.platform)).toBeNull();
  });

  it("gives the demo customer's policy one settled and one open claim, both within its cover", async () => {
    const claims = await t.db.query<{ status: string; occurred_at: Date; first_incepted_at: Date }>(
      `SELECT c.status, c.occurred_at, p.first_incepted_at FROM claims c
         JOIN policies p ON p.id = c.policy_id ORDER BY c.occurred_at`,
    );
    expect(claims.map((claim) => claim.status)).toEqual(['SETTLED', 'ACTIVE']);
    for (const claim of claims) {
      const at = new Date(claim.occurred_at).getTime();
      expect(at).toBeGreaterThanOrEqual(new Date(claim.first_incepted_at).getTime());
      expect(at).toBeLessThanOrEqual(t.clock.now().getTime());
    }
  });

  it('retrieves the saved quote with the details the start-up log prints', async () => {
    const [saved] = await t.db.query<{ external_reference: string }>(
      "SELECT external_reference FROM proposals WHERE status = 'QUOTE' AND kind = 'NEW'",
    );
    const response = await t.call('POST', '/api/session/back-book', {
      body: {
        externalReference: saved?.external_reference,
        dateOfBirth: '1985-03-27',
        postcode: 'OX4 1HP',
      },
    });
    expect(response.status).toBe(201);
  });

  it('seeds a quote made 40 days ago that reads as expired and reprices with a new start date', async () => {
    const [expired] = await t.db.query<{ external_reference: string; created_at: Date }>(
      "SELECT external_reference, created_at FROM proposals WHERE status = 'QUOTE_EXPIRED'",
    );
    expect(t.clock.now().getTime() - new Date(String(expired?.created_at)).getTime()).toBe(
      EXPIRED_QUOTE_AGE_DAYS * 86_400_000,
    );
    const session = await t.call<{ accessToken: string }>('POST', '/api/session/back-book', {
      body: {
        externalReference: expired?.external_reference,
        dateOfBirth: '1985-03-27',
        postcode: 'OX4 1HP',
      },
    });
    expect(session.status).toBe(201);
    const token = session.body.accessToken;
    const [listed] = (
      await t.call<{ proposalCode: string; status: string }[]>(
        'GET',
        `/api/proposals?externalReference=${expired?.external_reference}`,
        { token },
      )
    ).body;
    expect(listed?.status).toBe('QUOTE_EXPIRED');
    const startDate = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const repriced = await t.call<{ status: string; startAt: string }>(
      'PATCH',
      `/api/proposals/${listed?.proposalCode}`,
      { token, body: { changes: [{ path: 'startDate', value: startDate }], applyRating: true } },
    );
    expect(repriced.status).toBe(200);
    expect(repriced.body.status).toBe('QUOTE');
  });

  it('gives the demo customer cover renewing within the window, opted in at a quoted price', async () => {
    const token = await t.signedInToken(DEMO_CUSTOMER.email);
    const policies = await t.call<
      {
        policyDetail: { inceptedAt: string; expiredAt: string; autoRenewalEnabled: boolean };
        renewalProposal: {
          proposalCode: string;
          status: string;
          autoRenewalEnabled: boolean;
          startAt: string;
          premium: { type: string; amount: number; monthly: number | null } | null;
        } | null;
      }[]
    >('GET', '/api/policies', { token });
    const [policy] = policies.body;
    const now = t.clock.now().getTime();
    expect(now - Date.parse(String(policy?.policyDetail.inceptedAt))).toBeLessThanOrEqual(
      DEMO_POLICY_AGE_DAYS * 86_400_000,
    );
    const daysLeft = (Date.parse(String(policy?.policyDetail.expiredAt)) - now) / 86_400_000;
    // At least the 21 days' notice a renewal invitation needs, inside the job's 30-day window.
    expect(daysLeft).toBeGreaterThan(21);
    expect(daysLeft).toBeLessThanOrEqual(30);
    expect(policy?.renewalProposal).toMatchObject({
      status: 'QUOTE',
      autoRenewalEnabled: true,
      premium: { type: 'MONTHLY', amount: expect.any(Number), monthly: expect.any(Number) },
    });
    // Renewed cover starts at 00:00 (London) on the day the first year's cover ends.
    const overlap =
      Date.parse(String(policy?.policyDetail.expiredAt)) -
      Date.parse(String(policy?.renewalProposal?.startAt));
    expect(overlap).toBeGreaterThanOrEqual(0);
    expect(overlap).toBeLessThan(86_400_000);
    // The free year ends: the renewal is priced without the promotion.
    expect(policy?.renewalProposal?.premium?.amount).toBeGreaterThan(0);
    const renewal = await t.call<{ kind: string; sourcePolicy: { detail: object } }>(
      'GET',
      `/api/proposals/${policy?.renewalProposal?.proposalCode}`,
      { token },
    );
    expect(renewal.body).toMatchObject({
      kind: 'RENEWAL',
      sourcePolicy: { detail: { renewalStopped: false, autoRenewalEnabled: true } },
    });
  });

  it('signs the demo customer and staff in with emailed codes, with their permissions', async () => {
    const signIn = async (email: string) => decodeJwt(await accessToken(email));
    const customer = await signIn(DEMO_CUSTOMER.email);
    expect(customer.permissions).toEqual([]);
    const [policy] = await t.db.query<{ owner_user_id: string }>(
      'SELECT owner_user_id FROM policies',
    );
    expect(customer.sub).toBe(policy?.owner_user_id);
    for (const staff of DEMO_STAFF) {
      expect((await signIn(staff.email)).permissions).toEqual(staff.permissions);
    }
  });

  it('has a back-office account that reviews the customers’ uploads, and agents who do not', async () => {
    const reviewers = DEMO_STAFF.filter((staff) =>
      staff.permissions.includes('action:review-uploads'),
    ).map((staff) => staff.email);
    expect(reviewers).toEqual(['supervisor@brand.example']);
    const list = (email: string) =>
      accessToken(email).then((token) => t.call('GET', '/api/documents/uploads', { token }));
    expect((await list('supervisor@brand.example')).status).toBe(200);
    expect((await list('agent@brand.example')).status).toBe(403);
  });
});
