import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '@brand/domain';
import type { Sql } from '../db/database';

/** A platform user as the sign-in server sees them: who they are and what they may do. */
export type SignInAccount = {
  userId: string;
  kind: 'customer' | 'agent';
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
  permissions: string[];
};

type AccountRow = {
  id: string;
  kind: 'customer' | 'agent';
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: string[] | null;
  permissions: string[] | null;
};

// An agent's name is on their principal; a customer's on the policyholder record.
const ACCOUNT_SELECT = `
  SELECT u.id, u.kind, u.email,
         COALESCE(p.first_name, c.first_name) AS first_name,
         COALESCE(p.last_name, c.last_name) AS last_name,
         p.roles, p.permissions
    FROM users u
    LEFT JOIN principals p ON p.user_id = u.id
    LEFT JOIN customers c ON c.user_id = u.id`;

function accountOf(row: AccountRow): SignInAccount {
  return {
    userId: row.id,
    kind: row.kind,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
  };
}

/** The signed-in account of a user id (the token's subject), or null. */
export async function findAccount(db: Sql, userId: string): Promise<SignInAccount | null> {
  const [row] = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE u.id = $1 AND u.kind IN ('customer', 'agent') AND u.email IS NOT NULL`,
    [userId],
  );
  return row ? accountOf(row) : null;
}

/** How an email is matched to an account: people type the same address in any case. */
export function emailKey(email: string): string {
  return normaliseEmail(email).toLowerCase();
}

/**
 * The account a verified email signs in to: the user with that email, else a new customer
 * account that starts empty. Never anybody else's record: an email typed into a quote or at a
 * purchase was never verified, so it joins nothing (issue 14). What a visitor made before signing
 * in joins the account only by the proof they hold: the merge with their own anonymous token, or
 * a saved quote's retrieve. Runs in the caller's transaction.
 */
export async function signInAccountFor(
  tx: Sql,
  rawEmail: string,
  at: Date,
): Promise<SignInAccount> {
  const [existing] = await tx.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE lower(u.email) = $1 AND u.kind IN ('customer', 'agent')`,
    [emailKey(rawEmail)],
  );
  if (existing) return accountOf(existing);
  const userId = `user_${randomUUID()}`;
  await tx.query(
    `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'customer', $2, $3)`,
    [userId, normaliseEmail(rawEmail), at],
  );
  const account = await findAccount(tx, userId);
  if (!account) throw new Error(`The account of ${userId} was not saved.`);
  return account;
}

/** The user's initials-friendly name parts and contact, as the ID token's profile claims. */
export function profileClaims(account: SignInAccount) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    email: account.email,
    email_verified: true,
    ...(account.firstName ? { given_name: account.firstName } : {}),
    ...(account.lastName ? { family_name: account.lastName } : {}),
    name: name || account.email,
  };
}
