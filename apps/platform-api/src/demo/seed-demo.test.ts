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

describe(`the demo seed (${TEST_DATABASE_KIND})`, () => {
  // No visitor per test: the seed only seeds a platform without users.
  const t = useTestApp({ anonymousToken: false });

  it('seeds a new platform once: an active free flex policy, a saved quote, an agent', async () => {
    const lines = await seedDemoIfEmpty(t.app.platform);
    expect(lines?.join('\n')).toMatch(/active flex policy MINI-FLX-\d+/);
    const policies = await t.db.query<{ status: string; scheme_code: string }>(
      'SELECT status, scheme_code FROM policies',
    );
    expect(policies).toEqual([{ status: 'ACTIVE', scheme_code: 'BRAND-FLEX' }]);
    const quotes = await t.db.query<{ status: string }>(
      "SELECT status FROM proposals WHERE status <> 'POLICY'",
    );
    expect(quotes).toEqual([{ status: 'QUOTE' }]);
    expect(await seedDemoIfEmpty(t.app.platform)).toBeNull();
  });

  it('retrieves the saved quote with the details the start-up log prints', async () => {
    const [saved] = await t.db.query<{ external_reference: string }>(
      "SELECT external_reference FROM proposals WHERE status = 'QUOTE'",
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

  it('signs the demo customer and staff in with emailed codes, with their permissions', async () => {
    const signIn = async (email: string) => {
      t.clock.advance(1000);
      const { code, verifier } = await signInThroughPages(t, new TestBrowser(t), email);
      const tokens = await tokenRequest(t, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: PORTAL_CALLBACK,
      });
      return decodeJwt(String(tokens.body.access_token));
    };
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
});
