import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/**
 * Where the data lives: a PostgreSQL server when `databaseUrl` is set, else PGlite in `dataDir`,
 * which starts, when new, from the build's `initialDataFile` (db/initial-data.ts).
 */
export type StorageSettings = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  initialDataFile?: string | undefined;
};

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(settings: StorageSettings): Promise<Database> {
  const db = settings.databaseUrl
    ? await openPostgresDatabase(settings.databaseUrl)
    : await openPgliteDatabase(settings.dataDir, settings.initialDataFile);
  await migrate(db);
  return db;
}
