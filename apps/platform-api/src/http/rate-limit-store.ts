import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';
import type { Sql } from '../db/database';
import { countHit, dropEndedWindows } from './rate-limit-windows';

/** The rate_limit_windows keys of the public routes' limits (the retrieve's are `retrieve:`). */
export const PUBLIC_LIMIT_KEY_PREFIX = 'rate:';

/** How often an instance clears the ended windows of quiet clients: rarely, off the hot path. */
const PRUNE_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store kept in PostgreSQL (rate_limit_windows, one row per client and
 * limit, counted by one atomic upsert), so every instance on one database shares each count and a
 * restart forgets none: an in-memory store would give a script a fresh allowance per instance.
 * Windows are fixed and run on the platform's clock. `longestWindowMs` is the longest window a
 * caller uses: rows older than it are dropped about once a minute.
 */
export function databaseRateLimitStore(
  db: Sql,
  clock: Clock,
  longestWindowMs: number,
): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const count = async (key: string, windowMs: number, max: number) => {
    const now = clock.now();
    if (Math.abs(now.getTime() - prunedAt) >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await dropEndedWindows(
        db,
        PUBLIC_LIMIT_KEY_PREFIX,
        { hits: 0, windowMs: longestWindowMs },
        now,
      );
    }
    const counted = await countHit(
      db,
      `${PUBLIC_LIMIT_KEY_PREFIX}${key}`,
      { hits: max, windowMs },
      now,
    );
    return { current: counted.hits, ttl: counted.resetsInMs };
  };
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      count(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Every limit's key names the limit already: one store serves them all.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
