import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for tests that open it more than once. */
export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * Makes a new, empty database on the server `serverUrl` names (a test's TEST_DATABASE_URL), so
 * several handles or processes can share it; `drop` removes it, ending whatever still uses it.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
