import { randomUUID } from 'node:crypto';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import { type IdentityTokenOptions, verifyIdentityToken } from './identity-tokens';
import type { Principal } from './principal';
import { ApiError } from './problem';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys';

/** How long an access token from the platform lasts. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** What a token says about its holder, beyond the subject. */
export type TokenClaims = Omit<Principal, 'userId' | 'sessionId'>;

// Verified tokens are kept (bounded): an ES256 verification costs more than the rest of a cached
// read, and a token's claims cannot change. Expiry is still judged on every use.
const VERIFIED_KEPT = 10_000;

/**
 * Issues and verifies the platform's own access tokens (JWT, ES256: anonymous visitors and
 * retrieved quotes), and verifies the sign-in server's (RS256, see identity-tokens.ts).
 */
export class TokenService {
  /** Verified tokens, each with the clock that judges its expiry (its issuer's). */
  private readonly verified = new Map<
    string,
    { principal: Principal; expiresAt: number; clock: Clock }
  >();

  constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly audience: string,
    private readonly clock: Clock,
    private readonly identity: IdentityTokenOptions | null = null,
  ) {}

  /** A signed access token for `userId` in session `sessionId`. */
  async issue(userId: string, sessionId: string, claims: TokenClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({
      sid: sessionId,
      anon: claims.anonymous,
      roles: [...claims.roles],
      permissions: [...claims.permissions],
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.key.kid, typ: 'at+jwt' })
      .setSubject(userId)
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
  }

  /** The principal of a valid token; 401 for any token that is expired, forged or malformed. */
  async verify(token: string): Promise<Principal> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > known.clock.now().getTime()) return known.principal;
      this.verified.delete(token);
      throw new ApiError('unauthorized', 'The access token is not valid or has expired.');
    }
    if (this.identity && issuerOf(token) === this.identity.issuer) {
      const { principal, expiresAt } = await verifyIdentityToken(token, this.identity);
      this.remember(token, { principal, expiresAt, clock: this.identity.clock });
      return principal;
    }
    return this.verifySignature(token);
  }

  private remember(
    token: string,
    entry: { principal: Principal; expiresAt: number; clock: Clock },
  ): void {
    if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
    this.verified.set(token, entry);
  }

  private async verifySignature(token: string): Promise<Principal> {
    try {
      const { payload } = await jwtVerify(token, this.key.publicKey, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: [SIGNING_ALGORITHM],
        currentDate: this.clock.now(),
      });
      const strings = (value: unknown) =>
        Array.isArray(value)
          ? value.filter((item): item is string => typeof item === 'string')
          : [];
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw new ApiError('unauthorized', 'The access token has no subject or session.');
      }
      const principal: Principal = {
        userId: payload.sub,
        sessionId: payload.sid,
        anonymous: payload.anon === true,
        roles: strings(payload.roles),
        permissions: strings(payload.permissions),
      };
      this.remember(token, { principal, expiresAt: (payload.exp ?? 0) * 1000, clock: this.clock });
      return principal;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JOSEError) {
        throw new ApiError('unauthorized', 'The access token is not valid or has expired.');
      }
      throw error;
    }
  }
}

/** The unverified `iss` of a token, only to choose who verifies it. */
function issuerOf(token: string): string | undefined {
  try {
    return decodeJwt(token).iss;
  } catch {
    return undefined;
  }
}
