import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@brand/domain';
import type { Sql } from '../db/database';
import { emailKey } from './accounts';

/** How long an emailed code works. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code takes before it stops working (ask for a new one). */
export const CODE_MAX_ATTEMPTS = 5;
/**
 * How many codes may be asked for, counted so a stranger cannot lock a person out: requests are
 * counted per (address, client), so five requests for someone's address from elsewhere leave that
 * person's own requests untouched; per client, so one client cannot spray many addresses; and per
 * address from everywhere over a longer window, high enough that no person meets it but low enough
 * that the address cannot be flooded with email. A refused request sends nothing and changes
 * nothing: the code already sent still works.
 */
export const CODE_LIMITS = {
  perAddressAndClient: { codes: 5, windowMinutes: 15 },
  perClient: { codes: 20, windowMinutes: 15 },
  perAddress: { codes: 20, windowMinutes: 60 },
} as const;

/** Why no code was sent: too many asked for lately (the page asks to wait). */
export class TooManyCodesError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-in codes were asked for.');
  }
}

function hashOf(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`).digest();
}

/** A code made for an email: its row's id (to withdraw it when the email could not be sent). */
export type IssuedCode = { id: string; code: string };

type RecentCounts = {
  by_pair: number;
  pair_oldest: Date | string | null;
  by_client: number;
  client_oldest: Date | string | null;
  by_address: number;
  address_oldest: Date | string | null;
};

/** Seconds until a full window's oldest request leaves it. */
function secondsUntilFree(oldest: Date | string | null, windowMinutes: number, now: Date): number {
  const from = oldest ? new Date(oldest).getTime() : now.getTime();
  return Math.max(1, Math.ceil((from + windowMinutes * 60_000 - now.getTime()) / 1000));
}

/**
 * Makes a six-digit code for signing in as `email` within interaction `interactionUid`, keeping
 * only its hash. Refuses (TooManyCodesError) when any of CODE_LIMITS is reached: a code can then
 * not be guessed by asking for new ones either. Returns the code to email.
 */
export async function issueSignInCode(
  tx: Sql,
  request: { email: string; interactionUid: string; clientIp: string; now: Date },
): Promise<IssuedCode> {
  const key = emailKey(request.email);
  const email = normaliseEmail(request.email);
  const { perAddressAndClient, perClient, perAddress } = CODE_LIMITS;
  const since = (minutes: number) => new Date(request.now.getTime() - minutes * 60_000);
  const [recent] = await tx.query<RecentCounts>(
    `SELECT count(*) FILTER (WHERE lower(email) = $1 AND client_ip = $2 AND created_at > $3)::int AS by_pair,
            min(created_at) FILTER (WHERE lower(email) = $1 AND client_ip = $2 AND created_at > $3) AS pair_oldest,
            count(*) FILTER (WHERE client_ip = $2 AND created_at > $4)::int AS by_client,
            min(created_at) FILTER (WHERE client_ip = $2 AND created_at > $4) AS client_oldest,
            count(*) FILTER (WHERE lower(email) = $1 AND created_at > $5)::int AS by_address,
            min(created_at) FILTER (WHERE lower(email) = $1 AND created_at > $5) AS address_oldest
       FROM sign_in_codes
      WHERE created_at > least($3::timestamptz, $4::timestamptz, $5::timestamptz)
        AND (lower(email) = $1 OR client_ip = $2)`,
    [
      key,
      request.clientIp,
      since(perAddressAndClient.windowMinutes),
      since(perClient.windowMinutes),
      since(perAddress.windowMinutes),
    ],
  );
  const full = [
    [recent?.by_pair, recent?.pair_oldest, perAddressAndClient],
    [recent?.by_client, recent?.client_oldest, perClient],
    [recent?.by_address, recent?.address_oldest, perAddress],
  ] as const;
  const waits = full
    .filter(([count, , limit]) => (count ?? 0) >= limit.codes)
    .map(([, oldest, limit]) => secondsUntilFree(oldest ?? null, limit.windowMinutes, request.now));
  if (waits.length > 0) throw new TooManyCodesError(Math.max(...waits));
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
  return { id, code };
}

/**
 * Removes a code whose email could not be sent: nobody holds it, so it must neither count
 * against the limits nor replace the interaction's earlier code, which was sent and still works.
 */
export async function withdrawSignInCode(tx: Sql, id: string): Promise<void> {
  await tx.query('DELETE FROM sign_in_codes WHERE id = $1 AND consumed_at IS NULL', [id]);
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
 * The address of the interaction's newest code while it can still sign in (unused, unexpired,
 * tries left): a refused request for a new code leaves that one to be typed.
 */
export async function liveSignInEmail(
  tx: Sql,
  interactionUid: string,
  now: Date,
): Promise<string | null> {
  const [row] = await tx.query<{ email: string; usable: boolean }>(
    `SELECT email, (consumed_at IS NULL AND expires_at > $2 AND attempts < $3) AS usable
       FROM sign_in_codes WHERE interaction_uid = $1 ORDER BY created_at DESC LIMIT 1`,
    [interactionUid, now, CODE_MAX_ATTEMPTS],
  );
  return row?.usable ? row.email : null;
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
