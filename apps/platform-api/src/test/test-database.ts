import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase, PGLITE_EXTENSIONS, pgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { pgliteTemplate } from './pglite-template';

/**
 * The database a test suite runs on. TEST_DATABASE_URL (set by `npm test` after it starts a
 * throwaway PostgreSQL cluster) runs the same suite on a PostgreSQL server, in a database of its
 * own per suite; otherwise on in-memory PGlite, started from the migrated template jest's global
 * set-up wrote (pglite-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = pgliteTemplate();
    const db = template
      ? pgliteDatabase(
          await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS }),
        )
      : await openPgliteDatabase();
    await migrate(db);
    return db;
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 4);
  await migrate(db);
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Which engine the suite runs on, for test names. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
