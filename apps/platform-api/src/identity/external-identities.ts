import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Database } from '../db/database';
import { signInAccountFor } from './accounts';

/** A claim by its name, plain or namespaced (an Auth0 Action adds `https://.../email`). */
function claimOf(payload: JWTPayload, name: string): unknown {
  return Object.entries(payload).find(
    ([claim]) => claim === name || claim.endsWith(`/${name}`),
  )?.[1];
}

/**
 * The platform user behind an outside provider's subject (a real Auth0 tenant): linked on first
 * use. A verified email (the token says `email_verified: true`) finds the account with that email
 * (a customer who signed in before the switch to the tenant) or makes one with it; an unverified
 * one joins nothing and is not kept, or whoever typed somebody's address into a tenant sign-up
 * would sign in as them (issue 14): such a subject becomes a new customer of its own.
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
  const email = claimOf(payload, 'email');
  const verified = claimOf(payload, 'email_verified') === true;
  await db.transaction(async (tx) => {
    let userId: string;
    if (typeof email === 'string' && verified) {
      userId = (await signInAccountFor(tx, email, now)).userId;
    } else {
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
