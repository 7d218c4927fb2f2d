import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import { readIdentitySettings } from '../identity/identity-settings';
import { signOutPage } from '../identity/sign-in-pages';
import { authorizePath, expectRedirect, pkce, TestBrowser } from '../test/sign-in-browser';
import { TEST_NOW, TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { inlineScriptHashes } from './security-headers';

/** A Content-Security-Policy header as directive name to its sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** What every response carries, whatever the surface. */
function expectStrictHeaders(headers: Record<string, unknown>) {
  const csp = directives(headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']?.[0]).toBe("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Other sites get the origin at most (the sandbox pages send nothing at all).
  expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(headers['referrer-policy']);
  expect(headers['x-frame-options']).toBe('DENY');
  // Over http: no HSTS, and no upgrading of the page's own http requests.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(csp['upgrade-insecure-requests']).toBeUndefined();
  return csp;
}

describe('the security headers', () => {
  const t = useTestApp({ anonymousToken: false });

  it('are on the API', async () => {
    const response = await t.call('GET', '/api/app-config');
    expect(response.status).toBe(200);
    const csp = expectStrictHeaders(response.headers);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Only the platform itself: no Stripe and no outside sign-in tenant while neither is set.
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('stripe');
    expectStrictHeaders((await t.call('GET', '/api/no-such-call')).headers);
  });

  it('are on the sign-in pages, with the sign-out page’s script allowed by its hash', async () => {
    const browser = new TestBrowser(t);
    const interaction = await expectRedirect(browser, authorizePath(pkce().challenge));
    const page = await fetch(`${t.baseUrl}${interaction}`);
    const csp = expectStrictHeaders(Object.fromEntries(page.headers));
    const [signOutScript] = inlineScriptHashes(signOutPage(''));
    expect(csp['script-src']).toContain(signOutScript);
    const discovery = await fetch(`${t.baseUrl}/auth/.well-known/openid-configuration`);
    expectStrictHeaders(Object.fromEntries(discovery.headers));
  });

  it('let the apps frame only the silent sign-in answer, whose script runs by its hash', async () => {
    const { challenge } = pkce();
    const silent = await fetch(
      `${t.baseUrl}${authorizePath(challenge, {
        response_mode: 'web_message',
        prompt: 'none',
        redirect_uri: TEST_PUBLIC_URL,
      })}`,
    );
    const body = await silent.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(script).toContain('authorization_response');
    const csp = directives(silent.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toBeUndefined();
    expect(silent.headers.get('x-frame-options')).toBeNull();
    expect(csp['script-src']).toContain(sha256(script));
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('are on the outbox and the payment sandbox pages', async () => {
    expectStrictHeaders((await t.call('GET', '/outbox')).headers);
    const sandbox = await t.call('GET', '/sandbox/card/cs_test_unknown');
    expect(sandbox.status).toBe(410);
    expectStrictHeaders(sandbox.headers);
  });
});

describe('the security headers, as configured', () => {
  let db: Database;
  let folder: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    folder = mkdtempSync(join(tmpdir(), 'security-headers-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function app(options: Partial<AppOptions> = {}) {
    const built = await buildApp({
      db,
      clock: new MovableClock(TEST_NOW),
      publicUrl: TEST_PUBLIC_URL,
      rateLimits: false,
      ...options,
    });
    apps.push(built);
    return built;
  }

  function builtApp(name: string, script: string) {
    const root = join(folder, name);
    mkdirSync(root, { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><script>${script}</script></body></html>`,
    );
    return root;
  }

  it("are on the hosted portal and console, with each build's inline script allowed by its hash", async () => {
    const portalScript = "document.documentElement.lang = 'en-GB';";
    const consoleScript = 'window.console.info("console");';
    const hosted = await app({
      hostedApps: [
        { root: builtApp('admin-console', consoleScript), prefix: '/admin/' },
        { root: builtApp('customer-portal', portalScript), prefix: '/' },
      ],
    });
    const questions = join(folder, 'customer-portal', 'content', 'questions');
    mkdirSync(questions, { recursive: true });
    writeFileSync(join(questions, 'help.html'), '<!doctype html><title>Help</title>');
    for (const url of ['/', '/flex/proposal/ABC/quote', '/admin/', '/assets/missing.js']) {
      const response = await hosted.inject({ method: 'GET', url });
      const csp = expectStrictHeaders(response.headers);
      expect(csp['script-src']).toEqual(
        expect.arrayContaining(["'self'", sha256(portalScript), sha256(consoleScript)]),
      );
      // Emotion's run-time <style> elements: styles only, never scripts.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    }
    // The help pages the apps open in their help modal's iframe: framed by the platform only.
    const help = await hosted.inject({ method: 'GET', url: '/content/questions/help.html' });
    expect(help.statusCode).toBe(200);
    const helpPolicy = directives(help.headers['content-security-policy']);
    expect(helpPolicy['frame-ancestors']).toEqual(["'self'"]);
    expect(helpPolicy['default-src']).toEqual(["'self'"]);
    expect(help.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('send HSTS and upgrade requests only when PUBLIC_URL is https', async () => {
    const secure = await app({ publicUrl: 'https://insurance.example' });
    const response = await secure.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(directives(response.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it("allow Stripe's origins only when Stripe is configured", async () => {
    const stripe = await app({ integrations: { cardPaymentsPublishableKey: 'pk_test_123' } });
    const csp = directives(
      (await stripe.inject({ method: 'GET', url: '/api/app-config' })).headers[
        'content-security-policy'
      ],
    );
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it("allow an outside sign-in tenant's origin only when AUTH_ISSUER is set", async () => {
    const identity = readIdentitySettings(
      { AUTH_ISSUER: 'https://brand.eu.auth0.com/', AUTH_DOMAIN: 'login.brand.example' },
      TEST_PUBLIC_URL,
    );
    const tenant = await app({ identity });
    const csp = directives(
      (await tenant.inject({ method: 'GET', url: '/api/app-config' })).headers[
        'content-security-policy'
      ],
    );
    const origins = ['https://brand.eu.auth0.com', 'https://login.brand.example'];
    expect(csp['connect-src']).toEqual(["'self'", ...origins]);
    expect(csp['frame-src']).toEqual(["'self'", ...origins]);
    expect(csp['script-src']).not.toEqual(expect.arrayContaining(origins));
  });
});
