import type { LedgerSubType, LedgerType } from '@brand/domain';

/** The ledger account of a customer account: what the customer owes (debit) or is owed (credit). */
export function customerLedgerAccount(accountId: string): string {
  return `customer:${accountId}`;
}

/**
 * The other side of each ledger type's double entry. Charges and their corrections meet premium
 * income, journals an adjustments account, and money moved the clearing account of whoever moved
 * it (a provider, or 'MANUAL' for an agent's own entry).
 */
export function counterpartLedgerAccount(kind: LedgerType, subType: LedgerSubType | null): string {
  switch (kind) {
    case 'INVOICE':
    case 'CREDIT_NOTE':
      return 'income:premium';
    case 'DEBIT_JOURNAL':
    case 'CREDIT_JOURNAL':
      return 'income:adjustments';
    default:
      return `clearing:${subType ?? 'MANUAL'}`;
  }
}
