import type { Sql } from '../../db/database';

/** Marketing channels a customer agrees to (spec 000 §3: email, phone, sms; default on). */
export type MarketingPreferences = { email: boolean; phone: boolean; sms: boolean };

/** A customer as stored: the person behind a user's policies (one per user). */
export type CustomerRecord = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string | null;
  address: Record<string, unknown> | null;
  marketingPreferences: MarketingPreferences;
  accountRegistered: boolean;
  createdAt: string;
};

/** A customer's details as a proposal's answers give them. */
export type CustomerDetails = Omit<
  CustomerRecord,
  'id' | 'userId' | 'accountRegistered' | 'createdAt'
>;

type CustomerRow = {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: Date | string;
  email: string;
  phone: string | null;
  address: Record<string, unknown> | null;
  marketing_preferences: MarketingPreferences;
  account_registered: boolean;
  created_at: Date | string;
};

const COLUMNS = `id, user_id, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  email, phone, address, marketing_preferences, account_registered, created_at`;

function customerFromRow(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: String(row.date_of_birth),
    email: row.email,
    phone: row.phone,
    address: row.address,
    marketingPreferences: row.marketing_preferences,
    accountRegistered: row.account_registered,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The customer of a user, or null. */
export async function findCustomerByUser(db: Sql, userId: string): Promise<CustomerRecord | null> {
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE user_id = $1`, [
    userId,
  ]);
  return row ? customerFromRow(row) : null;
}

/** The customer with this id, or null. */
export async function findCustomer(db: Sql, id: string): Promise<CustomerRecord | null> {
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [id]);
  return row ? customerFromRow(row) : null;
}

/**
 * Creates the user's customer or brings its details up to date (one customer per user, so a
 * repeated call changes nothing more). A registered account stays registered.
 */
export async function upsertCustomer(
  db: Sql,
  customer: CustomerDetails & { id: string; userId: string; accountRegistered: boolean; at: Date },
): Promise<CustomerRecord> {
  const [row] = await db.query<CustomerRow>(
    `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, phone, address,
       marketing_preferences, account_registered, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id) DO UPDATE SET
       first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       date_of_birth = EXCLUDED.date_of_birth, email = EXCLUDED.email, phone = EXCLUDED.phone,
       address = EXCLUDED.address, marketing_preferences = EXCLUDED.marketing_preferences,
       account_registered = customers.account_registered OR EXCLUDED.account_registered
     RETURNING ${COLUMNS}`,
    [
      customer.id,
      customer.userId,
      customer.firstName,
      customer.lastName,
      customer.dateOfBirth,
      customer.email,
      customer.phone,
      customer.address === null ? null : JSON.stringify(customer.address),
      JSON.stringify(customer.marketingPreferences),
      customer.accountRegistered,
      customer.at,
    ],
  );
  return customerFromRow(row as CustomerRow);
}

/** The policyholder's identity as a policy's answers state it. */
export type PolicyholderIdentity = Pick<
  CustomerDetails,
  'firstName' | 'lastName' | 'dateOfBirth' | 'address'
>;

/**
 * Brings the customer record's name, date of birth and address in line with the policy's
 * answers after a committed change altered them (an agent's correction of the name, a customer's
 * move): the console checks a caller against this record, and the Admin view bar names them from
 * it. Email, phone and marketing choices are account settings (PATCH /policyholder), not touched.
 */
export async function updateCustomerIdentity(
  db: Sql,
  customerId: string,
  identity: PolicyholderIdentity,
): Promise<void> {
  await db.query(
    `UPDATE customers SET first_name = $2, last_name = $3, date_of_birth = $4, address = $5
      WHERE id = $1`,
    [
      customerId,
      identity.firstName,
      identity.lastName,
      identity.dateOfBirth,
      identity.address === null ? null : JSON.stringify(identity.address),
    ],
  );
}

/**
 * True when a registered account other than `userId`'s holds `email` (case-insensitive): a
 * signed-in customer user, or a registered customer record of another user.
 */
export async function isEmailRegisteredElsewhere(
  db: Sql,
  email: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE kind = 'customer' AND id <> $2 AND lower(email) = lower($1))
         OR EXISTS (SELECT 1 FROM customers
                     WHERE account_registered AND user_id <> $2 AND lower(email) = lower($1)) AS found`,
    [email.trim(), userId],
  );
  return row?.found === true;
}
