import { randomUUID } from 'node:crypto';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import { type IdentityTokenOptions, verifyIdentityToken } from './identity-tokens';
import type { Principal } from './principal';
import { ApiError } from './problem';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys';
import { isRecheckDue, type RevocationCheck, type TokenRevocations } from './token-revocations';

/** How long an access token from the platform lasts. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** What a token says about its holder, beyond the subject. */
export type TokenClaims = Omit<Principal, 'userId' | 'sessionId'>;

// Verified tokens are kept (bounded): an ES256 verification costs more than the rest of a cached
// read, and a token's claims cannot change. Expiry is still judged on every use, and whether its
// visitor or sign-in has ended is read again every REVOCATION_RECHECK_MS.
const VERIFIED_KEPT = 10_000;

/** A verified token as kept: its principal, until when, on whose clock, and what may end it. */
type VerifiedToken = {
  principal: Principal;
  expiresAt: number;
  clock: Clock;
  check: RevocationCheck | null;
  checkedAt: number;
};

/** The JWT type of a link token: never an access token's `at+jwt`. */
const LINK_TYPE = 'link+jwt';

const INVALID = 'The access token is not valid or has expired.';
const ENDED = 'The access token is no longer valid: its session has ended.';

/**
 * Issues and verifies the platform's own access tokens (JWT, ES256: anonymous visitors and
 * retrieved quotes), and verifies the sign-in server's (RS256, see identity-tokens.ts).
 */
export class TokenService {
  /** Verified tokens, each with the clock that judges its expiry (its issuer's). */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly audience: string,
    private readonly clock: Clock,
    private readonly identity: IdentityTokenOptions | null = null,
    /** Where ended visitors and sign-ins are read; null (a token issuer only) checks none. */
    private readonly revocations: TokenRevocations | null = null,
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

  /**
   * The principal of a valid token; 401 for any token that is expired, forged or malformed, or
   * whose anonymous visitor was merged into an account or whose sign-in has ended.
   */
  async verify(token: string): Promise<Principal> {
    const known = this.verified.get(token);
    if (known) {
      const now = known.clock.now().getTime();
      if (known.expiresAt <= now) {
        this.verified.delete(token);
        throw new ApiError('unauthorized', INVALID);
      }
      if (known.check && isRecheckDue(known.checkedAt, now)) {
        await this.refuseIfRevoked(token, known.check);
        known.checkedAt = now;
      }
      return known.principal;
    }
    const fresh =
      this.identity && issuerOf(token) === this.identity.issuer
        ? await this.verifyIdentity(token, this.identity)
        : await this.verifySignature(token);
    if (fresh.check) await this.refuseIfRevoked(token, fresh.check);
    if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
    this.verified.set(token, fresh);
    return fresh.principal;
  }

  /**
   * A short-lived signed link token (a document download opened in a new tab, where no bearer
   * token goes along): its claims name exactly what it opens. Its own `typ` and audience
   * (`<audience>/<purpose>`) keep it from ever passing as an access token, or as another
   * purpose's link, and an access token from passing as a link.
   */
  async issueLink(
    purpose: string,
    claims: Record<string, string | number>,
    ttlSeconds: number,
  ): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.key.kid, typ: LINK_TYPE })
      .setIssuer(this.issuer)
      .setAudience(`${this.audience}/${purpose}`)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.key.privateKey);
  }

  /** The claims of a link token of this purpose; null when forged, expired or of another kind. */
  async verifyLink(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key.publicKey, {
        issuer: this.issuer,
        audience: `${this.audience}/${purpose}`,
        algorithms: [SIGNING_ALGORITHM],
        typ: LINK_TYPE,
        currentDate: this.clock.now(),
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  /**
   * Forgets what is kept of a user's tokens, so their next use reads the user again (after a merge
   * retired an anonymous visitor here: refused at once on this instance).
   */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.verified) {
      if (entry.principal.userId === userId) this.verified.delete(token);
    }
  }

  private async refuseIfRevoked(token: string, check: RevocationCheck): Promise<void> {
    if (!this.revocations || !(await this.revocations.isRevoked(check))) return;
    this.verified.delete(token);
    throw new ApiError('unauthorized', ENDED);
  }

  private async verifyIdentity(
    token: string,
    identity: IdentityTokenOptions,
  ): Promise<VerifiedToken> {
    const { principal, expiresAt, grantId } = await verifyIdentityToken(token, identity);
    return {
      principal,
      expiresAt,
      clock: identity.clock,
      // An outside provider's tokens name no grant here: they live to their expiry (ADR 0017).
      check: grantId ? { kind: 'grant', grantId } : null,
      checkedAt: identity.clock.now().getTime(),
    };
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
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
      return {
        principal,
        expiresAt: (payload.exp ?? 0) * 1000,
        clock: this.clock,
        check: principal.anonymous ? { kind: 'visitor', userId: principal.userId } : null,
        checkedAt: this.clock.now().getTime(),
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new ApiError('unauthorized', INVALID);
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
