import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Sql } from '../db/database';
import { ApiError } from './problem';
import { databaseRateLimitStore } from './rate-limit-store';
import type { RateLimit } from './rate-limit-windows';

const MINUTE = 60_000;

/**
 * The limits on what anybody may call without a token, per client address and minute: well above
 * what a person (or an office behind one address) does, well below what a script does.
 * - sessions: POST /api/session, one per visitor and tab; a script made 1,000 in 1.9 s.
 * - signIn: everything under /auth (the sign-in pages and the OpenID routes the apps call on
 *   each page load and token refresh); codes have their own limits (sign-in-codes.ts).
 * - webhooks: the payment providers' deliveries, generous so that bursts and retries pass (a
 *   refused delivery is retried by the provider, never lost); their signatures are checked after.
 * - sandbox: the payment sandboxes' pages and test clock (no real provider's traffic).
 * - outbox: the local outbox, open only on this machine; an end-to-end test polls it.
 * - other: the rest (the OpenAPI document, the app config, the retrieve, which keeps its own
 *   per-quote limits in retrieve-limits.ts).
 */
export const PUBLIC_RATE_LIMITS = {
  sessions: { hits: 20, windowMs: MINUTE },
  signIn: { hits: 120, windowMs: MINUTE },
  webhooks: { hits: 600, windowMs: MINUTE },
  sandbox: { hits: 120, windowMs: MINUTE },
  outbox: { hits: 600, windowMs: MINUTE },
  other: { hits: 300, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

/** A public limit's name. */
export type PublicLimit = keyof typeof PUBLIC_RATE_LIMITS;

/** Where the embedded sign-in server hangs (its OpenID routes are no Fastify routes of ours). */
const SIGN_IN_PREFIX = '/auth/';

/**
 * The limit a request counts against, or null for one that needs a token (whose holder is
 * accountable) or is a static file of the apps.
 */
export function publicLimitOf(request: FastifyRequest): PublicLimit | null {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.startsWith(SIGN_IN_PREFIX)) return 'signIn';
  if (request.routeOptions.config.access !== 'public') return null;
  const route = request.routeOptions.url ?? path;
  if (route === '/api/session' && request.method === 'POST') return 'sessions';
  if (route.startsWith('/api/webhooks/')) return 'webhooks';
  if (route.startsWith('/sandbox/')) return 'sandbox';
  if (route.startsWith('/outbox')) return 'outbox';
  return 'other';
}

function limitOf(request: FastifyRequest): RateLimit {
  return PUBLIC_RATE_LIMITS[publicLimitOf(request) ?? 'other'];
}

/**
 * Rate-limits every public route (PUBLIC_RATE_LIMITS) with @fastify/rate-limit, counted in the
 * database so every instance shares each count, per client address as Fastify sees it: the
 * socket's peer, or with TRUST_PROXY the address the trusted proxies name (so a client's own
 * X-Forwarded-For changes nothing). IPv6 clients count per /64, the block one subscriber holds.
 * Over the limit: 429 problem+json with Retry-After. Registered before the sign-in server, whose
 * OpenID routes are answered in an earlier hook than any route's own.
 */
export async function registerPublicRateLimits(
  app: FastifyInstance,
  options: { db: Sql; clock: Clock },
): Promise<void> {
  const longest = Math.max(...Object.values(PUBLIC_RATE_LIMITS).map((limit) => limit.windowMs));
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(options.db, options.clock, longest),
    keyGenerator: (request) => `${publicLimitOf(request)}:${normalizeIP(request.ip)}`,
    max: (request) => limitOf(request).hits,
    timeWindow: (request) => limitOf(request).windowMs,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        'too-many-requests',
        `Too many requests from your address. Try again in ${context.after}.`,
        { code: 'rateLimit.exceeded' },
      ),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (publicLimitOf(request) === null) return;
    await limit.call(app, request, reply);
    // The sign-in server's OpenID routes answer on the raw response, never sending Fastify's
    // headers: the allowance goes onto the raw response for them.
    if (request.routeOptions.url === undefined) {
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (name.startsWith('x-ratelimit-') && value !== undefined)
          reply.raw.setHeader(name, value);
      }
    }
  });
}
