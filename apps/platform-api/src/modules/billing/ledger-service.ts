import { createHash } from 'node:crypto';
import {
  customerLedgerAmount,
  LEDGER_REVERSAL_OF,
  type LedgerTransactionStatus,
} from '@brand/domain';
import type { Sql } from '../../db/database';
import { ApiError, notFound } from '../../http/problem';
import { billingId } from './billing-ids';
import { counterpartLedgerAccount, customerLedgerAccount } from './ledger-accounts';
import {
  findTransaction,
  findTransactionByKey,
  insertPostings,
  insertTransaction,
  listPostings,
  type Posting,
  updateTransactionStatus,
} from './ledger-repository';
import type { LedgerTransaction, PostTransactionInput } from './ledger-transaction';

/**
 * What makes two posts "the same request": a repeat with the same key and these answers the first
 * transaction; the same key with any of them different is a client's mistake (409). The status is
 * left out: a provider may report a payment PENDING first and POSTED on a retry.
 */
function requestHash(input: PostTransactionInput): string {
  const identity = [
    input.accountId,
    input.kind,
    input.amountPence,
    input.statementId ?? null,
    input.reversesId ?? null,
    input.subType ?? null,
    input.descriptionKey,
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/** The double entry of a transaction: the customer's side and its counterpart, summing to zero. */
export function postingsOf(
  input: Pick<PostTransactionInput, 'accountId' | 'kind' | 'amountPence' | 'subType'>,
): Posting[] {
  const customerAmount = customerLedgerAmount(input.kind, input.amountPence);
  return [
    { ledgerAccount: customerLedgerAccount(input.accountId), amountPence: customerAmount },
    {
      ledgerAccount: counterpartLedgerAccount(input.kind, input.subType ?? null),
      amountPence: -customerAmount,
    },
  ];
}

function assertBalanced(postings: readonly Posting[]): void {
  // The database checks it too (a deferred trigger); this names the fault before the round trip.
  const total = postings.reduce((sum, posting) => sum + posting.amountPence, 0);
  if (total !== 0 || postings.length < 2) {
    throw new Error(`A ledger transaction must balance: ${total} pence over ${postings.length}`);
  }
}

function idempotencyConflict(key: string): ApiError {
  return new ApiError(
    'conflict',
    `The idempotency key ${key} was already used for a different ledger transaction.`,
    { code: 'ledger.idempotencyKeyReused' },
  );
}

/**
 * Posts a transaction exactly once per idempotency key: the first post writes it with its
 * balanced postings; a repeat with the same request answers that first transaction unchanged,
 * and the same key with a different request is a 409. Safe under concurrent posts of one key
 * (the insert skips on conflict and the loser reads the winner's row). Works on the database or
 * inside a caller's transaction.
 */
export async function postTransaction(
  sql: Sql,
  input: PostTransactionInput,
  now: Date,
): Promise<LedgerTransaction> {
  const postings = postingsOf(input);
  assertBalanced(postings);
  const status = input.status ?? 'POSTED';
  const hash = requestHash(input);
  const inserted = await insertTransaction(
    sql,
    {
      id: billingId('LT'),
      accountId: input.accountId,
      kind: input.kind,
      status,
      amountPence: input.amountPence,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      statementId: input.statementId ?? null,
      reversesId: input.reversesId ?? null,
      subType: input.subType ?? null,
      descriptionKey: input.descriptionKey,
      descriptionValue: input.descriptionValue ?? null,
      paymentMethodDescription: input.paymentMethodDescription ?? null,
      providerPaymentId: input.providerPaymentId ?? null,
      failureReason: input.failureReason ?? null,
      servicePeriod: input.servicePeriod ?? null,
      effectiveAt: (input.effectiveAt ?? now).toISOString(),
      createdAt: now.toISOString(),
    },
    // A transaction that failed before it was recorded carries its contra postings from the
    // start, in the same statement, so it never moves the balance.
    status === 'FAILED' ? [...postings, ...contraOf(postings)] : postings,
  );
  const stored = await findTransactionByKey(sql, input.idempotencyKey);
  if (!stored) throw new Error(`Ledger transaction ${input.idempotencyKey} vanished.`);
  if (!inserted && stored.requestHash !== hash) throw idempotencyConflict(input.idempotencyKey);
  return stored.transaction;
}

function contraOf(postings: readonly Posting[]): Posting[] {
  return postings.map((posting) => ({ ...posting, amountPence: -posting.amountPence }));
}

/** Where a transaction may go from each status: only a PENDING one moves, and only once. */
export const LEDGER_STATUS_TRANSITIONS = {
  PENDING: ['POSTED', 'FAILED'],
  POSTED: [],
  FAILED: [],
} as const satisfies Record<LedgerTransactionStatus, readonly LedgerTransactionStatus[]>;

/**
 * Moves a PENDING transaction to POSTED or FAILED. A failure adds the contra postings of the
 * transaction's own postings in the same database transaction, so it stops counting in the
 * balance while every posting stays as written. Setting the status it already holds is a no-op
 * (a provider's webhook may arrive twice); any other move is a 409. Run it inside `db.transaction`.
 */
export async function setTransactionStatus(
  tx: Sql,
  transactionId: string,
  change: {
    status: 'POSTED' | 'FAILED';
    failureReason?: string | null;
    providerPaymentId?: string | null;
  },
  now: Date,
): Promise<LedgerTransaction> {
  const current = await findTransaction(tx, transactionId, { forUpdate: true });
  if (!current) throw notFound('Ledger transaction');
  if (current.status === change.status) return current;
  const allowed: readonly LedgerTransactionStatus[] = LEDGER_STATUS_TRANSITIONS[current.status];
  if (!allowed.includes(change.status)) {
    throw new ApiError(
      'conflict',
      `A ${current.status} ledger transaction cannot become ${change.status}.`,
      { code: 'ledger.statusTransition' },
    );
  }
  await updateTransactionStatus(tx, transactionId, change, now);
  if (change.status === 'FAILED') {
    await insertPostings(tx, transactionId, contraOf(await listPostings(tx, transactionId)));
  }
  return (await findTransaction(tx, transactionId)) as LedgerTransaction;
}

/**
 * Reverses a POSTED payment or refund the provider later reports as failed or returned (a direct
 * debit returned unpaid): a PAYMENT_REVERSAL or REFUND_REVERSAL of the same size, once per
 * original (its key is derived from it, and the schema allows one reversal per transaction).
 */
export async function reverseTransaction(
  sql: Sql,
  transactionId: string,
  reason: string,
  now: Date,
): Promise<LedgerTransaction> {
  const original = await findTransaction(sql, transactionId);
  if (!original) throw notFound('Ledger transaction');
  if (original.kind !== 'PAYMENT' && original.kind !== 'REFUND') {
    throw new ApiError('conflict', `A ${original.kind} cannot be reversed.`, {
      code: 'ledger.notReversible',
    });
  }
  if (original.status !== 'POSTED') {
    throw new ApiError('conflict', 'Only a posted payment or refund is reversed.', {
      code: 'ledger.notReversible',
    });
  }
  const kind = LEDGER_REVERSAL_OF[original.kind];
  return postTransaction(
    sql,
    {
      accountId: original.accountId,
      kind,
      amountPence: original.amountPence,
      idempotencyKey: `reversal:${original.id}`,
      reversesId: original.id,
      statementId: original.statementId,
      subType: original.subType,
      descriptionKey: `billing.lineItem.${kind === 'PAYMENT_REVERSAL' ? 'paymentReversal' : 'refundReversal'}`,
      failureReason: reason,
      providerPaymentId: original.providerPaymentId,
    },
    now,
  );
}

/** A payment failed by its provider: FAILED while PENDING, reversed once POSTED. */
export async function failPayment(
  tx: Sql,
  transactionId: string,
  reason: string,
  now: Date,
): Promise<LedgerTransaction> {
  const current = await findTransaction(tx, transactionId, { forUpdate: true });
  if (!current) throw notFound('Ledger transaction');
  if (current.status === 'POSTED') return reverseTransaction(tx, transactionId, reason, now);
  return setTransactionStatus(tx, transactionId, { status: 'FAILED', failureReason: reason }, now);
}
