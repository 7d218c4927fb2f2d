import type { Sql } from '../db/database';

/**
 * How often a token already verified is checked again against the database: an ended sign-in or
 * a merged visitor is refused by every instance within this time (issue 14 asks for a minute),
 * while a busy caller costs one indexed read per token per interval, not one per request.
 */
export const REVOCATION_RECHECK_MS = 30_000;

/**
 * What a token's validity depends on besides its signature and expiry:
 * - `visitor`: an anonymous visitor's token holds while its user is still an anonymous visitor
 *   (a merge into an account retires it, ADR 0017);
 * - `grant`: a sign-in server's token holds while its grant (the sign-in) has not ended by
 *   revocation or sign-out.
 */
export type RevocationCheck =
  | { readonly kind: 'visitor'; readonly userId: string }
  | { readonly kind: 'grant'; readonly grantId: string };

/** Answers whether a token's visitor or grant has ended. */
export interface TokenRevocations {
  isRevoked(check: RevocationCheck): Promise<boolean>;
}

/** The revocations every instance shares: read from the database, one primary-key read each. */
export function databaseRevocations(db: Sql): TokenRevocations {
  return {
    async isRevoked(check) {
      if (check.kind === 'visitor') {
        const [user] = await db.query<{ kind: string }>('SELECT kind FROM users WHERE id = $1', [
          check.userId,
        ]);
        return user?.kind !== 'anonymous';
      }
      const ended = await db.query('SELECT 1 FROM ended_grants WHERE grant_id = $1', [
        check.grantId,
      ]);
      return ended.length > 0;
    },
  };
}

/** True when a check made at `checkedAt` is too old at `now` (or the clock went back past it). */
export function isRecheckDue(checkedAt: number, now: number): boolean {
  return now < checkedAt || now - checkedAt >= REVOCATION_RECHECK_MS;
}
