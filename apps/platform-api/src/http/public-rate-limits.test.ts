import { buildApp } from '../app';
import { MovableClock } from '../clock';
import {
  createTestApp,
  TEST_NOW,
  TEST_PUBLIC_URL,
  type TestApp,
  useTestApp,
} from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

/** POST /api/session `count` times with these headers; answers the statuses in order. */
async function sessions(
  app: Pick<TestApp, 'baseUrl'>,
  count: number,
  headers: (attempt: number) => Record<string, string> = () => ({}),
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await fetch(`${app.baseUrl}/api/session`, {
      method: 'POST',
      headers: headers(attempt),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

const twenty = Array.from({ length: 20 }, () => 201);

describe('the public rate limits', () => {
  const t = useTestApp({ anonymousToken: false, rateLimits: true });

  // Each test in a window of its own.
  beforeEach(() => t.clock.advance(60_000));

  it("refuses a script's 21st anonymous session in a minute, as problem+json with Retry-After", async () => {
    expect(await sessions(t, 20)).toEqual(twenty);
    const refused = await t.call<Record<string, unknown>>('POST', '/api/session');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toMatchObject({
      type: 'urn:brand:problem:too-many-requests',
      status: 429,
      code: 'rateLimit.exceeded',
    });
    // Security headers on the refusal too.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // The next minute, a new allowance.
    t.clock.advance(60_000);
    expect((await t.call('POST', '/api/session')).status).toBe(201);
  });

  it('counts the connection, not an X-Forwarded-For the client rotates', async () => {
    const rotating = (attempt: number) => ({ 'x-forwarded-for': `198.51.100.${attempt + 1}` });
    expect(await sessions(t, 21, rotating)).toEqual([...twenty, 429]);
  });

  it('limits every public route, each by its own measure, and no call that needs a token', async () => {
    const limitOf = async (method: string, url: string, body?: string) => {
      const response = await fetch(`${t.baseUrl}${url}`, {
        method,
        ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
      });
      await response.arrayBuffer();
      return response.headers.get('x-ratelimit-limit');
    };
    expect(await limitOf('POST', '/api/session')).toBe('20');
    expect(await limitOf('GET', '/api/app-config')).toBe('300');
    expect(await limitOf('GET', '/api/openapi.json')).toBe('300');
    expect(await limitOf('POST', '/api/session/back-book', '{}')).toBe('300');
    expect(await limitOf('GET', '/auth/.well-known/openid-configuration')).toBe('120');
    expect(await limitOf('GET', '/auth/authorize?client_id=nobody')).toBe('120');
    expect(await limitOf('POST', '/api/webhooks/stripe', '{}')).toBe('600');
    expect(await limitOf('GET', '/sandbox/card/cs_test_unknown')).toBe('120');
    expect(await limitOf('GET', '/outbox/messages.json')).toBe('600');
    expect(await limitOf('GET', '/api/policies')).toBeNull();
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ rateLimits: true, trustProxy: { hops: 1 } });
    });
    afterAll(() => proxied.close());

    it('counts the client the proxy saw (the last address), not what the client wrote before it', async () => {
      const spoofed = (attempt: number) => ({
        'x-forwarded-for': `10.9.${attempt}.1, 203.0.113.7`,
      });
      expect(await sessions(proxied, 21, spoofed)).toEqual([...twenty, 429]);
      // Another client behind the same proxy has an allowance of its own.
      const other = await sessions(proxied, 1, () => ({ 'x-forwarded-for': '203.0.113.8' }));
      expect(other).toEqual([201]);
    });
  });
});

describe('the public rate limits on several instances', () => {
  it('share one count between two instances on one database', async () => {
    const db = await openTestDatabase();
    const clock = new MovableClock(TEST_NOW);
    const instances = await Promise.all(
      [1, 2].map(() => buildApp({ db, clock, publicUrl: TEST_PUBLIC_URL })),
    );
    try {
      const [first, second] = await Promise.all(
        instances.map(async (app) => ({
          baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }),
        })),
      );
      if (!first || !second) throw new Error('two instances');
      expect(await sessions(first, 10)).toEqual(twenty.slice(10));
      expect(await sessions(second, 10)).toEqual(twenty.slice(10));
      expect(await sessions(first, 1)).toEqual([429]);
      expect(await sessions(second, 1)).toEqual([429]);
    } finally {
      for (const app of instances) await app.close();
      await db.close();
    }
  }, 60_000);
});
