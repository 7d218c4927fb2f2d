import type { Sql } from '../../db/database';
import { listTransactions } from './ledger-repository';
import { previewRefundMethods, type RefundMethodsPreview } from './refundable-payments';

/**
 * Where a refund of `owedPence` from the account would go as things stand (cards, Direct Debit,
 * or neither): what the cancellation email tells the customer, by the same rule the refunds
 * themselves follow.
 */
export async function previewAccountRefund(
  sql: Sql,
  accountId: string,
  owedPence: number,
): Promise<RefundMethodsPreview> {
  return previewRefundMethods(await listTransactions(sql, accountId), owedPence);
}
