import type { LedgerSubType } from '@brand/domain';
import type { LedgerTransaction } from './ledger-transaction';

/** How money goes back: to the card that paid, or by Direct Debit to the bank account that paid. */
export const REFUND_METHODS = ['CARD', 'DIRECT_DEBIT'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The provider each payment's sub type was taken by, as the method its refund goes back by. */
export const REFUND_METHOD_OF_SUB_TYPE = {
  STRIPE: 'CARD',
  GOCARDLESS: 'DIRECT_DEBIT',
} as const satisfies Partial<Record<LedgerSubType, RefundMethod>>;

/** A payment that money can still go back to, and how much of it. */
export type RefundablePayment = {
  payment: LedgerTransaction;
  method: RefundMethod;
  /** What is left of it to refund, in pence: its amount less its refunds decided or made. */
  left: number;
};

function methodOf(line: LedgerTransaction): RefundMethod | null {
  if (line.subType !== 'STRIPE' && line.subType !== 'GOCARDLESS') return null;
  return REFUND_METHOD_OF_SUB_TYPE[line.subType];
}

// One reading of what can still go back, for every refund (an adjustment's credit, a cancelled
// account's), so no payment is refunded twice whichever refunds it first.
/**
 * The payments of an account that money can still go back to, in the order it goes: cards first
 * (back within days, and the customer chose the card), newest first, then Direct Debit payments,
 * newest first. A payment counts once collected (POSTED); `withUncollected` adds the Direct
 * Debit payments still in flight, for a preview of where a later refund will go. A payment whose
 * refund the provider refused is left out: asking again would be refused again, so what it held
 * goes to the next payment, or to a person.
 */
export function refundablePayments(
  transactions: readonly LedgerTransaction[],
  options: { withUncollected?: boolean } = {},
): RefundablePayment[] {
  const refunded = new Map<string, number>();
  const refused = new Set<string>();
  for (const line of transactions) {
    if (line.kind !== 'REFUND' || !line.providerPaymentId) continue;
    if (line.status === 'FAILED') {
      refused.add(line.providerPaymentId);
      continue;
    }
    refunded.set(
      line.providerPaymentId,
      (refunded.get(line.providerPaymentId) ?? 0) + line.amountPence,
    );
  }
  const candidates = transactions.flatMap((line): RefundablePayment[] => {
    const method = methodOf(line);
    const collected =
      line.status === 'POSTED' ||
      (options.withUncollected === true && line.status === 'PENDING' && method === 'DIRECT_DEBIT');
    if (line.kind !== 'PAYMENT' || !collected || !method || !line.providerPaymentId) return [];
    if (refused.has(line.providerPaymentId)) return [];
    const left = line.amountPence - (refunded.get(line.providerPaymentId) ?? 0);
    return left > 0 ? [{ payment: line, method, left }] : [];
  });
  const newestFirst = (method: RefundMethod) =>
    candidates.filter((candidate) => candidate.method === method).reverse();
  return [...newestFirst('CARD'), ...newestFirst('DIRECT_DEBIT')];
}

/** One refund decided: how much goes back to which payment, under which key. */
export type PlannedRefund = RefundablePayment & { amountPence: number; key: string };

/**
 * Spreads `owedPence` over the refundable payments in their order, each taking what is left of
 * it, under `keyOf(payment)`. A payment whose key is on the ledger already (refunded for this
 * reason before) is passed over, so a key is never asked to hold a second amount.
 */
export function planRefunds(
  transactions: readonly LedgerTransaction[],
  owedPence: number,
  keyOf: (payment: LedgerTransaction) => string,
): PlannedRefund[] {
  const taken = new Set(transactions.map((line) => line.idempotencyKey));
  const plan: PlannedRefund[] = [];
  let owed = owedPence;
  for (const candidate of refundablePayments(transactions)) {
    if (owed <= 0) break;
    const key = keyOf(candidate.payment);
    if (taken.has(key)) continue;
    const amountPence = Math.min(owed, candidate.left);
    plan.push({ ...candidate, amountPence, key });
    owed -= amountPence;
  }
  return plan;
}

/** Where a refund of `owedPence` would go as things stand, by method, in pence. */
export type RefundMethodsPreview = Record<RefundMethod, number> & {
  /** What no payment can take (paid some other way): left for a person. */
  elsewhere: number;
};

/**
 * Where a refund of `owedPence` would go if made now, counting Direct Debit payments still being
 * collected (they will be by the time cover ends): what an email or a page tells the customer.
 */
export function previewRefundMethods(
  transactions: readonly LedgerTransaction[],
  owedPence: number,
): RefundMethodsPreview {
  const preview: RefundMethodsPreview = { CARD: 0, DIRECT_DEBIT: 0, elsewhere: 0 };
  let owed = Math.max(0, owedPence);
  for (const candidate of refundablePayments(transactions, { withUncollected: true })) {
    if (owed <= 0) break;
    const amount = Math.min(owed, candidate.left);
    preview[candidate.method] += amount;
    owed -= amount;
  }
  preview.elsewhere = owed;
  return preview;
}
