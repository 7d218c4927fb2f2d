import type { Database } from '../db/database';

/**
 * The lines of a query's plan that read one of `tables` whole, with sequential scans priced out:
 * any left means no index answers what the query asks (the index tests of the search and the
 * audit-log reader).
 */
export async function seqScansOf(
  db: Database,
  tables: RegExp,
  text: string,
  values: unknown[],
): Promise<string[]> {
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
  });
  return plan.map((row) => row['QUERY PLAN']).filter((line) => tables.test(line));
}
