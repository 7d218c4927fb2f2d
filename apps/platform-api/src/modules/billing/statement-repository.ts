import type { ServicePeriod } from '@brand/domain';
import type { Sql } from '../../db/database';
import { customerLedgerAccount } from './ledger-accounts';

/** A statement as stored; its balances and status are summed from its ledger lines when read. */
export type StatementRecord = {
  id: string;
  accountId: string;
  statementNumber: number;
  createdAt: string;
  issued: boolean;
  paymentDueAt: string;
  servicePeriod: ServicePeriod | null;
  final: boolean;
};

type StatementRow = {
  id: string;
  customer_account_id: string;
  statement_number: number;
  created_at: Date | string;
  issued: boolean;
  payment_due_at: Date | string;
  service_period_start: string | null;
  service_period_end: string | null;
  final: boolean;
};

const COLUMNS = `id, customer_account_id, statement_number, created_at, issued, payment_due_at,
  service_period_start, service_period_end, final`;

function fromRow(row: StatementRow): StatementRecord {
  return {
    id: row.id,
    accountId: row.customer_account_id,
    statementNumber: Number(row.statement_number),
    createdAt: new Date(row.created_at).toISOString(),
    issued: row.issued,
    paymentDueAt: new Date(row.payment_due_at).toISOString(),
    servicePeriod:
      row.service_period_start && row.service_period_end
        ? { start: row.service_period_start, end: row.service_period_end }
        : null,
    final: row.final,
  };
}

/**
 * Inserts a statement as a draft unless the account already has one of that number (two runs at
 * once make one); answers whether this call made it.
 */
export async function insertStatement(sql: Sql, statement: StatementRecord): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO statements (id, customer_account_id, statement_number, created_at, issued,
       payment_due_at, service_period_start, service_period_end, final)
     VALUES ($1, $2, $3, $4, false, $5, $6, $7, $8)
     ON CONFLICT (customer_account_id, statement_number) DO NOTHING
     RETURNING id`,
    [
      statement.id,
      statement.accountId,
      statement.statementNumber,
      statement.createdAt,
      statement.paymentDueAt,
      statement.servicePeriod?.start ?? null,
      statement.servicePeriod?.end ?? null,
      statement.final,
    ],
  );
  return rows.length > 0;
}

/** Marks a draft statement issued, once its lines are on it. */
export async function markStatementIssued(sql: Sql, id: string): Promise<void> {
  await sql.query('UPDATE statements SET issued = true WHERE id = $1', [id]);
}

/** An account's statements, oldest (number 0) first. */
export async function listStatements(sql: Sql, accountId: string): Promise<StatementRecord[]> {
  const rows = await sql.query<StatementRow>(
    `SELECT ${COLUMNS} FROM statements WHERE customer_account_id = $1 ORDER BY statement_number`,
    [accountId],
  );
  return rows.map(fromRow);
}

/** The highest statement number of an account, or -1 before its first. */
export async function lastStatementNumber(sql: Sql, accountId: string): Promise<number> {
  const [row] = await sql.query<{ last: number | null }>(
    'SELECT MAX(statement_number) AS last FROM statements WHERE customer_account_id = $1',
    [accountId],
  );
  return row?.last === null || row?.last === undefined ? -1 : Number(row.last);
}

/** True when the account has a final statement. */
export async function hasFinalStatement(sql: Sql, accountId: string): Promise<boolean> {
  const rows = await sql.query(
    'SELECT 1 FROM statements WHERE customer_account_id = $1 AND final LIMIT 1',
    [accountId],
  );
  return rows.length > 0;
}

/**
 * Issued statements due by `now` on which no collection has been tried: the collections job's
 * candidates. A purchase's statement 0 is its checkout's to take, so it is a candidate only when
 * left short: its payments all taken (none awaiting confirmation, failed or reversed: a failed
 * first payment is the customer's to settle, as any failed collection) yet less than it asks,
 * which a checkout of an older, cheaper quote used to leave. A renewal bound on its anniversary
 * collects its statement 0 from the method the customer already pays by.
 */
export async function listStatementsToCollect(
  sql: Sql,
  now: Date,
): Promise<{ accountId: string; statementId: string }[]> {
  const rows = await sql.query<{ customer_account_id: string; id: string }>(
    `SELECT s.customer_account_id, s.id FROM statements s
       JOIN customer_accounts a ON a.id = s.customer_account_id
       JOIN policies p ON p.id = a.policy_id
      WHERE s.issued
        AND s.payment_due_at <= $1
        AND a.status = 'ACTIVE'
        AND (s.statement_number > 0 OR p.renewal_cycle > 0 OR (
          EXISTS (
            SELECT 1 FROM ledger_transactions t
             WHERE t.statement_id = s.id AND t.kind = 'PAYMENT' AND t.status = 'POSTED')
          AND NOT EXISTS (
            SELECT 1 FROM ledger_transactions t
             WHERE t.statement_id = s.id
               AND (t.kind = 'PAYMENT_REVERSAL' OR (t.kind = 'PAYMENT' AND t.status <> 'POSTED')))
          AND (SELECT COALESCE(SUM(lp.amount_pence), 0) FROM ledger_postings lp
                 JOIN ledger_transactions t ON t.id = lp.transaction_id
                WHERE t.statement_id = s.id AND lp.ledger_account = $2::text || a.id) > 0))
        AND NOT EXISTS (
          SELECT 1 FROM ledger_transactions t
           WHERE t.statement_id = s.id AND t.kind = 'PAYMENT'
             AND t.idempotency_key LIKE 'collection:%')
      ORDER BY s.payment_due_at, s.id`,
    // The customer's side of the ledger: what the statement's lines leave owing.
    [now, customerLedgerAccount('')],
  );
  return rows.map((row) => ({ accountId: row.customer_account_id, statementId: row.id }));
}
