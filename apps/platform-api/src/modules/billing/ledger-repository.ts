import type { LedgerSubType, LedgerTransactionStatus, LedgerType, Pence } from '@brand/domain';
import { customerLedgerAmount } from '@brand/domain';
import type { Sql } from '../../db/database';
import { customerLedgerAccount } from './ledger-accounts';
import type { LedgerTransaction } from './ledger-transaction';

type TransactionRow = {
  id: string;
  customer_account_id: string;
  kind: string;
  status: string;
  amount_pence: number;
  idempotency_key: string;
  request_hash: string;
  statement_id: string | null;
  reverses_id: string | null;
  sub_type: string | null;
  description_key: string;
  description_value: string | null;
  payment_method_description: string | null;
  provider_payment_id: string | null;
  failure_reason: string | null;
  service_period_start: string | null;
  service_period_end: string | null;
  effective_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = `id, customer_account_id, kind, status, amount_pence, idempotency_key, request_hash,
  statement_id, reverses_id, sub_type, description_key, description_value,
  payment_method_description, provider_payment_id, failure_reason, service_period_start,
  service_period_end, effective_at, created_at, updated_at`;

/** A stored transaction and the hash of the request that made it. */
export type StoredTransaction = { transaction: LedgerTransaction; requestHash: string };

function fromRow(row: TransactionRow): StoredTransaction {
  const kind = row.kind as LedgerType;
  return {
    requestHash: row.request_hash,
    transaction: {
      id: row.id,
      accountId: row.customer_account_id,
      kind,
      status: row.status as LedgerTransactionStatus,
      amountPence: Number(row.amount_pence),
      customerAmountPence: customerLedgerAmount(kind, Number(row.amount_pence)),
      idempotencyKey: row.idempotency_key,
      statementId: row.statement_id,
      reversesId: row.reverses_id,
      subType: row.sub_type as LedgerSubType | null,
      descriptionKey: row.description_key,
      descriptionValue: row.description_value,
      paymentMethodDescription: row.payment_method_description,
      providerPaymentId: row.provider_payment_id,
      failureReason: row.failure_reason,
      servicePeriod:
        row.service_period_start && row.service_period_end
          ? { start: row.service_period_start, end: row.service_period_end }
          : null,
      effectiveAt: new Date(row.effective_at).toISOString(),
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}

/** One posting of a transaction: a ledger account and a signed amount (debit positive). */
export type Posting = { ledgerAccount: string; amountPence: Pence };

/** A new transaction row, ready to insert with its postings. */
export type NewTransactionRow = Omit<LedgerTransaction, 'customerAmountPence' | 'updatedAt'> & {
  requestHash: string;
};

/**
 * Inserts a transaction and its postings in one statement, so even outside a transaction they
 * commit together (the deferred balance check runs at the end of it). Answers false, writing
 * nothing, when the idempotency key is already taken: the caller reads what holds it.
 */
export async function insertTransaction(
  sql: Sql,
  row: NewTransactionRow,
  postings: readonly Posting[],
): Promise<boolean> {
  const inserted = await sql.query<{ transaction_id: string }>(
    `WITH t AS (
       INSERT INTO ledger_transactions (id, customer_account_id, kind, status, amount_pence,
         idempotency_key, request_hash, statement_id, reverses_id, sub_type, description_key,
         description_value, payment_method_description, provider_payment_id, failure_reason,
         service_period_start, service_period_end, effective_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $19)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id)
     INSERT INTO ledger_postings (transaction_id, ledger_account, amount_pence)
     SELECT t.id, p.account, p.amount
       FROM t, unnest($20::text[], $21::integer[]) AS p(account, amount)
     RETURNING transaction_id`,
    [
      row.id,
      row.accountId,
      row.kind,
      row.status,
      row.amountPence,
      row.idempotencyKey,
      row.requestHash,
      row.statementId,
      row.reversesId,
      row.subType,
      row.descriptionKey,
      row.descriptionValue,
      row.paymentMethodDescription,
      row.providerPaymentId,
      row.failureReason,
      row.servicePeriod?.start ?? null,
      row.servicePeriod?.end ?? null,
      row.effectiveAt,
      row.createdAt,
      postings.map((posting) => posting.ledgerAccount),
      postings.map((posting) => posting.amountPence),
    ],
  );
  return inserted.length > 0;
}

/** The transaction holding an idempotency key, or null. */
export async function findTransactionByKey(
  sql: Sql,
  idempotencyKey: string,
): Promise<StoredTransaction | null> {
  const [row] = await sql.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM ledger_transactions WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return row ? fromRow(row) : null;
}

/** One transaction, locked for a status change when `forUpdate`. */
export async function findTransaction(
  sql: Sql,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LedgerTransaction | null> {
  const [row] = await sql.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM ledger_transactions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? fromRow(row).transaction : null;
}

/** Every transaction of an account, oldest first. */
export async function listTransactions(sql: Sql, accountId: string): Promise<LedgerTransaction[]> {
  const rows = await sql.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM ledger_transactions WHERE customer_account_id = $1
      ORDER BY effective_at, seq`,
    [accountId],
  );
  return rows.map((row) => fromRow(row).transaction);
}

/** The transactions a statement lists as its line items, oldest first. */
export async function listStatementTransactions(
  sql: Sql,
  statementIds: readonly string[],
): Promise<LedgerTransaction[]> {
  if (statementIds.length === 0) return [];
  const rows = await sql.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM ledger_transactions WHERE statement_id = ANY($1::text[])
      ORDER BY effective_at, seq`,
    [statementIds],
  );
  return rows.map((row) => fromRow(row).transaction);
}

/** The postings of one transaction, in the order written. */
export async function listPostings(sql: Sql, transactionId: string): Promise<Posting[]> {
  const rows = await sql.query<{ ledger_account: string; amount_pence: number }>(
    `SELECT ledger_account, amount_pence FROM ledger_postings WHERE transaction_id = $1
      ORDER BY id`,
    [transactionId],
  );
  return rows.map((row) => ({
    ledgerAccount: row.ledger_account,
    amountPence: Number(row.amount_pence),
  }));
}

/** Adds postings to an existing transaction (the contra postings of a failure). */
export async function insertPostings(
  sql: Sql,
  transactionId: string,
  postings: readonly Posting[],
): Promise<void> {
  await sql.query(
    `INSERT INTO ledger_postings (transaction_id, ledger_account, amount_pence)
     SELECT $1, p.account, p.amount FROM unnest($2::text[], $3::integer[]) AS p(account, amount)`,
    [
      transactionId,
      postings.map((posting) => posting.ledgerAccount),
      postings.map((posting) => posting.amountPence),
    ],
  );
}

/** Sets a transaction's status (and a failure reason or provider id when given). */
export async function updateTransactionStatus(
  sql: Sql,
  id: string,
  change: {
    status: LedgerTransactionStatus;
    failureReason?: string | null;
    providerPaymentId?: string | null;
  },
  at: Date,
): Promise<void> {
  await sql.query(
    `UPDATE ledger_transactions
        SET status = $2, failure_reason = COALESCE($3, failure_reason),
            provider_payment_id = COALESCE($4, provider_payment_id), updated_at = $5
      WHERE id = $1`,
    [id, change.status, change.failureReason ?? null, change.providerPaymentId ?? null, at],
  );
}

/** Assigns an account's transactions not yet on a statement to `statementId`. */
export async function assignUnstatedTransactions(
  sql: Sql,
  accountId: string,
  statementId: string,
): Promise<void> {
  await sql.query(
    `UPDATE ledger_transactions SET statement_id = $2
      WHERE customer_account_id = $1 AND statement_id IS NULL`,
    [accountId, statementId],
  );
}

/**
 * The balance of a customer account: the sum of every posting on its ledger account. Nothing
 * else holds it, so it cannot drift from the postings (a failed transaction's contra postings
 * cancel it out).
 */
export async function customerBalance(sql: Sql, accountId: string): Promise<Pence> {
  const [row] = await sql.query<{ balance: number }>(
    `SELECT COALESCE(SUM(amount_pence), 0)::integer AS balance FROM ledger_postings
      WHERE ledger_account = $1`,
    [customerLedgerAccount(accountId)],
  );
  return Number(row?.balance ?? 0);
}
