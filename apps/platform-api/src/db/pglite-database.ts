import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Sql } from './database';

/**
 * Embedded PostgreSQL (PGlite) in a data folder, or in memory when `dataDir` is undefined.
 * PGlite is one connection: a transaction holds it, so other work waits its turn (PGlite queues).
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // relaxedDurability stays off: a response that says "saved" must survive a kill -9.
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await runner.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async listen(channel, onNotice) {
      const unlisten = await pg.listen(channel, onNotice);
      // PGlite's stop function takes an optional transaction: never pass it anything.
      return () => unlisten();
    },
    close: () => pg.close(),
  };
}
