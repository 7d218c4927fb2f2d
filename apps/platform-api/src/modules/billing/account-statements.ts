import type { Sql } from '../../db/database';
import { listTransactions } from './ledger-repository';
import { listStatements } from './statement-repository';
import { type StatementSummary, summariseStatements } from './statement-summary';

/** Every statement of an account, summed from its ledger, oldest first. */
export async function loadStatementSummaries(
  sql: Sql,
  accountId: string,
): Promise<StatementSummary[]> {
  const [statements, lines] = await Promise.all([
    listStatements(sql, accountId),
    listTransactions(sql, accountId),
  ]);
  return summariseStatements(statements, lines);
}
