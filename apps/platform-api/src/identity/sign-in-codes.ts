import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@brand/domain';
import type { Sql } from '../db/database';
import { emailKey } from './accounts';

/** How long an emailed code works. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code takes before it stops working (ask for a new one). */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one email address, or one client, may be sent in the window below. */
export const CODES_PER_EMAIL = 5;
export const CODES_PER_CLIENT = 20;
export const CODE_WINDOW_MINUTES = 15;

/** Why no code was sent: too many asked for lately (the page asks to wait). */
export class TooManyCodesError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-in codes were asked for.');
  }
}

function hashOf(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`).digest();
}

/**
 * Makes a six-digit code for signing in as `email` within interaction `interactionUid`, keeping
 * only its hash. Refuses when the address or the client asked for too many lately: a code can
 * then not be guessed by asking for new ones either. Returns the code to email.
 */
export async function issueSignInCode(
  tx: Sql,
  request: { email: string; interactionUid: string; clientIp: string; now: Date },
): Promise<string> {
  const key = emailKey(request.email);
  const email = normaliseEmail(request.email);
  const since = new Date(request.now.getTime() - CODE_WINDOW_MINUTES * 60_000);
  const [recent] = await tx.query<{ by_email: number; by_client: number; oldest: Date | null }>(
    `SELECT count(*) FILTER (WHERE lower(email) = $1)::int AS by_email,
            count(*) FILTER (WHERE client_ip = $2)::int AS by_client,
            min(created_at) AS oldest
       FROM sign_in_codes WHERE created_at > $3 AND (lower(email) = $1 OR client_ip = $2)`,
    [key, request.clientIp, since],
  );
  if (recent && (recent.by_email >= CODES_PER_EMAIL || recent.by_client >= CODES_PER_CLIENT)) {
    const oldest = recent.oldest ? new Date(recent.oldest).getTime() : request.now.getTime();
    const freeAt = oldest + CODE_WINDOW_MINUTES * 60_000;
    throw new TooManyCodesError(Math.max(1, Math.ceil((freeAt - request.now.getTime()) / 1000)));
  }
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `INSERT INTO sign_in_codes (id, email, code_hash, interaction_uid, client_ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      email,
      hashOf(id, code).toString('hex'),
      request.interactionUid,
      request.clientIp,
      request.now,
      new Date(request.now.getTime() + CODE_TTL_MINUTES * 60_000),
    ],
  );
  return code;
}

/** The address the interaction's newest code went to, for the code page to name. */
export async function pendingSignInEmail(tx: Sql, interactionUid: string): Promise<string | null> {
  const [row] = await tx.query<{ email: string }>(
    'SELECT email FROM sign_in_codes WHERE interaction_uid = $1 ORDER BY created_at DESC LIMIT 1',
    [interactionUid],
  );
  return row?.email ?? null;
}

/**
 * Checks a code typed in the interaction: only its newest code counts, once, before it expires
 * and within the allowed tries. Answers the email it signs in, or null for any wrong code (the
 * page says the same whatever the reason).
 */
export async function redeemSignInCode(
  tx: Sql,
  request: { interactionUid: string; code: string; now: Date },
): Promise<string | null> {
  const [row] = await tx.query<{
    id: string;
    email: string;
    code_hash: string;
    expires_at: Date;
    attempts: number;
    consumed_at: Date | null;
  }>(
    `SELECT id, email, code_hash, expires_at, attempts, consumed_at FROM sign_in_codes
      WHERE interaction_uid = $1 ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [request.interactionUid],
  );
  if (!row || row.consumed_at || row.attempts >= CODE_MAX_ATTEMPTS) return null;
  if (new Date(row.expires_at).getTime() <= request.now.getTime()) return null;
  const typed = request.code.replace(/\s+/g, '');
  const matches =
    /^\d{6}$/.test(typed) &&
    timingSafeEqual(hashOf(row.id, typed), Buffer.from(row.code_hash, 'hex'));
  if (!matches) {
    await tx.query('UPDATE sign_in_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return null;
  }
  await tx.query('UPDATE sign_in_codes SET consumed_at = $2 WHERE id = $1', [row.id, request.now]);
  return row.email;
}
