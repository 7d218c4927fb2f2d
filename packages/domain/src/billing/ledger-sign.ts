import type { LedgerType } from '../enums';
import { assertPence, type Pence } from '../money';

/**
 * Which way each ledger type moves what the customer owes: +1 adds to it (a debit), -1 takes from
 * it (a credit). The spec's convention: a credit is a negative amount, a debit anything else.
 */
export const LEDGER_CUSTOMER_SIGN = {
  INVOICE: 1,
  CREDIT_NOTE: -1,
  DEBIT_JOURNAL: 1,
  CREDIT_JOURNAL: -1,
  PAYMENT: -1,
  PAYMENT_REVERSAL: 1,
  REFUND: 1,
  REFUND_REVERSAL: -1,
} as const satisfies Record<LedgerType, 1 | -1>;

/** The type that undoes a payment or a refund the provider later reports as failed or returned. */
export const LEDGER_REVERSAL_OF = {
  PAYMENT: 'PAYMENT_REVERSAL',
  REFUND: 'REFUND_REVERSAL',
} as const satisfies Partial<Record<LedgerType, LedgerType>>;

/**
 * The signed amount a ledger line adds to the customer's balance, from its type and its size in
 * pence. Throws RangeError unless `amount` is a positive whole number of pence: a line's direction
 * comes from its type, never from the sign of what a caller passes.
 */
export function customerLedgerAmount(type: LedgerType, amount: Pence): Pence {
  assertPence(amount, type);
  if (amount <= 0) throw new RangeError(`A ${type} is a positive number of pence: ${amount}`);
  return LEDGER_CUSTOMER_SIGN[type] * amount;
}
