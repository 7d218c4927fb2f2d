import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock';
import type { Database, Sql } from './database';
import { initialDataFor } from './initial-data';
import { namedTurns } from './named-turns';

/**
 * The contrib extensions every PGlite of the platform loads: the customer search's indexes
 * (migration 0024) call their functions, so a data folder or template that holds those indexes
 * cannot even be opened without them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

/**
 * Embedded PostgreSQL (PGlite) in a data folder, or in memory when `dataDir` is undefined.
 * PGlite is one connection: a transaction holds it, so other work waits its turn (PGlite queues).
 * A data folder is this process's alone (lockDataFolder): a second process on it is refused with
 * DataFolderInUseError, since two PGlites on one folder silently lose each other's writes.
 * A new folder starts from `initialDataFile` when the build wrote it (initial-data.ts).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  initialDataFile?: string,
): Promise<Database> {
  let folderLock: DataFolderLock | null = null;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    folderLock = await lockDataFolder(dataDir);
  }
  let pg: PGlite;
  try {
    // relaxedDurability stays off: a response that says "saved" must survive a kill -9.
    const loadDataDir = dataDir ? initialDataFor(dataDir, initialDataFile) : undefined;
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  return pgliteDatabase(pg, () => folderLock?.release());
}

/** The Database over an open PGlite; `afterClose` runs once PGlite has closed. */
export function pgliteDatabase(pg: PGlite, afterClose: () => void = () => {}): Database {
  const wrap = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await runner.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  });
  const base = wrap(pg);
  const turns = namedTurns();
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async listen(channel, onNotice) {
      const unlisten = await pg.listen(channel, onNotice);
      // PGlite's stop function takes an optional transaction: never pass it anything.
      return () => unlisten();
    },
    exclusively: (name, work) => turns.take(name, work),
    async close() {
      await pg.close();
      afterClose();
    },
  };
}
