import type { Sql } from '../../db/database';
import { writeAuditRow } from '../../http/audit-log';
import { type CustomerRecord, findCustomer, type MarketingPreferences } from '../customers';

/** The audit action of a policyholder's record changed through PATCH /policyholder. */
export const POLICYHOLDER_UPDATED = 'policyholder.updated';

/** The fields of a customer record an account setting changes. */
export type PolicyholderUpdate = Partial<{
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: Record<string, unknown>;
  marketingPreferences: MarketingPreferences;
}>;

const COLUMN_OF: Record<keyof PolicyholderUpdate, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  marketingPreferences: 'marketing_preferences',
};

const JSON_FIELDS: ReadonlySet<keyof PolicyholderUpdate> = new Set([
  'address',
  'marketingPreferences',
]);

/** Writes the changed fields of a customer and answers the record as it now is. */
export async function updateCustomerFields(
  db: Sql,
  customerId: string,
  update: PolicyholderUpdate,
): Promise<CustomerRecord> {
  const fields = Object.keys(update) as (keyof PolicyholderUpdate)[];
  if (fields.length > 0) {
    const assignments = fields.map((field, index) => `${COLUMN_OF[field]} = $${index + 2}`);
    const values = fields.map((field) =>
      JSON_FIELDS.has(field) ? JSON.stringify(update[field]) : update[field],
    );
    await db.query(`UPDATE customers SET ${assignments.join(', ')} WHERE id = $1`, [
      customerId,
      ...values,
    ]);
  }
  return (await findCustomer(db, customerId)) as CustomerRecord;
}

/** Who changed a policyholder's record, for whom, and which settings (never their values). */
export type PolicyholderAudit = {
  /** The caller: the customer, or the admin acting for them. */
  actorUserId: string;
  /** The customer's user whose record changed. */
  actingAsUserId: string;
  customerId: string;
  settings: readonly string[];
  at: Date;
};

/** Records a change of a policyholder's record in audit_log. */
export async function recordPolicyholderUpdate(db: Sql, audit: PolicyholderAudit): Promise<void> {
  await writeAuditRow(db, {
    at: audit.at,
    actorUserId: audit.actorUserId,
    actingAsUserId: audit.actingAsUserId,
    action: POLICYHOLDER_UPDATED,
    target: `customer ${audit.customerId}`,
    detail: { settings: audit.settings },
  });
}
