import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Database } from '../db/database';
import { signInAccountFor } from './accounts';

/**
 * The platform user behind an outside provider's subject (a real Auth0 tenant): linked on first
 * use, by the token's email when it carries one (so a policyholder finds their policies), else as
 * a new customer account.
 */
export async function userIdForExternalSubject(
  db: Database,
  issuer: string,
  subject: string,
  payload: JWTPayload,
  now: Date,
): Promise<string> {
  const find = async () =>
    (
      await db.query<{ user_id: string }>(
        'SELECT user_id FROM external_identities WHERE issuer = $1 AND subject = $2',
        [issuer, subject],
      )
    )[0]?.user_id;
  const known = await find();
  if (known) return known;
  const email = Object.entries(payload).find(
    ([claim, value]) =>
      (claim === 'email' || claim.endsWith('/email')) && typeof value === 'string',
  )?.[1] as string | undefined;
  await db.transaction(async (tx) => {
    let userId: string;
    if (email) userId = (await signInAccountFor(tx, email, now)).userId;
    else {
      userId = `user_${randomUUID()}`;
      await tx.query(`INSERT INTO users (id, kind, created_at) VALUES ($1, 'customer', $2)`, [
        userId,
        now,
      ]);
    }
    // Two first calls at once: the first link wins and both answer it.
    await tx.query(
      `INSERT INTO external_identities (issuer, subject, user_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [issuer, subject, userId],
    );
  });
  const linked = await find();
  if (!linked) throw new Error(`The identity ${subject} of ${issuer} was not linked.`);
  return linked;
}
