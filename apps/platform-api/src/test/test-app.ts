import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, TOKEN_AUDIENCE } from '../app';
import { type Clock, MovableClock } from '../clock';
import type { Database } from '../db/database';
import type { TrustProxy } from '../http/proxy-trust';
import { loadSigningKey } from '../http/signing-keys';
import { TokenService } from '../http/tokens';
import type { Integrations } from '../integrations';
import { openTestDatabase } from './test-database';

/** How long a suite's platform may take to start before the suite gives up. */
const APP_START_TIMEOUT_MS = 180_000;

/** The moment tests start at, unless a suite sets its own. */
export const TEST_NOW = '2026-03-02T10:00:00Z';

export const TEST_PUBLIC_URL = 'http://platform.test';

/** A response as the tests read it. */
export type TestResponse<Body = unknown> = {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
};

/** What a test call sends besides its method and URL. */
export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

/** A running platform for API tests: its app, database and movable clock, and HTTP helpers. */
export type TestApp = {
  app: FastifyInstance;
  db: Database;
  clock: MovableClock;
  /** The address the platform listens on (a free port on loopback). */
  baseUrl: string;
  /** Calls the API over HTTP. A body that is a string is sent as it is (for malformed JSON). */
  call<Body = unknown>(
    method: string,
    url: string,
    options?: CallOptions,
  ): Promise<TestResponse<Body>>;
  /** A new anonymous visitor's access token (POST /api/session). */
  anonymousToken(): Promise<string>;
  /**
   * A signed-in customer's token, as the sign-in server will issue it: a user of kind customer
   * with this email (made on first use) and a new session.
   */
  signedInToken(
    email: string,
    claims?: { roles?: string[]; permissions?: string[] },
  ): Promise<string>;
  close(): Promise<void>;
};

/** Builds the platform on a fresh test database. */
export async function createTestApp(
  options: {
    now?: string;
    integrations?: Partial<Integrations>;
    signInClock?: Clock;
    /**
     * The public routes' rate limits: off unless a suite tests them, as every test's visitor
     * token comes from POST /api/session on one address and clock.
     */
    rateLimits?: boolean;
    /** The reverse proxies the app believes (TRUST_PROXY). */
    trustProxy?: TrustProxy;
    /** Feature toggles that differ from the brand's settings (a route behind one, turned off). */
    features?: AppOptions['features'];
    /** Who runs the chat (CHAT_VENDOR): a vendor turns the embedded routes off. */
    chat?: AppOptions['chat'];
  } = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  const clock = new MovableClock(options.now ?? TEST_NOW);
  const app = await buildApp({
    db,
    clock,
    publicUrl: TEST_PUBLIC_URL,
    rateLimits: options.rateLimits ?? false,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.signInClock ? { signInClock: options.signInClock } : {}),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.features ? { features: options.features } : {}),
    ...(options.chat ? { chat: options.chat } : {}),
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const call: TestApp['call'] = async (method, url, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let payload: string | undefined;
    if (callOptions.body !== undefined) {
      payload =
        typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the raw text is the body.
    }
    return {
      status: response.status,
      body: body as never,
      headers: Object.fromEntries(response.headers.entries()),
    };
  };
  return {
    app,
    db,
    clock,
    baseUrl,
    call,
    async anonymousToken() {
      const response = await call<{ accessToken: string }>('POST', '/api/session');
      if (response.status !== 201) throw new Error(`POST /api/session: ${response.status}`);
      return response.body.accessToken;
    },
    async signedInToken(email, claims = {}) {
      const [user] = await db.query<{ id: string }>(
        `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'customer', $2, $3)
         ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
        [`user_${randomUUID()}`, email.toLowerCase(), clock.now()],
      );
      const sessionId = randomUUID();
      await db.query(
        `INSERT INTO sessions (id, user_id, kind, created_at, expires_at)
         VALUES ($1, $2, 'sign-in', $3, $3::timestamptz + interval '12 hours')`,
        [sessionId, user?.id, clock.now()],
      );
      const tokens = new TokenService(
        await loadSigningKey(db),
        `${TEST_PUBLIC_URL}/`,
        TOKEN_AUDIENCE,
        clock,
      );
      return tokens.issue(user?.id as string, sessionId, {
        anonymous: false,
        roles: claims.roles ?? [],
        permissions: claims.permissions ?? [],
      });
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A suite's platform from useTestApp: the test app, and the current test's visitor token. */
export type SuiteApp = TestApp & {
  /**
   * The anonymous access token made for the current test. A test may replace it (a retrieved
   * owner's token, say) for the rest of the test.
   */
  token: string;
};

/**
 * Registers the hooks of a suite that shares one platform: the app is built before the suite and
 * closed after it, and each test starts with a new anonymous visitor (so tests never see each
 * other's data). Call it in a describe (or at the top of a file) and use what it answers in tests.
 */
export function useTestApp(
  options: Parameters<typeof createTestApp>[0] & {
    /** Sets the clock to this moment before each test, before its token is made. */
    eachTestAt?: string;
    /** false: no token per test (a suite that needs no visitor, or an empty users table). */
    anonymousToken?: boolean;
  } = {},
): SuiteApp {
  const { eachTestAt, anonymousToken = true, ...createOptions } = options;
  let current: TestApp | undefined;
  let token: string | undefined;
  const started = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is only there inside the suite’s tests');
    return current;
  };

  // Starting a platform (migrating a new database, building the app) takes about a second alone
  // but far longer on a CI machine whose two cores also run other packages' builds and tests: the
  // start is set-up, not what a suite proves, so it gets its own generous limit.
  beforeAll(async () => {
    current = await createTestApp(createOptions);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => current?.close());
  beforeEach(async () => {
    token = undefined;
    if (eachTestAt) started().clock.set(eachTestAt);
    if (anonymousToken) token = await started().anonymousToken();
  });

  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get clock() {
      return started().clock;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    get token() {
      if (token === undefined) throw new Error('useTestApp: this suite makes no token per test');
      return token;
    },
    set token(value: string) {
      token = value;
    },
    call<Body = unknown>(method: string, url: string, callOptions?: CallOptions) {
      return started().call<Body>(method, url, callOptions);
    },
    anonymousToken: () => started().anonymousToken(),
    signedInToken: (email, claims) => started().signedInToken(email, claims),
    close: () => started().close(),
  };
}
