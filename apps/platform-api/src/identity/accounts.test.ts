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

  it('links a policyholder who bought without an account to their email', async () => {
    await db.query(
      `INSERT INTO users (id, kind, created_at) VALUES ('anon_buyer', 'anonymous', $1)`,
      [at],
    );
    await db.query(
      `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, created_at)
       VALUES ('CUS_BUYER', 'anon_buyer', 'Sam', 'Buyer', '1980-01-01', 'sam.buyer@example.com', $1)`,
      [at],
    );
    const account = await signInAccountFor(db, 'SAM.BUYER@example.com', at);
    expect(account).toMatchObject({
      userId: 'anon_buyer',
      kind: 'customer',
      firstName: 'Sam',
      lastName: 'Buyer',
    });
    const [customer] = await db.query<{ account_registered: boolean }>(
      `SELECT account_registered FROM customers WHERE id = 'CUS_BUYER'`,
    );
    expect(customer?.account_registered).toBe(true);
    expect(profileClaims(account)).toMatchObject({ name: 'Sam Buyer', given_name: 'Sam' });
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
