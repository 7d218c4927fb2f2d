import { createHash, randomBytes } from 'node:crypto';
import { readOutbox } from '../integrations/email/outbox-email';
import type { TestApp } from './test-app';
import { TEST_PUBLIC_URL } from './test-app';

/** A response as the sign-in tests read it: redirects are not followed. */
export type BrowserResponse = { status: number; location: string | null; text: string };

/**
 * A browser in miniature for the sign-in server: keeps cookies by name (the server scopes them
 * to /auth), never follows redirects, and posts forms the way a page does.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: Pick<TestApp, 'baseUrl'>) {}

  async request(method: string, path: string, form?: Record<string, string>) {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const url = path.startsWith('http') ? path : `${this.app.baseUrl}${path}`;
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      // Locations are absolute on the public URL; the test talks to the listening address.
      location: location?.startsWith(TEST_PUBLIC_URL)
        ? location.slice(TEST_PUBLIC_URL.length)
        : location,
      text: await response.text(),
    } satisfies BrowserResponse;
  }

  forget(): void {
    this.cookies.clear();
  }
}

/** A PKCE pair: the verifier the app keeps and the challenge it sends. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const PORTAL_CLIENT = 'customer-portal';
export const PORTAL_CALLBACK = `${TEST_PUBLIC_URL}/callback`;
export const API_AUDIENCE = `${TEST_PUBLIC_URL}/api`;

/** The authorize URL the Auth0 SDK builds (its parameters, our client). */
export function authorizePath(challenge: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: PORTAL_CLIENT,
    redirect_uri: PORTAL_CALLBACK,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: API_AUDIENCE,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/auth/authorize?${query}`;
}

/** The newest sign-in code emailed to `email`. */
export async function emailedCode(app: Pick<TestApp, 'db'>, email: string): Promise<string> {
  const [newest] = await readOutbox(app.db, email, 1);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`No sign-in code was emailed to ${email}.`);
  return code;
}

/** Follows one redirect the way a browser would and expects another. */
export async function expectRedirect(browser: TestBrowser, path: string): Promise<string> {
  const response = await browser.request('GET', path);
  if (response.status < 300 || response.status > 303 || !response.location) {
    throw new Error(
      `GET ${path}: expected a redirect, got ${response.status} ${response.text.slice(0, 300)}`,
    );
  }
  return response.location;
}

/**
 * Signs in through the pages as a person would: authorize, email, the emailed code, back to the
 * app's callback. Answers the authorization code and the PKCE verifier to redeem it with.
 */
export async function signInThroughPages(
  app: Pick<TestApp, 'baseUrl' | 'db'>,
  browser: TestBrowser,
  email: string,
): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkce();
  const interaction = await expectRedirect(browser, authorizePath(challenge));
  const sent = await browser.request('POST', `${interaction}/email`, { email });
  if (sent.status !== 303)
    throw new Error(`Sending the code: ${sent.status} ${sent.text.slice(0, 300)}`);
  const finished = await browser.request('POST', `${interaction}/code`, {
    code: await emailedCode(app, email),
  });
  if (finished.status !== 303 || !finished.location) {
    throw new Error(`Entering the code: ${finished.status} ${finished.text.slice(0, 300)}`);
  }
  // Back through the server (a consent it grants at once) until it answers the app's callback.
  let callback = finished.location;
  for (let hop = 0; hop < 6 && !callback.startsWith('/callback'); hop++) {
    callback = await expectRedirect(browser, callback);
  }
  const code = new URL(callback, TEST_PUBLIC_URL).searchParams.get('code');
  if (!code) throw new Error(`No code in ${callback}`);
  return { code, verifier };
}

/** POST /auth/oauth/token as the SDK sends it (form-encoded, public client). */
export async function tokenRequest(app: Pick<TestApp, 'baseUrl'>, form: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: PORTAL_CLIENT, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
