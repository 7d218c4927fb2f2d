import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, TOKEN_AUDIENCE } from '../app';
import { MovableClock } from '../clock';
import type { Database } from '../db/database';
import { loadSigningKey } from '../http/signing-keys';
import { TokenService } from '../http/tokens';
import type { Integrations } from '../integrations';
import { openTestDatabase } from './test-database';

/** The moment tests start at, unless a suite sets its own. */
export const TEST_NOW = '2026-03-02T10:00:00Z';

export const TEST_PUBLIC_URL = 'http://platform.test';

/** A response as the tests read it. */
export type TestResponse<Body = unknown> = {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
};

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
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
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
  options: { now?: string; integrations?: Partial<Integrations> } = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  const clock = new MovableClock(options.now ?? TEST_NOW);
  const app = await buildApp({
    db,
    clock,
    publicUrl: TEST_PUBLIC_URL,
    ...(options.integrations ? { integrations: options.integrations } : {}),
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
