import pg from 'pg';
import type { Database, Sql } from './database';
import { namedTurns } from './named-turns';
import { withAdvisoryLock } from './postgres-advisory-lock';

// Counts (bigint) come back as numbers, as PGlite returns them, so rows look the same on both
// engines; no count here comes near 2^53.
const { types } = pg;
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/** How long a lost LISTEN connection waits before it is opened again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * Connections kept for holding locks (Database.exclusively): one per lock name held or awaited
 * at a time by this process, a handful at most (the jobs and the start-up).
 */
const LOCK_CONNECTIONS = 8;

/** A pool of connections to a PostgreSQL server. */
export async function openPostgresDatabase(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  const locks = new pg.Pool({ connectionString, max: LOCK_CONNECTIONS });
  // An idle connection the server drops (a restart, a failover, an administrator) must not take
  // the instance down: the pool replaces it on the next query.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL pool: ${error.message}`));
  locks.on('error', (error) => process.emitWarning(`PostgreSQL lock pool: ${error.message}`));
  // Within the process a name is taken in turns first, so each waits on one connection only.
  const turns = namedTurns();
  // Fail at start-up, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const query: Sql['query'] = async (text, params = []) =>
    (await pool.query(text, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const connection = await pool.connect();
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await connection.query('BEGIN');
        result = await work({
          query: async (text, params = []) =>
            (await connection.query(text, params as unknown[])).rows,
        });
        await connection.query('COMMIT');
      } catch (error) {
        // A connection that cannot even roll back is broken: it leaves the pool.
        const broken = await connection.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        connection.release(broken);
        throw error;
      }
      connection.release();
      return result;
    },
    // One connection of its own per channel (a pooled one would be handed to other queries),
    // opened again when it is lost; `onGap` says notices may have been missed meanwhile.
    async listen(channel, onNotice, onGap) {
      let stopped = false;
      let listener: pg.Client | null = null;
      const open = async (): Promise<void> => {
        const client = new pg.Client({ connectionString });
        client.on('notification', (notice) => {
          if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
        });
        client.on('error', (error) => {
          process.emitWarning(`LISTEN ${channel}: ${error.message}`);
          if (stopped || listener !== client) return;
          listener = null;
          client.end().catch(() => {});
          setTimeout(reopen, LISTEN_RETRY_MS).unref();
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listener = client;
      };
      const reopen = (): void => {
        if (stopped) return;
        open().then(
          () => onGap?.(),
          (error: Error) => {
            process.emitWarning(`LISTEN ${channel}: ${error.message}; trying again`);
            setTimeout(reopen, LISTEN_RETRY_MS).unref();
          },
        );
      };
      await open();
      return async () => {
        stopped = true;
        await listener?.end();
      };
    },
    exclusively: (name, work) => turns.take(name, () => withAdvisoryLock(locks, name, work)),
    async close() {
      await pool.end();
      await locks.end();
    },
  };
}
