import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';

/** A GET whose path goes on the wire exactly as written (no URL normalisation). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/`, { path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A built app's index.html, as the fixture writes it. */
const pageOf = (title: string) => `<html><head><title>${title}</title></head><body></body></html>`;
/** The inlined configuration's element and its JSON. */
const INLINED = /<script type="application\/json" id="app-config">(.*?)<\/script>/;
/** A served page without its inlined configuration: the file as the build wrote it. */
const withoutConfig = (body: string) => body.replace(INLINED, '');

describe('hosting the built apps beside /api', () => {
  let dir: string;
  let db: Database;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brand-apps-'));
    for (const [folder, title] of [
      ['portal', 'Portal'],
      ['admin', 'Admin'],
    ] as const) {
      mkdirSync(join(dir, folder, 'assets'), { recursive: true });
      writeFileSync(join(dir, folder, 'index.html'), pageOf(title));
      writeFileSync(join(dir, folder, 'assets', 'app-1234.js'), `console.log('${title}')`);
    }
    mkdirSync(join(dir, 'portal', 'content', 'questions'), { recursive: true });
    writeFileSync(join(dir, 'portal', 'content', 'questions', 'help.html'), '<h1>Help</h1>');
    // What the build writes beside a script: its Brotli and gzip forms.
    const script = join(dir, 'portal', 'assets', 'app-1234.js');
    writeFileSync(`${script}.br`, brotliCompressSync(readFileSync(script)));
    writeFileSync(`${script}.gz`, gzipSync(readFileSync(script)));
    db = await openTestDatabase();
    app = await buildApp({
      db,
      publicUrl: 'http://platform.test',
      hostedApps: [
        { root: join(dir, 'admin'), prefix: '/admin/' },
        { root: join(dir, 'portal'), prefix: '/' },
        { root: join(dir, 'missing'), prefix: '/missing/' },
      ],
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves each app's files, hashed ones for good, index.html always fresh", async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.body).toContain('Portal');
    expect(asset.headers['cache-control']).toContain('immutable');
    const admin = await app.inject('/admin/assets/app-1234.js');
    expect(admin.body).toContain('Admin');
  });

  it('sends the precompressed form a browser accepts, still cached for good', async () => {
    const br = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('Portal')");
    const gz = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('Portal')");
    const plain = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.log('Portal')");
  });

  it('has help pages, whose names do not change, revalidated; a missing one is a 404', async () => {
    const help = await app.inject('/content/questions/help.html');
    expect(help.body).toBe('<h1>Help</h1>');
    expect(help.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject('/content/questions/gone.html');
    expect(missing.statusCode).toBe(404);
    expect((await app.inject('/assets/gone-1234.js')).statusCode).toBe(404);
    expect((await app.inject('/admin/assets/gone-1234.js')).statusCode).toBe(404);
  });

  it('answers a file the build does not have (a favicon, robots.txt) with a 404, not the app', async () => {
    for (const path of ['/favicon.ico', '/robots.txt', '/admin/favicon.ico', '/flex/icon.png']) {
      const missing = await app.inject(path);
      expect([path, missing.statusCode]).toEqual([path, 404]);
      expect(missing.headers['content-type']).toContain('application/problem+json');
    }
    // A client route whose last segment is an id or reference is still the app.
    expect(withoutConfig((await app.inject('/retrieve/QS3VGJS7QR')).body)).toBe(pageOf('Portal'));
  });

  it("answers a client route with the app's index.html, so the router decides", async () => {
    const portal = await app.inject('/flex/proposal/P123/disclosure/your-car');
    expect(portal.statusCode).toBe(200);
    expect(withoutConfig(portal.body)).toBe(pageOf('Portal'));
    expect(portal.headers['cache-control']).toBe('no-cache');
    expect(withoutConfig((await app.inject('/admin/impersonate')).body)).toBe(pageOf('Admin'));
    expect(withoutConfig((await app.inject('/')).body)).toBe(pageOf('Portal'));
  });

  it("inlines the apps' configuration into each page, as GET /api/app-config answers it", async () => {
    const config = (await app.inject('/api/app-config')).json();
    const pages = ['/', '/index.html', '/flex', '/retrieve', '/admin/', '/admin/index.html'];
    for (const path of [...pages, '/admin/impersonate']) {
      const body = (await app.inject(path)).body;
      const inlined = INLINED.exec(body);
      expect(inlined?.index).toBe(body.indexOf('</head>') - (inlined?.[0].length ?? 0));
      expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual(config);
    }
  });

  it('sends a folder app asked for without its slash to the folder, keeping the query', async () => {
    const bare = await app.inject('/admin');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
    const withQuery = await app.inject('/admin?impersonate=user_1');
    expect(withQuery.headers.location).toBe('/admin/?impersonate=user_1');
    expect((await app.inject('/administrator')).body).not.toContain('Admin');
  });

  it.each([
    '/assets/%00',
    '/%00',
    '/admin/assets/x%00',
    '/assets/app-1234.js%00.html',
    '/admin/..%5c..%5cindex.html',
    '/assets\\..\\index.html',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/admin/assets/%2e%2e%2f%2e%2e%2findex.html',
    '/assets/%E0%A4%A',
  ])(
    'answers a path that tries to leave the apps (%s) with a problem, never a 500 or a page',
    async (url) => {
      // Over HTTP as sent: inject and fetch would resolve the dots and backslashes first.
      const response = await rawGet(baseUrl, url);
      expect([400, 404]).toContain(response.status);
      expect(response.contentType).toContain('application/problem+json');
    },
  );

  it('keeps unknown API paths and other methods as problem+json 404s', async () => {
    const api = await app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});

describe('start mode before the portal is built', () => {
  it('answers the printed address with a page that says where the API is', async () => {
    const db = await openTestDatabase();
    const bare = await buildApp({ db, publicUrl: 'http://platform.test', hostedApps: [] });
    const page = await bare.inject('/');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    await bare.close();
    await db.close();
  });
});
