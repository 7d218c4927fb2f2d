import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { MovableClock } from '../clock';
import { loadSigningKey } from '../http/signing-keys';
import {
  API_AUDIENCE,
  authorizePath,
  emailedCode,
  expectRedirect,
  PORTAL_CALLBACK,
  pkce,
  signInThroughPages,
  TestBrowser,
  tokenRequest,
} from '../test/sign-in-browser';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

// The sign-in server stamps its tokens with the wall clock; this one starts there and is moved.
const signInClock = new MovableClock(new Date());
const t = useTestApp({ anonymousToken: false, signInClock });

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
  return { browser, tokens: tokens.body as Record<string, string> };
}

describe('the embedded sign-in server', () => {
  it('publishes the discovery document with the routes the Auth0 SDK calls', async () => {
    const response = await t.call<Record<string, unknown>>(
      'GET',
      '/auth/.well-known/openid-configuration',
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      issuer: `${TEST_PUBLIC_URL}/auth/`,
      authorization_endpoint: expect.stringMatching(/\/auth\/authorize$/),
      token_endpoint: expect.stringMatching(/\/auth\/oauth\/token$/),
      jwks_uri: expect.stringMatching(/\/auth\/\.well-known\/jwks\.json$/),
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(response.body.grant_types_supported).not.toContain('implicit');
    expect(response.body.response_modes_supported).toContain('web_message');
    const jwks = await t.call<{ keys: { alg: string; kty: string; d?: string }[] }>(
      'GET',
      '/auth/.well-known/jwks.json',
    );
    expect(jwks.body.keys).toEqual([expect.objectContaining({ alg: 'RS256', kty: 'RSA' })]);
    expect(jwks.body.keys[0]?.d).toBeUndefined();
  });

  it('signs a new person in with an emailed code and gives the API a token for them', async () => {
    const { tokens } = await signIn('New.Person@Example.com');
    expect(decodeProtectedHeader(tokens.id_token as string).alg).toBe('RS256');
    const idToken = decodeJwt(tokens.id_token as string);
    expect(idToken).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/auth/`,
      aud: 'customer-portal',
      nonce: 'nonce-1',
      email: 'New.Person@example.com',
      name: 'New.Person@example.com',
    });
    const access = decodeJwt(tokens.access_token as string);
    expect(access).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/auth/`,
      aud: API_AUDIENCE,
      sub: idToken.sub,
      permissions: [],
      'https://platform.brand.example/roles': [],
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const policies = await t.call('GET', '/api/policies', { token: tokens.access_token });
    expect(policies.status).toBe(200);
    const [user] = await t.db.query<{ kind: string; email: string }>(
      'SELECT kind, email FROM users WHERE id = $1',
      [idToken.sub],
    );
    expect(user).toEqual({ kind: 'customer', email: 'New.Person@example.com' });
  });

  it('signs the same account in whatever the case of the email', async () => {
    const first = decodeJwt((await signIn('same.one@example.com')).tokens.id_token as string);
    const second = decodeJwt((await signIn('SAME.ONE@example.com')).tokens.id_token as string);
    expect(second.sub).toBe(first.sub);
  });

  it("puts an agent's roles and permissions in the access token", async () => {
    const agentId = 'user_agent_claims';
    await t.db.query(
      `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'agent', 'claims.agent@brand.example', now())`,
      [agentId],
    );
    await t.db.query(
      `INSERT INTO principals (user_id, first_name, last_name, roles, permissions)
       VALUES ($1, 'Casey', 'Claims', '{admin}', '{access:impersonate,action:mta-claims}')`,
      [agentId],
    );
    const { tokens } = await signIn('claims.agent@brand.example');
    expect(decodeJwt(tokens.id_token as string)).toMatchObject({
      sub: agentId,
      name: 'Casey Claims',
      given_name: 'Casey',
      family_name: 'Claims',
    });
    expect(decodeJwt(tokens.access_token as string)).toMatchObject({
      permissions: ['access:impersonate', 'action:mta-claims'],
      'https://platform.brand.example/roles': ['admin'],
    });
  });

  it('rotates refresh tokens and refuses a reused one, ending that sign-in', async () => {
    const { tokens } = await signIn('rotating@example.com');
    const first = tokens.refresh_token as string;
    const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: first });
    expect(refreshed).toMatchObject({ status: 200 });
    const second = refreshed.body.refresh_token as string;
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(refreshed.body.access_token).toEqual(expect.any(String));

    const reused = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: first });
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // A reuse may be a theft: the whole grant ends, the newer token with it.
    const after = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: second });
    expect(after).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('keeps a sign-in when the platform clock jumps past its life (the payment test clock)', async () => {
    const { tokens } = await signIn('clock-jump@example.com');
    // Thirty days on the platform's clock, past the 14-day refresh token: the sign-in server
    // stamped its rows with the wall clock, and only that clock ends them.
    t.clock.advance(30 * 24 * 60 * 60 * 1000);
    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token as string,
    });
    expect(refreshed).toMatchObject({ status: 200 });
    const token = refreshed.body.access_token as string;
    expect((await t.call('GET', '/api/policies', { token })).status).toBe(200);
  });

  it('redeems an authorization code once, and only with its PKCE verifier', async () => {
    const browser = new TestBrowser(t);
    const { code, verifier } = await signInThroughPages(t, browser, 'pkce@example.com');
    const wrong = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce().verifier,
      redirect_uri: PORTAL_CALLBACK,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const redeem = () =>
      tokenRequest(t, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: PORTAL_CALLBACK,
      });
    expect((await redeem()).status).toBe(200);
    expect(await redeem()).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers silent sign-in with login_required when nobody is signed in, else with a code', async () => {
    const { challenge } = pkce();
    const silent = (browser: TestBrowser) =>
      browser.request(
        'GET',
        authorizePath(challenge, {
          prompt: 'none',
          response_mode: 'web_message',
          redirect_uri: TEST_PUBLIC_URL,
        }),
      );
    const stranger = await silent(new TestBrowser(t));
    expect(stranger.status).toBe(400);
    expect(stranger.text).toContain('login_required');
    expect(stranger.text).toContain('authorization_response');

    const { browser } = await signIn('silent@example.com');
    const known = await silent(browser);
    expect(known.status).toBe(200);
    expect(known.text).not.toContain('login_required');
    expect(known.text).toMatch(/"code":"[^"]+"/);
  });

  it('refuses an authorize request without PKCE or with a redirect the app did not register', async () => {
    const browser = new TestBrowser(t);
    const { challenge } = pkce();
    const noPkce = await browser.request(
      'GET',
      authorizePath(challenge).replace(/&code_challenge=[^&]+&code_challenge_method=S256/, ''),
    );
    expect(noPkce.location ?? '').toContain('error=invalid_request');
    const elsewhere = await browser.request(
      'GET',
      authorizePath(challenge, { redirect_uri: 'https://evil.example/callback' }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain('could not sign you in');
  });

  it('signs out through the SDK logout route and returns to the app', async () => {
    const { browser } = await signIn('leaving@example.com');
    const logout = await expectRedirect(
      browser,
      `/auth/v2/logout?client_id=customer-portal&returnTo=${encodeURIComponent(TEST_PUBLIC_URL)}`,
    );
    const page = await browser.request('GET', logout);
    expect(page.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const confirmed = await browser.request('POST', action.replace(TEST_PUBLIC_URL, ''), {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe('/');
    const { challenge } = pkce();
    const silent = await browser.request(
      'GET',
      authorizePath(challenge, { prompt: 'none', response_mode: 'web_message' }),
    );
    expect(silent.text).toContain('login_required');
  });

  it('sends a timed-out or foreign sign-in back to start', async () => {
    const response = await new TestBrowser(t).request('GET', '/auth/interaction/not-a-real-one');
    expect(response.status).toBe(400);
    expect(response.text).toContain('Your sign-in has timed out');
  });

  it('keeps the code page honest: wrong codes say so, a right code works once', async () => {
    const browser = new TestBrowser(t);
    const { challenge } = pkce();
    const interaction = await expectRedirect(browser, authorizePath(challenge));
    const page = await browser.request('GET', interaction);
    expect(page.text).toContain('<label for="email">Email address</label>');
    const badEmail = await browser.request('POST', `${interaction}/email`, {
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain('Enter an email address in the correct format');
    await browser.request('POST', `${interaction}/email`, { email: 'typo@example.com' });
    const codePage = await browser.request('GET', `${interaction}?step=code`);
    expect(codePage.text).toContain('<label for="code">Sign-in code</label>');
    expect(codePage.text).toContain('typo@example.com');
    const wrong = await browser.request('POST', `${interaction}/code`, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('That code isn&#39;t right or has expired');
    expect(wrong.text).toContain('role="alert"');
    const code = await emailedCode(t, 'typo@example.com');
    const right = await browser.request('POST', `${interaction}/code`, { code });
    expect(right.status).toBe(303);
  });

  it('refuses its access tokens once expired, and a token of the right issuer signed otherwise', async () => {
    const { tokens } = await signIn('expiring@example.com');
    const token = tokens.access_token as string;
    expect((await t.call('GET', '/api/policies', { token })).status).toBe(200);
    // The platform's own ES256 key is not the sign-in server's: same claims, refused.
    const platformKey = await loadSigningKey(t.db);
    const claims = decodeJwt(token);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: platformKey.kid })
      .sign(platformKey.privateKey);
    expect((await t.call('GET', '/api/policies', { token: forged })).status).toBe(401);
    const lifetime = ((claims.exp ?? 0) - (claims.iat ?? 0)) * 1000;
    // Moving the platform's own (test) clock does not expire it: the sign-in server's clock does.
    t.clock.advance(lifetime + 1000);
    expect((await t.call('GET', '/api/policies', { token })).status).toBe(200);
    signInClock.set(new Date(Date.now() + lifetime + 1000));
    expect((await t.call('GET', '/api/policies', { token })).status).toBe(401);
  });
});
