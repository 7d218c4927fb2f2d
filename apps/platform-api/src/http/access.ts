import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from './principal';
import { ApiError, notFound } from './problem';
import type { TokenService } from './tokens';

/**
 * Who may call a route, declared on every route as `config.access` (the app refuses to start
 * with a route that has none):
 * - `public`: anybody, no token (the OpenAPI document, starting a session);
 * - `caller`: any valid token, an anonymous visitor's included;
 * - `signedIn`: a signed-in user's token, not an anonymous one.
 * What a caller may see or change within a route is decided by `assertOwner` below: one place.
 */
export const ACCESS_RULES = ['public', 'caller', 'signedIn'] as const;
/** An access rule. */
export type AccessRule = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of a route whose rule requires a token. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError('unauthorized');
  return request.principal;
}

/** The user whose data a caller acts on (the admin's impersonated user arrives with sign-in). */
export function actingUserId(principal: Principal): string {
  return principal.userId;
}

/** True when the caller may see and change what `ownerUserId` owns. */
export function canActFor(principal: Principal, ownerUserId: string): boolean {
  return actingUserId(principal) === ownerUserId;
}

/**
 * Refuses a caller who does not own the thing. Another customer's proposal or policy answers 404,
 * exactly as one that does not exist, so a guessed code tells nothing.
 */
export function assertOwner(principal: Principal, ownerUserId: string, what: string): void {
  if (!canActFor(principal, ownerUserId)) throw notFound(what);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError('unauthorized', 'Send the access token as "Bearer <token>".');
  return match[1];
}

/** Verifies the token of every request against its route's access rule. */
export function registerAccessControl(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    // Only the API is guarded here; the hosted apps' static files are public by nature.
    if (!route.url.startsWith('/api')) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access || !ACCESS_RULES.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule.`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new ApiError('unauthorized', 'This call needs an access token.');
    const principal = await tokens.verify(token);
    if (access === 'signedIn' && principal.anonymous) {
      throw new ApiError('forbidden', 'Sign in to do this.');
    }
    request.principal = principal;
  });
}
