import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPostgresDatabase } from '../db/postgres-database';

/**
 * The API suites on a PostgreSQL server start from one migrated database, as those on PGlite start
 * from one migrated data folder (pglite-template.ts): jest's global set-up migrates a template
 * database once, and each suite's database is `CREATE DATABASE … TEMPLATE` of it, a file copy
 * on the server instead of every migration run again per suite. Suites still run `migrate` on
 * what they get, so the copy is checked, not trusted.
 */
const TEMPLATE_ENV = 'POSTGRES_TEST_TEMPLATE';

/** The server's URL with another database in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server's maintenance database. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** jest globalSetup, on a PostgreSQL run: migrates the template and tells the workers its name. */
export async function writePostgresTemplate(serverUrl: string): Promise<void> {
  const name = `test_template_${process.pid}`;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgresDatabase(databaseUrl(serverUrl, name), 2);
  try {
    await migrate(db);
  } finally {
    // A template may have no connection open while it is copied.
    await db.close();
  }
  process.env[TEMPLATE_ENV] = name;
}

/** jest globalTeardown. */
export async function removePostgresTemplate(serverUrl: string): Promise<void> {
  const name = process.env[TEMPLATE_ENV];
  if (name) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Creates the suite's database `name`: a copy of the template when the global set-up made one.
 * Two workers copying at once can meet PostgreSQL's "source database is being accessed by other
 * users" (55006) while the other's copy holds it: that one is retried after a moment.
 */
export async function createSuiteDatabase(serverUrl: string, name: string): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  const statement = template
    ? `CREATE DATABASE ${name} TEMPLATE ${template}`
    : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl, statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
