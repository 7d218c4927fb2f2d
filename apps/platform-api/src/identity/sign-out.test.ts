import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { MovableClock } from '../clock';
import {
  expectRedirect,
  PORTAL_CALLBACK,
  PORTAL_CLIENT,
  signInThroughPages,
  TestBrowser,
  tokenRequest,
} from '../test/sign-in-browser';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';

// The sign-in server stamps its tokens with the wall clock, and the API judges them on it: this
// one starts there and is moved past the minute in which an ended sign-in may still be honoured.
const signInClock = new MovableClock(new Date());
const t = useTestApp({ anonymousToken: false, signInClock });
const A_MINUTE_LATER = 61 * 1000;

async function signIn(email: string) {
  // The outbox reads newest first: each sign-in's email a moment after the last.
  t.clock.advance(1000);
  const browser = new TestBrowser(t);
  const { code, verifier } = await signInThroughPages(t, browser, email);
  const tokens = await tokenRequest(t, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: PORTAL_CALLBACK,
  });
  expect(tokens.status).toBe(200);
  return {
    browser,
    access: tokens.body.access_token as string,
    refresh: tokens.body.refresh_token as string,
  };
}

/** POST /auth/oauth/revoke as the Auth0 SDK sends it: form-encoded, a public client. */
async function revoke(form: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/auth/oauth/revoke`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'auth0-client': Buffer.from('{"name":"auth0-spa-js"}').toString('base64'),
    },
    body: new URLSearchParams({ client_id: PORTAL_CLIENT, ...form }).toString(),
  });
  return { status: response.status, text: await response.text() };
}

const apiStatus = async (token: string, app: FastifyInstance | null = null) =>
  app
    ? (
        await app.inject({
          method: 'GET',
          url: '/api/policies',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode
    : (await t.call('GET', '/api/policies', { token })).status;

describe(`signing out ends access (${TEST_DATABASE_KIND})`, () => {
  it('revokes a refresh token as Auth0 does: 200, and its whole sign-in ends', async () => {
    const { access, refresh } = await signIn('revoking@example.com');
    expect(await apiStatus(access)).toBe(200);
    expect(await revoke({ token: refresh, token_type_hint: 'refresh_token' })).toEqual({
      status: 200,
      text: '',
    });
    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refresh,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    signInClock.advance(A_MINUTE_LATER);
    expect(await apiStatus(access)).toBe(401);
  });

  it('answers 200 for a token it cannot revoke, as Auth0 does: unknown, or an access token', async () => {
    const { access, refresh } = await signIn('not-revoking@example.com');
    expect(await revoke({ token: 'not-a-token-of-ours' })).toEqual({ status: 200, text: '' });
    expect(await revoke({ token: access })).toEqual({ status: 200, text: '' });
    expect(await revoke({ token: access, token_type_hint: 'access_token' })).toEqual({
      status: 200,
      text: '',
    });
    // Neither ended anything.
    signInClock.advance(A_MINUTE_LATER);
    expect(await apiStatus(access)).toBe(200);
    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refresh,
    });
    expect(refreshed.status).toBe(200);
  });

  it('is refused by another instance within a minute: the ended sign-in is read from the database', async () => {
    const other = await buildApp({
      db: t.db,
      clock: t.clock,
      publicUrl: TEST_PUBLIC_URL,
      signInClock,
    });
    try {
      const { access, refresh } = await signIn('two-instances@example.com');
      expect(await apiStatus(access, other)).toBe(200);
      expect((await revoke({ token: refresh })).status).toBe(200);
      signInClock.advance(A_MINUTE_LATER);
      expect(await apiStatus(access, other)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('ends the sign-in on sign-out (/v2/logout): its refresh token and its access tokens', async () => {
    const { browser, access, refresh } = await signIn('signing-out@example.com');
    const logout = await expectRedirect(
      browser,
      `/auth/v2/logout?client_id=${PORTAL_CLIENT}&returnTo=${encodeURIComponent(TEST_PUBLIC_URL)}`,
    );
    const page = await browser.request('GET', logout);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const confirmed = await browser.request('POST', action.replace(TEST_PUBLIC_URL, ''), {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.status).toBe(303);
    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refresh,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    signInClock.advance(A_MINUTE_LATER);
    expect(await apiStatus(access)).toBe(401);
  });
});
