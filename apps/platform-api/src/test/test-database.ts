import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS, type Migration } from '../db/migrations';
import { openPgliteDatabase, PGLITE_EXTENSIONS, pgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { pgliteTemplate } from './pglite-template';
import { createSuiteDatabase, databaseUrl, onServer } from './postgres-template';

/**
 * The database a test suite runs on. TEST_DATABASE_URL (set by `npm test` after it starts a
 * throwaway PostgreSQL cluster) runs the same suite on a PostgreSQL server, in a database of its
 * own per suite (a copy of the migrated template, postgres-template.ts); otherwise on in-memory PGlite, started from the migrated template jest's global
 * set-up wrote (pglite-template.ts).
 */
export async function openTestDatabase(
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The templates hold every migration: a test of one starts from an empty database.
  const whole = migrations === MIGRATIONS;
  if (!serverUrl) {
    const template = whole ? pgliteTemplate() : null;
    const db = template
      ? pgliteDatabase(
          await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS }),
        )
      : await openPgliteDatabase();
    await migrate(db, migrations);
    return db;
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  if (whole) await createSuiteDatabase(serverUrl, name);
  else await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgresDatabase(databaseUrl(serverUrl, name), 4);
  await migrate(db, migrations);
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Which engine the suite runs on, for test names. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
