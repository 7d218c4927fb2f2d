import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';

/** A GET whose path goes on the wire exactly as written (no URL normalisation). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/`, { path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

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

// What a Storybook build's pages carry: inline configuration scripts in the manager's index.html
// and in the preview's iframe.html, which the manager shows in a frame.
const MANAGER_SCRIPT = "window['FEATURES'] = {};";
const PREVIEW_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";
const PORTAL_SCRIPT = "document.documentElement.className = 'js';";

describe('the design system (Storybook) at /storybook/', () => {
  let dir: string;
  let db: Database;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brand-storybook-'));
    mkdirSync(join(dir, 'storybook', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'portal'), { recursive: true });
    writeFileSync(
      join(dir, 'storybook', 'index.html'),
      `<title>Storybook</title><script>${MANAGER_SCRIPT}</script>`,
    );
    writeFileSync(
      join(dir, 'storybook', 'iframe.html'),
      `<title>Preview</title><script>${PREVIEW_SCRIPT}</script>`,
    );
    writeFileSync(join(dir, 'storybook', 'assets', 'iframe-1234.js'), 'export {};');
    writeFileSync(join(dir, 'storybook', 'index.json'), '{"v":5,"entries":{}}');
    writeFileSync(
      join(dir, 'portal', 'index.html'),
      `<title>Portal</title><script>${PORTAL_SCRIPT}</script>`,
    );
    // A file beside the build that no path under /storybook/ may reach.
    writeFileSync(join(dir, 'secret.txt'), 'not for the web');
    db = await openTestDatabase();
    app = await buildApp({
      db,
      publicUrl: 'http://platform.test',
      hostedApps: [
        { root: join(dir, 'portal'), prefix: '/' },
        {
          root: join(dir, 'storybook'),
          prefix: '/storybook/',
          clientRoutes: false,
          framesOwnPages: true,
        },
      ],
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers /storybook/ with the Storybook's index, and /storybook with a redirect to it", async () => {
    const index = await app.inject('/storybook/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('<title>Storybook</title>');
    expect((await app.inject('/storybook/index.json')).json()).toEqual({ v: 5, entries: {} });
    const bare = await app.inject('/storybook');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
  });

  it('lets the manager frame its preview, and runs both pages’ inline scripts by their hashes', async () => {
    for (const [url, script] of [
      ['/storybook/', MANAGER_SCRIPT],
      ['/storybook/iframe.html?id=actions-button--primary&viewMode=story', PREVIEW_SCRIPT],
    ] as const) {
      const page = await app.inject(url);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(csp['script-src']).toContain(sha256(script));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['default-src']).toEqual(["'self'"]);
    }
  });

  it('keeps every other page unframeable, without the Storybook’s scripts', async () => {
    for (const url of ['/', '/flex/quote', '/api/app-config', '/storybook-elsewhere']) {
      const page = await app.inject(url);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(csp['script-src']).not.toContain(sha256(MANAGER_SCRIPT));
      expect(csp['script-src']).not.toContain(sha256(PREVIEW_SCRIPT));
    }
    const portal = directives((await app.inject('/')).headers['content-security-policy']);
    expect(portal['script-src']).toContain(sha256(PORTAL_SCRIPT));
  });

  it('answers a missing file with a 404, not a page (the Storybook has no client routes)', async () => {
    const missing = await app.inject('/storybook/assets/nothing-here.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect((await app.inject('/storybook/some/story')).statusCode).toBe(404);
  });

  it.each([
    '/storybook/../secret.txt',
    '/storybook/..%2fsecret.txt',
    '/storybook/%2e%2e/secret.txt',
    '/storybook/assets/..%5c..%5csecret.txt',
    '/storybook/%2e%2e%2f%2e%2e%2fpackage.json',
    '/storybook/index.html%00.txt',
  ])('never leaves the build folder (%s)', async (url) => {
    // Over HTTP as sent: inject and fetch would resolve the dots first.
    const response = await rawGet(baseUrl, url);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('not for the web');
  });
});
