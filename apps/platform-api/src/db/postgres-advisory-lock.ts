import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The 64-bit advisory lock key of a lock name: the first 8 bytes of its SHA-256, signed, as
 * PostgreSQL's bigint takes it (text, so no precision is lost on the way).
 */
export function advisoryLockKey(name: string): string {
  return createHash('sha256')
    .update(`brand-platform:${name}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * Runs `work` holding the session advisory lock of `name` on a connection of `locks` taken for
 * the purpose (never one of the pool the work's own queries use, so lock holders cannot starve
 * their own work of connections). The server lets the lock go if the process dies (the
 * connection closes); a connection that cannot unlock is destroyed, which lets it go too.
 */
export async function withAdvisoryLock<T>(
  locks: pg.Pool,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = advisoryLockKey(name);
  const connection = await locks.connect();
  let broken = false;
  // A connection lost while the work runs has let the lock go: say so rather than stay silent.
  const onLost = (error: Error) => {
    if (broken) return;
    broken = true;
    process.emitWarning(`The lock "${name}" was lost with its connection: ${error.message}`);
  };
  connection.on('error', onLost);
  try {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [key]);
  } catch (error) {
    connection.off('error', onLost);
    connection.release(true);
    throw error;
  }
  try {
    return await work();
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => {
      broken = true;
    });
    connection.off('error', onLost);
    connection.release(broken);
  }
}
