import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { findAccount, profileClaims, signInAccountFor } from './accounts';

describe('sign-in accounts', () => {
  let db: Database;
  const at = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('makes a customer account on first sign-in and finds it again, whatever the case', async () => {
    const made = await signInAccountFor(db, '  Kim.Lee@Example.COM ', at);
    expect(made).toMatchObject({ kind: 'customer', email: 'Kim.Lee@example.com', roles: [] });
    const again = await signInAccountFor(db, 'kim.lee@example.com', at);
    expect(again.userId).toBe(made.userId);
    expect(profileClaims(again)).toEqual({
      email: 'Kim.Lee@example.com',
      email_verified: true,
      name: 'Kim.Lee@example.com',
    });
  });

  it('never adopts the record of a visitor who typed that email into a quote', async () => {
    await db.query(
      `INSERT INTO users (id, kind, created_at) VALUES ('anon_typist', 'anonymous', $1)`,
      [at],
    );
    await db.query(
      `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, created_at)
       VALUES ('CUS_TYPIST', 'anon_typist', 'Sam', 'Typist', '1980-01-01', 'sam.owner@example.com', $1)`,
      [at],
    );
    const account = await signInAccountFor(db, 'SAM.OWNER@example.com', at);
    expect(account).toMatchObject({ kind: 'customer', firstName: null, lastName: null });
    expect(account.userId).not.toBe('anon_typist');
    const rows = await db.query<{ kind: string; account_registered: boolean }>(
      `SELECT u.kind, c.account_registered FROM customers c JOIN users u ON u.id = c.user_id
        WHERE c.id = 'CUS_TYPIST'`,
    );
    expect(rows).toEqual([{ kind: 'anonymous', account_registered: false }]);
    expect(profileClaims(account)).toEqual({
      email: 'SAM.OWNER@example.com',
      email_verified: true,
      name: 'SAM.OWNER@example.com',
    });
  });

  it('finds no account for an anonymous visitor or an unknown id', async () => {
    await db.query(
      `INSERT INTO users (id, kind, created_at) VALUES ('anon_only', 'anonymous', $1)`,
      [at],
    );
    await expect(findAccount(db, 'anon_only')).resolves.toBeNull();
    await expect(findAccount(db, 'nobody')).resolves.toBeNull();
  });
});
