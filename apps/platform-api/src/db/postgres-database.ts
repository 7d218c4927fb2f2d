import pg from 'pg';
import type { Database, Sql } from './database';

// Counts (bigint) come back as numbers, as PGlite returns them, so rows look the same on both
// engines; no count here comes near 2^53.
const { types } = pg;
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/** A pool of connections to a PostgreSQL server. */
export async function openPostgresDatabase(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
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
      try {
        await connection.query('BEGIN');
        const result = await work({
          query: async (text, params = []) =>
            (await connection.query(text, params as unknown[])).rows,
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    // One connection of its own per channel: a pooled one would be handed to other queries.
    async listen(channel, onNotice) {
      const listener = new pg.Client({ connectionString });
      await listener.connect();
      listener.on('notification', (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
      });
      // A lost listener means missed notices: log it rather than crash the instance.
      listener.on('error', (error) => process.emitWarning(`LISTEN ${channel}: ${error.message}`));
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await listener.end();
      };
    },
    close: () => pool.end(),
  };
}
