import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Database } from '../../db/database';
import { actingUserId, principalOf } from '../../http/access';
import { ApiError } from '../../http/problem';

/** The header every mutating checkout call carries (Stripe's name and rules). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Keys are the client's: a UUID fits, anything printable up to this length is accepted. */
const LONGEST_KEY = 255;

/**
 * How long a request's claim on a key holds. A checkout call takes seconds (a provider call times
 * out after 20); a claim older than this with no answer was left by a request that died, and the
 * next request with the key takes it over and runs the work again (the provider's own idempotency
 * keys make that second run answer what the first one made, if it got that far).
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60_000;

/** The header as the OpenAPI document shows it, so the api-client sends it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: LONGEST_KEY,
    description:
      'A key the client makes per intended action (a UUID). A repeat with the same key answers ' +
      'the first answer; the same key with a different request is a 409.',
  }),
});

type KeyRow = { request_hash: string; status_code: number | null; response: unknown };

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

function conflict(detail: string, code: string): ApiError {
  return new ApiError('conflict', detail, { code });
}

/**
 * Runs a mutating call once per Idempotency-Key. The key is claimed before the work (so two calls
 * at once with one key run it once: the second is a 409 while the first is in flight), the
 * answer is stored after it, and a repeat answers the stored answer with its status. The same key
 * with a different method, path or body is a 409. A call that fails gives its key back, so the
 * client may retry with it; a call that dies holding the key holds it only for its lease
 * (IDEMPOTENCY_LEASE_MS), after which a retry runs the work again. Keys are scoped to the caller
 * (the customer acted for) and route.
 */
export async function idempotent<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  work: () => Promise<{ status: number; body: T }>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key || key.length > LONGEST_KEY) {
    throw new ApiError('bad-request', 'Send an Idempotency-Key header with this call.', {
      code: 'idempotency.keyRequired',
    });
  }
  const scope = `${actingUserId(principalOf(request))} ${request.routeOptions.url ?? ''}`;
  const hash = requestHash(request);
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, created_at, claimed_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, hash, now],
  );
  if (claimed.length === 0) {
    const [row] = await db.query<KeyRow>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    // No row: the request holding it failed and gave it back in between; the client may retry.
    if (!row) {
      throw conflict('A request with this Idempotency-Key is in progress.', 'idempotency.inFlight');
    }
    if (row.request_hash !== hash) {
      throw conflict(
        'This Idempotency-Key was already used for a different request.',
        'idempotency.keyReused',
      );
    }
    if (row.status_code !== null) {
      reply.code(row.status_code).header('idempotent-replayed', 'true');
      return row.response as T;
    }
    if (!(await takeOverExpiredClaim(db, scope, key, now))) {
      throw conflict('A request with this Idempotency-Key is in progress.', 'idempotency.inFlight');
    }
  }
  // Only the request holding the claim taken at `now` may answer or give the key back.
  const ours = [scope, key, now] as const;
  let answer: { status: number; body: T };
  try {
    answer = await work();
  } catch (error) {
    await db.query(
      `DELETE FROM idempotency_keys
        WHERE scope = $1 AND key = $2 AND claimed_at = $3 AND status_code IS NULL`,
      [...ours],
    );
    throw error;
  }
  await db.query(
    `UPDATE idempotency_keys SET status_code = $4, response = $5
      WHERE scope = $1 AND key = $2 AND claimed_at = $3 AND status_code IS NULL`,
    [...ours, answer.status, JSON.stringify(answer.body ?? null)],
  );
  reply.code(answer.status);
  return answer.body;
}

/**
 * Takes over a claim with no answer whose lease has run out (its request died): one request wins
 * the update, and every other still finds the key in progress.
 */
async function takeOverExpiredClaim(
  db: Database,
  scope: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const taken = await db.query(
    `UPDATE idempotency_keys SET claimed_at = $3
      WHERE scope = $1 AND key = $2 AND status_code IS NULL AND claimed_at <= $4
      RETURNING key`,
    [scope, key, now, new Date(now.getTime() - IDEMPOTENCY_LEASE_MS)],
  );
  return taken.length > 0;
}
