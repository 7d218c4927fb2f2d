/** The two directions of a ledger amount. */
export const LEDGER_DIRECTIONS = ['credit', 'debit'] as const;

/** Whether an amount is owed to the customer (credit) or by them (debit). */
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/** True when the amount is negative: money owed to the customer. Anything else is a debit. */
export function isCredit(amount: number): boolean {
  return amount < 0;
}

/** True when the amount is not negative (zero included): money owed by the customer. */
export function isDebit(amount: number): boolean {
  return !isCredit(amount);
}

/** 'credit' for a negative amount, 'debit' otherwise (spec: "Credit is negative amount, debit otherwise"). */
export function creditOrDebit(amount: number): LedgerDirection {
  return isCredit(amount) ? 'credit' : 'debit';
}
