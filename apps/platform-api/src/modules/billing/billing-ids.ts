import { randomUUID } from 'node:crypto';

/** What a billing id names: CA customer account, LT ledger transaction, ST statement, PM payment method. */
export type BillingIdPrefix = 'CA' | 'LT' | 'ST' | 'PM';

/** A new billing record id: its prefix and 16 random upper-case hexadecimal characters. */
export function billingId(prefix: BillingIdPrefix): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
}
