import type { Database } from '../../db/database';

/** Each table's rows as a count and a checksum of their text, by table name. */
export type TableState = Record<string, string>;

/**
 * The state of every table of the database (bar those given, each with why), to compare before
 * and after requests that must change nothing. Read from the catalogue, so a table a later
 * migration adds is covered without a change here.
 */
export async function tableState(
  db: Database,
  excluded: Readonly<Record<string, string>>,
): Promise<TableState> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const state: TableState = {};
  for (const { table_name: table } of tables) {
    if (Object.hasOwn(excluded, table)) continue;
    const [row] = await db.query<{ rows: string; sum: string | null }>(
      `SELECT count(*)::text AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum
         FROM "${table}" t`,
    );
    state[table] = `${row?.rows} rows, ${row?.sum ?? 'empty'}`;
  }
  return state;
}

/** The tables whose state differs, with what each was and became. */
export function changedTables(before: TableState, after: TableState): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 'absent'} -> ${after[name] ?? 'absent'}`);
}
