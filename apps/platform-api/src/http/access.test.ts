import Fastify, { type FastifyInstance } from 'fastify';
import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import type { PlatformContext } from '../platform-context';
import { openTestDatabase, TEST_DATABASE_KIND } from '../test/test-database';
import { type AccessRule, actingUserId, impersonatorOf, registerAccessControl } from './access';
import { IMPERSONATED_CALL } from './audit-log';
import { registerErrorHandling } from './error-handler';
import { IMPERSONATE_USER_HEADER } from './impersonation';
import type { Principal } from './principal';
import { loadSigningKey } from './signing-keys';
import { TokenService } from './tokens';

const NOT_AUTHORISED = 'You are not authorised to perform this action.';

/** The layer on its own: error handling, access control and routes a test declares. */
async function guardedApp(
  db: Database,
  tokens: TokenService,
  routes: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('platform', { db, clock: new MovableClock('2026-03-02T10:00:00Z') } as never);
  registerErrorHandling(app);
  registerAccessControl(app, tokens);
  routes(app);
  await app.ready();
  return app;
}

const echo = async (request: { principal: Principal | null }) => ({
  userId: request.principal?.userId,
  actingUserId: request.principal ? actingUserId(request.principal) : null,
});

describe(`the access layer on its own (${TEST_DATABASE_KIND})`, () => {
  let db: Database;
  let tokens: TokenService;
  let app: FastifyInstance;
  const token = (userId: string, permissions: string[] = [], anonymous = false) =>
    tokens.issue(userId, `session_${userId}`, { anonymous, roles: [], permissions });

  beforeAll(async () => {
    db = await openTestDatabase();
    const clock = new MovableClock('2026-03-02T10:00:00Z');
    tokens = new TokenService(await loadSigningKey(db), 'http://platform.test/', 'api', clock);
    await db.query(
      `INSERT INTO users (id, kind, created_at) VALUES
         ('user_customer', 'customer', now()), ('user_agent', 'agent', now())`,
    );
    app = await guardedApp(db, tokens, (api) => {
      api.put(
        '/api/claims-edit',
        { config: { access: 'signedIn', permission: 'action:mta-claims' } },
        echo,
      );
      api.post('/api/customer-only', { config: { access: 'caller', customerOnly: true } }, echo);
      api.get('/api/mine', { config: { access: 'caller' } }, echo);
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, bearer?: string, as?: string) =>
    app.inject({
      method,
      url,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(as ? { [IMPERSONATE_USER_HEADER]: as } : {}),
      },
    });

  describe('a route declaring permission action:mta-claims', () => {
    it('answers the holder of the permission, impersonating or not', async () => {
      const claims = await token('user_claims_agent', ['action:mta-claims', 'access:impersonate']);
      expect((await call('PUT', '/api/claims-edit', claims)).statusCode).toBe(200);
      const acting = await call('PUT', '/api/claims-edit', claims, 'user_customer');
      expect(acting.json()).toEqual({ userId: 'user_claims_agent', actingUserId: 'user_customer' });
    });

    it('refuses an admin without it, even one who may impersonate, and every customer', async () => {
      const impersonator = await token('user_impersonator', ['access:impersonate']);
      for (const [bearer, as] of [
        [impersonator, 'user_customer'],
        [impersonator, undefined],
        [await token('user_customer'), undefined],
      ] as const) {
        const response = await call('PUT', '/api/claims-edit', bearer, as);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          title: NOT_AUTHORISED,
          code: 'permission.missing',
        });
      }
      expect((await call('PUT', '/api/claims-edit')).statusCode).toBe(401);
    });
  });

  it('refuses a customer-only route to an impersonating admin, not to the customer', async () => {
    const admin = await token('user_admin', ['access:impersonate']);
    const refused = await call('POST', '/api/customer-only', admin, 'user_customer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ title: NOT_AUTHORISED });
    const own = await call('POST', '/api/customer-only', await token('user_customer'));
    expect(own.statusCode).toBe(200);
  });

  it('acts for the named customer, and never for an agent', async () => {
    const admin = await token('user_admin', ['access:impersonate']);
    expect((await call('GET', '/api/mine', admin, 'user_customer')).json()).toEqual({
      userId: 'user_admin',
      actingUserId: 'user_customer',
    });
    expect((await call('GET', '/api/mine', admin, 'user_agent')).statusCode).toBe(404);
    expect((await call('GET', '/api/mine', admin)).json()).toEqual({
      userId: 'user_admin',
      actingUserId: 'user_admin',
    });
  });

  it('answers an impersonated call even when its audit row cannot be written', async () => {
    const failing: Database = {
      ...db,
      query: (async (text: string, params?: readonly unknown[]) => {
        if (text.includes('INSERT INTO audit_log')) throw new Error('audit store down');
        return db.query(text, params);
      }) as Database['query'],
    };
    const logged: unknown[] = [];
    const fragile = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    fragile.decorate('platform', {
      db: failing,
      clock: new MovableClock('2026-03-02T10:00:00Z'),
    } as Partial<PlatformContext> as PlatformContext);
    registerErrorHandling(fragile);
    registerAccessControl(fragile, tokens);
    fragile.get('/api/mine', { config: { access: 'caller' } }, echo);
    await fragile.ready();
    const admin = await token('user_admin_fragile', ['access:impersonate']);
    const response = await fragile.inject({
      method: 'GET',
      url: '/api/mine',
      headers: { authorization: `Bearer ${admin}`, [IMPERSONATE_USER_HEADER]: 'user_customer' },
    });
    expect(response.statusCode).toBe(200);
    // The row is written after the answer has gone: wait for its failure to be logged.
    for (let wait = 0; wait < 50 && logged.length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await fragile.close();
    expect(logged.join('')).toContain('impersonated call not written to the audit log');
    const rows = await db.query(
      'SELECT id FROM audit_log WHERE actor_user_id = $1 AND action = $2',
      ['user_admin_fragile', IMPERSONATED_CALL],
    );
    expect(rows).toEqual([]);
  });

  describe('refuses to start with a route whose rules it cannot judge', () => {
    const starting = (config: Record<string, unknown>) =>
      guardedApp(db, tokens, (api) => {
        api.get('/api/x', { config: config as { access: AccessRule } }, echo);
      });

    it.each([
      ['no access rule', {}, /declares no access rule/],
      [
        'an unknown permission',
        { access: 'caller', permission: 'action:all' },
        /unknown permission/,
      ],
      [
        'a permission on a public route',
        { access: 'public', permission: 'action:mta-claims' },
        /public/,
      ],
      ['an unknown role', { access: 'signedIn', role: 'everyone' }, /unknown role/],
      ['a role on a public route', { access: 'public', role: 'finance' }, /public/],
      [
        'a customerOnly that is not a boolean',
        { access: 'caller', customerOnly: 'yes' },
        /customerOnly/,
      ],
    ])('%s', async (_name, config, message) => {
      await expect(starting(config)).rejects.toThrow(message);
    });
  });
});

describe('whose data a principal acts on', () => {
  const admin: Principal = {
    userId: 'user_admin',
    sessionId: 's',
    anonymous: false,
    roles: [],
    permissions: [],
  };

  it('is its own without an impersonation, the named customer’s with one', () => {
    expect([actingUserId(admin), impersonatorOf(admin)]).toEqual(['user_admin', null]);
    const acting = { ...admin, actingForUserId: 'user_customer' };
    expect([actingUserId(acting), impersonatorOf(acting)]).toEqual(['user_customer', 'user_admin']);
  });
});
