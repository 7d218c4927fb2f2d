import type { Database } from './database';
import { MIGRATIONS, type Migration } from './migrations';

// A fixed advisory-lock key: two instances starting together on one server migrate one at a time.
const MIGRATION_LOCK = 735_001;

/**
 * Applies every migration not yet recorded in schema_migrations, in order, in one transaction
 * with their records (PostgreSQL's DDL is transactional), so a crash mid-way changes nothing.
 * `migrations` is every one but in a test of a migration, which first builds the schema before it.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       id text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
    );
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
  });
  return applied;
}
