import { type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import type { Principal } from './principal';
import { ApiError } from './problem';

/** What access tokens from the sign-in server (embedded, or a real Auth0 tenant) must be. */
export type IdentityTokenOptions = {
  issuer: string;
  audience: string;
  /** The sign-in server's public keys: local for the embedded one, its JWKS URL for Auth0. */
  keys: JWTVerifyGetKey;
  rolesClaim: string;
  clock: Clock;
  /** The platform user a subject is (an outside provider's subject is linked on first use). */
  userIdFor(subject: string, payload: JWTPayload): Promise<string>;
};

/**
 * The claim in which the embedded sign-in server names the grant (the sign-in) an access token
 * belongs to, so the API can refuse the tokens of a grant that has ended (ADR 0017).
 */
export const GRANT_ID_CLAIM = 'grant_id';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Verifies an access token of the sign-in server into a principal: RS256 only, the configured
 * issuer and audience, not expired; roles from the (namespaced) roles claim, permissions from
 * `permissions` (Auth0's RBAC claim). Anything else is a 401. Answers the token's grant too, when
 * it names one (the embedded server's do; an Auth0 tenant's do not).
 */
export async function verifyIdentityToken(
  token: string,
  options: IdentityTokenOptions,
): Promise<{ principal: Principal; expiresAt: number; grantId: string | null }> {
  try {
    const { payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256'],
      currentDate: options.clock.now(),
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw new ApiError('unauthorized', 'The access token has no subject.');
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : (payload.jti ?? payload.sub);
    return {
      principal: {
        userId: await options.userIdFor(payload.sub, payload),
        sessionId,
        anonymous: false,
        roles: strings(payload[options.rolesClaim]),
        permissions: strings(payload.permissions),
      },
      expiresAt: (payload.exp ?? 0) * 1000,
      grantId: typeof payload[GRANT_ID_CLAIM] === 'string' ? payload[GRANT_ID_CLAIM] : null,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof joseErrors.JOSEError) {
      throw new ApiError('unauthorized', 'The access token is not valid or has expired.');
    }
    throw error;
  }
}
