import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { readIdentitySettings } from './identity-settings';

// A real Auth0 tenant, as far as the API can tell: its issuer, an API identifier, and a JWKS URL
// served here by a local stand-in.
const ISSUER = 'https://brand-test.eu.auth0.com/';
const AUDIENCE = 'https://api.brand.example';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('signing in with a real Auth0 tenant (configuration only)', () => {
  let db: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let jwksServer: Server;
  let key: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let jwkRequests = 0;

  const token = (
    claims: Record<string, unknown> = {},
    options: { alg?: string; exp?: string; subject?: string } = {},
  ) =>
    new SignJWT({
      permissions: [],
      'https://platform.brand.example/roles': [],
      ...claims,
    })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'tenant-key' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(options.subject ?? 'auth0|6543')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '1h')
      .sign(key);

  const get = async (path: string, bearer?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    const publicJwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'tenant-key',
      alg: 'RS256',
      use: 'sig',
    };
    jwksServer = createServer((_request, response) => {
      jwkRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;
    db = await openTestDatabase();
    app = await buildApp({
      db,
      publicUrl: 'http://platform.test',
      identity: readIdentitySettings(
        {
          AUTH_ISSUER: ISSUER,
          AUTH_AUDIENCE: AUDIENCE,
          AUTH_JWKS_URL: jwksUrl,
          AUTH_CLIENT_ID_CUSTOMER_PORTAL: 'portal-client-id',
          AUTH_CLIENT_ID_ADMIN_CONSOLE: 'admin-client-id',
        },
        'http://platform.test',
      ),
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('tells the apps to use the tenant', async () => {
    const config = await get('/api/app-config');
    expect(config).toEqual({
      status: 200,
      body: {
        auth: {
          domain: 'brand-test.eu.auth0.com',
          issuer: ISSUER,
          audience: AUDIENCE,
          rolesClaim: 'https://platform.brand.example/roles',
          clientIds: { customerPortal: 'portal-client-id', adminConsole: 'admin-client-id' },
        },
        // The payment sandboxes need no browser key (a real Stripe account would give one); the
        // card sandbox's own field stands in for Stripe Elements (ADR 0048).
        payments: { sandboxCardFieldPath: '/sandbox/card-field' },
        chat: { vendor: 'embedded' },
      },
    });
  });

  it('does not run the embedded sign-in server', async () => {
    const discovery = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
    expect(discovery.status).not.toBe(200);
  });

  it("accepts the tenant's tokens and links its subject to one platform user by verified email", async () => {
    const first = await get(
      '/api/policies',
      await token({
        'https://platform.brand.example/email': 'Tenant.User@example.com',
        'https://platform.brand.example/email_verified': true,
      }),
    );
    expect(first.status).toBe(200);
    const second = await get('/api/policies', await token());
    expect(second.status).toBe(200);
    const links = await db.query<{ email: string; kind: string }>(
      `SELECT u.email, u.kind FROM external_identities e JOIN users u ON u.id = e.user_id
        WHERE e.issuer = $1 AND e.subject = 'auth0|6543'`,
      [ISSUER],
    );
    expect(links).toEqual([{ email: 'Tenant.User@example.com', kind: 'customer' }]);
    expect(jwkRequests).toBeGreaterThan(0);
  });

  it('never links an unverified email to the account that holds it, nor keeps it', async () => {
    const owner = await get(
      '/api/policies',
      await token({ email: 'owner@example.com', email_verified: true }, { subject: 'auth0|owner' }),
    );
    expect(owner.status).toBe(200);
    const claimant = await get(
      '/api/policies',
      await token(
        { email: 'OWNER@example.com', email_verified: false },
        { subject: 'auth0|claimant' },
      ),
    );
    expect(claimant.status).toBe(200);
    const links = await db.query<{ subject: string; user_id: string; email: string | null }>(
      `SELECT e.subject, e.user_id, u.email FROM external_identities e
         JOIN users u ON u.id = e.user_id
        WHERE e.issuer = $1 AND e.subject IN ('auth0|owner', 'auth0|claimant')
        ORDER BY e.subject DESC`,
      [ISSUER],
    );
    expect(links).toEqual([
      { subject: 'auth0|owner', user_id: expect.any(String), email: 'owner@example.com' },
      { subject: 'auth0|claimant', user_id: expect.any(String), email: null },
    ]);
    expect(links[1]?.user_id).not.toBe(links[0]?.user_id);
  });

  it('refuses expired, foreign, mis-addressed, tampered and unsigned tokens', async () => {
    const refused = async (bearer: string) =>
      expect((await get('/api/policies', bearer)).status).toBe(401);
    const good = await token();
    const [header, payload, signature] = good.split('.');
    await refused(await token({}, { exp: '-1m' }));
    await refused(
      await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
        .setIssuer('https://someone-else.auth0.com/')
        .setAudience(AUDIENCE)
        .setSubject('auth0|1')
        .setExpirationTime('1h')
        .sign(key),
    );
    await refused(
      await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
        .setIssuer(ISSUER)
        .setAudience('https://another-api.example')
        .setSubject('auth0|1')
        .setExpirationTime('1h')
        .sign(key),
    );
    const tampered = base64url({ iss: ISSUER, aud: AUDIENCE, sub: 'auth0|someone-else', exp: 9e9 });
    await refused(`${header}.${tampered}.${signature}`);
    await refused(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    // A token signed with another key that claims the tenant's key id.
    const stranger = await generateKeyPair('RS256');
    await refused(
      await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject('auth0|1')
        .setExpirationTime('1h')
        .sign(stranger.privateKey),
    );
  });
});
