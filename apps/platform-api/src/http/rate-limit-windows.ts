import type { Sql } from '../db/database';

/** A limit: at most `hits` calls per key in each fixed window of `windowMs`. */
export type RateLimit = { readonly hits: number; readonly windowMs: number };

/**
 * A key's count after a hit: refused when over its limit, with the time until its window ends (in
 * milliseconds, and in whole seconds for a Retry-After header).
 */
export type RateLimitCount = {
  hits: number;
  allowed: boolean;
  resetsInMs: number;
  retryAfterSeconds: number;
};

/**
 * Counts one hit of `key` in its current window, in the database (rate_limit_windows), so every
 * instance and every restart sees the same count. One atomic upsert: concurrent hits of one key
 * each get their own number. A window older than `windowMs` starts again at this hit.
 */
export async function countHit(
  db: Sql,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<RateLimitCount> {
  const staleBefore = new Date(now.getTime() - limit.windowMs);
  const [row] = await db.query<{ hits: number; window_started_at: Date | string }>(
    `INSERT INTO rate_limit_windows AS w (key, window_started_at, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.window_started_at <= $3 THEN 1 ELSE w.hits + 1 END,
       window_started_at = CASE WHEN w.window_started_at <= $3 THEN $2 ELSE w.window_started_at END
     RETURNING hits, window_started_at`,
    [key, now, staleBefore],
  );
  const hits = Number(row?.hits ?? 1);
  const startedAt = new Date(row?.window_started_at ?? now).getTime();
  const endsIn = startedAt + limit.windowMs - now.getTime();
  return {
    hits,
    allowed: hits <= limit.hits,
    resetsInMs: Math.max(0, endsIn),
    retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)),
  };
}

/** Drops the ended windows of the keys starting `prefix`: a quiet key keeps no row. */
export async function dropEndedWindows(
  db: Sql,
  prefix: string,
  limit: RateLimit,
  now: Date,
): Promise<void> {
  await db.query(
    `DELETE FROM rate_limit_windows WHERE window_started_at <= $1 AND starts_with(key, $2)`,
    [new Date(now.getTime() - limit.windowMs), prefix],
  );
}
