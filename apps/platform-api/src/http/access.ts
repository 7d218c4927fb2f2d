import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordImpersonatedCall } from './audit-log';
import { impersonate, impersonatedUserOf, namedUser, notAuthorised } from './impersonation';
import { holds, PERMISSIONS, type Permission } from './permissions';
import type { Principal } from './principal';
import { ApiError, notFound } from './problem';
import { ROLES, type Role } from './roles';
import type { TokenService } from './tokens';

export { PERMISSIONS, type Permission } from './permissions';

/**
 * Who may call a route, declared on every route as `config.access` (the app refuses to start
 * with a route that has none):
 * - `public`: anybody, no token (the OpenAPI document, starting a session);
 * - `caller`: any valid token, an anonymous visitor's included;
 * - `signedIn`: a signed-in user's token, not an anonymous one.
 * Beside it a route may declare `customerOnly: true` (an admin impersonating a customer may not
 * call it: buying, merging, the account, retrieving) and `permission` (the token's holder must
 * hold it, e.g. `action:mta-claims`). An admin acts for a customer by naming them in
 * X-Impersonate-User (see impersonation.ts); what a caller may see or change within a route is
 * then decided by `assertOwner` below, for the owner and an admin acting for the owner alike.
 */
export const ACCESS_RULES = ['public', 'caller', 'signedIn'] as const;
/** An access rule. */
export type AccessRule = (typeof ACCESS_RULES)[number];

/** What a route's `config` says about who may call it. */
export type RouteAccess = {
  access?: AccessRule;
  /** True: refused to an admin impersonating a customer (only the customer may do it). */
  customerOnly?: boolean;
  /** The permission the token's holder needs (an impersonated customer's never counts). */
  permission?: Permission;
  /** The role the token's holder needs besides (finance: the impersonate-billing view). */
  role?: Role;
};

/** A call an admin makes naming a customer, kept until its answer is known, then audited. */
type PendingAudit = { adminUserId: string; actingAsUserId: string; at: Date };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    customerOnly?: boolean;
    permission?: Permission;
    role?: Role;
  }
  interface FastifyRequest {
    principal: Principal | null;
    impersonation: PendingAudit | null;
  }
}

/** The caller of a route whose rule requires a token. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError('unauthorized');
  return request.principal;
}

/** The user whose data a caller acts on: the impersonated customer for an admin, else itself. */
export function actingUserId(principal: Principal): string {
  return impersonatedUserOf(principal) ?? principal.userId;
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

/** The admin behind a call made as a customer, or null when the caller acts for itself. */
export function impersonatorOf(principal: Principal): string | null {
  return impersonatedUserOf(principal) === null ? null : principal.userId;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError('unauthorized', 'Send the access token as "Bearer <token>".');
  return match[1];
}

/** Throws when a route's config is not a rule this layer knows how to judge. */
function checkRouteAccess(method: string | string[], url: string, config: RouteAccess): void {
  const route = `${method} ${url}`;
  if (!config.access || !ACCESS_RULES.includes(config.access)) {
    throw new Error(`Route ${route} declares no access rule.`);
  }
  if (config.customerOnly !== undefined && typeof config.customerOnly !== 'boolean') {
    throw new Error(`Route ${route}: customerOnly is true or false.`);
  }
  if (config.permission !== undefined) {
    if (!PERMISSIONS.includes(config.permission)) {
      throw new Error(`Route ${route} declares an unknown permission ${config.permission}.`);
    }
    if (config.access === 'public') {
      throw new Error(`Route ${route} is public: a permission needs a token.`);
    }
  }
  if (config.role !== undefined) {
    if (!ROLES.includes(config.role)) {
      throw new Error(`Route ${route} declares an unknown role ${config.role}.`);
    }
    if (config.access === 'public') {
      throw new Error(`Route ${route} is public: a role needs a token.`);
    }
  }
}

/**
 * Verifies the token of every request against its route's rules, resolves an admin's
 * impersonation, and audits every call an admin makes naming a customer once it has answered.
 */
export function registerAccessControl(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('impersonation', null);
  app.addHook('onRoute', (route) => {
    // Only the API is guarded here; the hosted apps' static files are public by nature.
    if (!route.url.startsWith('/api')) return;
    checkRouteAccess(route.method, route.url, (route.config ?? {}) as RouteAccess);
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (access === undefined) return;
    const named = namedUser(request);
    if (access === 'public') {
      // The api-client names the customer on every call while an admin impersonates: a public
      // call ignores it, except a customer-only one (retrieving a quote as its visitor).
      if (named !== null && config.customerOnly) throw notAuthorised('impersonation.customerOnly');
      return;
    }
    const token = bearerToken(request);
    if (!token) throw new ApiError('unauthorized', 'This call needs an access token.');
    const principal = await tokens.verify(token);
    if (access === 'signedIn' && principal.anonymous) {
      throw new ApiError('forbidden', 'Sign in to do this.');
    }
    request.principal = principal;
    if (named !== null) {
      const { db, clock } = app.platform;
      // Anybody signed in who names a customer is audited, refused or not; an anonymous token
      // costs nothing to make, so its refusals are not.
      if (!principal.anonymous) {
        request.impersonation = {
          adminUserId: principal.userId,
          actingAsUserId: named,
          at: clock.now(),
        };
      }
      if (config.customerOnly && holds(principal.permissions, 'access:impersonate')) {
        throw notAuthorised('impersonation.customerOnly');
      }
      request.principal = await impersonate(db, principal, named);
    }
    if (config.permission && !holds(principal.permissions, config.permission)) {
      throw notAuthorised('permission.missing', `This needs the ${config.permission} permission.`);
    }
    if (config.role && !principal.roles.includes(config.role)) {
      throw notAuthorised('role.missing', `This needs the ${config.role} role.`);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const pending = request.impersonation;
    if (!pending) return;
    await recordImpersonatedCall(
      app.platform.db,
      {
        ...pending,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        statusCode: reply.statusCode,
        requestId: String(request.id),
      },
      request.log,
    );
  });
}
