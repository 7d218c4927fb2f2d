import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database';
import { holds } from './permissions';
import type { Principal } from './principal';
import { ApiError } from './problem';

/** The header an admin names the impersonated customer's user id in (the api-client sends it). */
export const IMPERSONATE_USER_HEADER = 'x-impersonate-user';

const LONGEST_USER_ID = 200;

/**
 * A principal acting for another user: an admin impersonating a customer. `userId` stays the
 * admin (who makes the call, what the audit names); `actingForUserId` is whose data it acts on.
 */
export type ActingPrincipal = Principal & { readonly actingForUserId?: string };

/** The impersonated user of a principal, or null when it acts for itself. */
export function impersonatedUserOf(principal: Principal): string | null {
  return (principal as ActingPrincipal).actingForUserId ?? null;
}

/** The user id a request names in X-Impersonate-User, or null when it names nobody. */
export function namedUser(request: FastifyRequest): string | null {
  const value = request.headers[IMPERSONATE_USER_HEADER];
  if (value === undefined) return null;
  const named = (Array.isArray(value) ? value.join(',') : value).trim();
  if (named === '') return null;
  if (named.length > LONGEST_USER_ID || named.includes(',')) {
    throw new ApiError('bad-request', 'X-Impersonate-User names one user id.', {
      code: 'impersonation.badHeader',
    });
  }
  return named;
}

/** The refusal of an impersonation the caller may not make: the guard's one message. */
export function notAuthorised(code: string, detail?: string): ApiError {
  return new ApiError('forbidden', detail, { code });
}

/**
 * The principal an admin acts as when naming `userId`: refused (403) unless the token's holder is
 * signed in and holds access:impersonate; 404 unless `userId` is a customer of the platform (an
 * agent or an anonymous visitor cannot be impersonated).
 */
export async function impersonate(
  db: Sql,
  principal: Principal,
  userId: string,
): Promise<ActingPrincipal> {
  if (principal.anonymous || !holds(principal.permissions, 'access:impersonate')) {
    throw notAuthorised(
      'impersonation.notPermitted',
      'Acting for a customer needs the access:impersonate permission.',
    );
  }
  const [user] = await db.query<{ kind: string }>('SELECT kind FROM users WHERE id = $1', [userId]);
  if (user?.kind !== 'customer') {
    throw new ApiError('not-found', 'No customer has the user id named in X-Impersonate-User.', {
      code: 'impersonation.unknownUser',
    });
  }
  return { ...principal, actingForUserId: userId };
}
