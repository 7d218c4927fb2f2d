import type { Sql } from '../../db/database';
import { listTransactions } from './ledger-repository';
import {
  previewRefundMethods,
  REFUND_METHOD_OF_SUB_TYPE,
  type RefundMethod,
  type RefundMethodsPreview,
} from './refundable-payments';

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

/**
 * The refunds decided under `key` (each payment's share under `${key}:{payment}`), sent or not,
 * by the method they go back by: what a commit's email says was decided with it.
 */
export async function refundsDecidedUnder(
  sql: Sql,
  accountId: string,
  key: string,
): Promise<Record<RefundMethod, number>> {
  const decided: Record<RefundMethod, number> = { CARD: 0, DIRECT_DEBIT: 0 };
  for (const line of await listTransactions(sql, accountId)) {
    if (line.kind !== 'REFUND' || line.status === 'FAILED') continue;
    if (!line.idempotencyKey.startsWith(`${key}:`)) continue;
    if (line.subType !== 'STRIPE' && line.subType !== 'GOCARDLESS') continue;
    decided[REFUND_METHOD_OF_SUB_TYPE[line.subType]] += line.amountPence;
  }
  return decided;
}
