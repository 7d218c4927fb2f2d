/**
 * The server under load, in a process of its own so the load generator (api-bench) does not share
 * its event loop: `bench-server bare`, `bench-server pglite <dataDir> [initialDataFile]`,
 * `bench-server postgres <url>`, or `bench-server bare-write-pglite|bare-write-postgres <target>`
 * (one insert per request: the floor under any saved change). Listens on a free loopback port, sends `{ url }` to its parent
 * over IPC, and closes when the parent sends 'close'.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';

/** What the server tells its parent once it listens. */
export type ServerReady = { url: string };

/** The public URL the platform's tokens are issued for (nothing is fetched from it). */
const PUBLIC_URL = 'http://platform.bench';

async function start(kind: string, target: string | undefined): Promise<() => Promise<void>> {
  if (kind === 'bare') {
    const app: FastifyInstance = Fastify();
    app.get('/bare', async () => ({ ok: true, at: new Date().toISOString() }));
    await listen(app);
    return () => app.close();
  }
  const [engine, writeOnly] = kind.startsWith('bare-write-')
    ? [kind.slice('bare-write-'.length), true]
    : [kind, false];
  let db: Database;
  if (engine === 'pglite' && target) db = await openPgliteDatabase(target, process.argv[4]);
  else if (engine === 'postgres' && target) db = await openPostgresDatabase(target);
  else {
    throw new Error(
      'usage: bench-server bare | pglite <dataDir> | postgres <url> | bare-write-<engine> <target>',
    );
  }
  if (writeOnly) {
    // The least a saved change can cost: one durable insert of the body, nothing else.
    await db.query(
      'CREATE TABLE IF NOT EXISTS bench_writes (id bigserial PRIMARY KEY, body jsonb)',
    );
    const app: FastifyInstance = Fastify();
    app.patch('/bare-write', async (request) => {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO bench_writes (body) VALUES ($1) RETURNING id',
        [JSON.stringify(request.body)],
      );
      return { id: row?.id };
    });
    await listen(app);
    return async () => {
      await app.close();
      await db.close();
    };
  }
  await migrate(db);
  const app = await buildApp({ db, publicUrl: PUBLIC_URL });
  await listen(app);
  return async () => {
    await app.close();
    await db.close();
  };
}

async function listen(app: FastifyInstance): Promise<void> {
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url } satisfies ServerReady);
}

if (!process.send) throw new Error('bench-server runs as a child of api-bench (IPC).');
// Never outlive the benchmark, even when it is interrupted.
process.on('disconnect', () => process.exit(0));
const close = await start(process.argv[2] ?? '', process.argv[3]);
process.on('message', (message) => {
  if (message !== 'close') return;
  close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
