import type {
  AccountStatus,
  PaymentMethodType,
  PaymentScheduleType,
  PolicyStatus,
} from '@brand/domain';
import type { Sql } from '../../db/database';

/** A customer account as stored, with the policy it bills (its owner decides who sees it). */
export type CustomerAccountRecord = {
  id: string;
  accountCode: string;
  customerId: string;
  policyId: string;
  status: AccountStatus;
  billingType: PaymentScheduleType;
  paymentDay: number;
  paymentMethodType: PaymentMethodType | null;
  /** When cover starts: monthly service periods count from its London day. */
  inceptionAt: string;
  /** Each payment of the year before discounts, in pence (one for a single payment). */
  instalmentsPence: number[];
  /** Each payment after discounts, in pence. */
  discountedInstalmentsPence: number[];
  createdAt: string;
  policy: {
    policyNumber: string;
    ownerUserId: string;
    status: PolicyStatus;
    expiredAt: string | null;
    terminatedAt: string | null;
  };
};

/** A new account: what the bind knows. */
export type NewCustomerAccount = Omit<CustomerAccountRecord, 'accountCode' | 'policy' | 'status'>;

type AccountRow = {
  id: string;
  account_code: string;
  customer_id: string;
  policy_id: string;
  status: string;
  billing_type: string;
  payment_day: number;
  payment_method_type: string | null;
  inception_at: Date | string;
  instalments_pence: number[];
  discounted_instalments_pence: number[];
  created_at: Date | string;
  policy_number: string;
  owner_user_id: string;
  policy_status: string;
  expired_at: Date | string | null;
  terminated_at: Date | string | null;
};

const SELECT = `SELECT a.id, a.account_code, a.customer_id, a.policy_id, a.status, a.billing_type,
    a.payment_day, a.payment_method_type, a.inception_at, a.instalments_pence,
    a.discounted_instalments_pence, a.created_at, p.policy_number, p.owner_user_id,
    p.status AS policy_status, p.expired_at, p.terminated_at
  FROM customer_accounts a JOIN policies p ON p.id = a.policy_id`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function fromRow(row: AccountRow): CustomerAccountRecord {
  return {
    id: row.id,
    accountCode: row.account_code,
    customerId: row.customer_id,
    policyId: row.policy_id,
    status: row.status as AccountStatus,
    billingType: row.billing_type as PaymentScheduleType,
    paymentDay: Number(row.payment_day),
    paymentMethodType: row.payment_method_type as PaymentMethodType | null,
    inceptionAt: new Date(row.inception_at).toISOString(),
    instalmentsPence: row.instalments_pence.map(Number),
    discountedInstalmentsPence: row.discounted_instalments_pence.map(Number),
    createdAt: new Date(row.created_at).toISOString(),
    policy: {
      policyNumber: row.policy_number,
      ownerUserId: row.owner_user_id,
      status: row.policy_status as PolicyStatus,
      expiredAt: iso(row.expired_at),
      terminatedAt: iso(row.terminated_at),
    },
  };
}

/**
 * Inserts the account of a policy unless it has one (one account per policy); answers whether
 * this call made it.
 */
export async function insertCustomerAccount(
  sql: Sql,
  account: NewCustomerAccount,
): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO customer_accounts (id, account_code, customer_id, policy_id, billing_type,
       payment_day, payment_method_type, inception_at, instalments_pence,
       discounted_instalments_pence, created_at)
     VALUES ($1, 'ACC' || nextval('customer_account_codes'), $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (policy_id) DO NOTHING
     RETURNING id`,
    [
      account.id,
      account.customerId,
      account.policyId,
      account.billingType,
      account.paymentDay,
      account.paymentMethodType,
      account.inceptionAt,
      account.instalmentsPence,
      account.discountedInstalmentsPence,
      account.createdAt,
    ],
  );
  return rows.length > 0;
}

/** One account, or null. */
export async function findCustomerAccount(
  sql: Sql,
  id: string,
): Promise<CustomerAccountRecord | null> {
  const [row] = await sql.query<AccountRow>(`${SELECT} WHERE a.id = $1`, [id]);
  return row ? fromRow(row) : null;
}

/** The account of a policy, or null. */
export async function findAccountOfPolicy(
  sql: Sql,
  policyId: string,
): Promise<CustomerAccountRecord | null> {
  const [row] = await sql.query<AccountRow>(`${SELECT} WHERE a.policy_id = $1`, [policyId]);
  return row ? fromRow(row) : null;
}

/** The accounts of the policies `ownerUserId` holds, optionally of one policy number. */
export async function listCustomerAccounts(
  sql: Sql,
  ownerUserId: string,
  policyNumber?: string,
): Promise<CustomerAccountRecord[]> {
  const rows = await sql.query<AccountRow>(
    `${SELECT} WHERE p.owner_user_id = $1 AND ($2::text IS NULL OR p.policy_number = $2)
      ORDER BY a.created_at, a.id`,
    [ownerUserId, policyNumber ?? null],
  );
  return rows.map(fromRow);
}

/** Every ACTIVE monthly account, for the statement run (it decides whether cover has ended). */
export async function listMonthlyAccounts(sql: Sql): Promise<CustomerAccountRecord[]> {
  const rows = await sql.query<AccountRow>(
    `${SELECT} WHERE a.billing_type = 'MONTHLY' AND a.status = 'ACTIVE' ORDER BY a.id`,
  );
  return rows.map(fromRow);
}

/** Sets an account's payment day. */
export async function updatePaymentDay(sql: Sql, id: string, paymentDay: number): Promise<void> {
  await sql.query('UPDATE customer_accounts SET payment_day = $2 WHERE id = $1', [id, paymentDay]);
}

/** Sets how an account's collections are taken (card or Direct Debit). */
export async function updatePaymentMethodType(
  sql: Sql,
  id: string,
  paymentMethodType: PaymentMethodType,
): Promise<void> {
  await sql.query('UPDATE customer_accounts SET payment_method_type = $2 WHERE id = $1', [
    id,
    paymentMethodType,
  ]);
}

/**
 * Sets the instalments an account's statements charge from `fromStatement` on (a mid-term
 * adjustment's new monthly price, ADR 0038); the statements already issued keep theirs.
 */
export async function updateInstalmentsFrom(
  sql: Sql,
  id: string,
  fromStatement: number,
  prices: { instalmentsPence: readonly number[]; discountedInstalmentsPence: readonly number[] },
): Promise<void> {
  const [row] = await sql.query<{
    instalments_pence: number[];
    discounted_instalments_pence: number[];
  }>(
    'SELECT instalments_pence, discounted_instalments_pence FROM customer_accounts WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new Error(`No customer account ${id}.`);
  const merge = (old: readonly number[], next: readonly number[]) =>
    old.map((pence, index) => (index >= fromStatement ? (next[index] ?? pence) : pence));
  await sql.query(
    `UPDATE customer_accounts SET instalments_pence = $2, discounted_instalments_pence = $3
      WHERE id = $1`,
    [
      id,
      merge(row.instalments_pence, prices.instalmentsPence),
      merge(row.discounted_instalments_pence, prices.discountedInstalmentsPence),
    ],
  );
}

/** Moves the start an account's monthly periods count from (a start-date adjustment). */
export async function updateInceptionAt(sql: Sql, id: string, inceptionAt: string): Promise<void> {
  await sql.query('UPDATE customer_accounts SET inception_at = $2 WHERE id = $1', [
    id,
    inceptionAt,
  ]);
}
