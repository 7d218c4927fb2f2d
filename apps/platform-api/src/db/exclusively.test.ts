import { setTimeout as sleep } from 'node:timers/promises';
import { openTestDatabase, TEST_DATABASE_KIND } from '../test/test-database';
import type { Database } from './database';
import { openPostgresDatabase } from './postgres-database';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres-database';

/** Long enough for a lock that should wait to have been taken if it were not waiting. */
const SETTLE_MS = 300;

/** A promise the test resolves when it wants. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Two handles on one database, as two instances of the platform hold them: on PostgreSQL two
 * pools (two processes' worth of connections); on PGlite the one handle a data folder allows.
 */
async function twoHandles(): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // From the suites' migrated template: a fresh PGlite's initdb passed jest's 30 s hook limit on
    // a loaded CI machine.
    const db = await openTestDatabase();
    return { a: db, b: db, close: () => db.close() };
  }
  const scratch: ScratchDatabase = await createScratchDatabase(serverUrl);
  const a = await openPostgresDatabase(scratch.url, 2);
  const b = await openPostgresDatabase(scratch.url, 2);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await scratch.drop();
    },
  };
}

describe(`Database.exclusively (${TEST_DATABASE_KIND})`, () => {
  let handles: Awaited<ReturnType<typeof twoHandles>>;
  beforeEach(async () => {
    handles = await twoHandles();
  }, 120_000);
  afterEach(() => handles?.close());

  it('lets one holder at a time run work under a name, the next once it is done', async () => {
    const steps: string[] = [];
    const first = gate();
    const held = handles.a.exclusively('billing', async () => {
      steps.push('a starts');
      await first.opened;
      steps.push('a ends');
      return 'a';
    });
    await sleep(SETTLE_MS);
    const waiting = handles.b.exclusively('billing', async () => {
      steps.push('b runs');
      return 'b';
    });
    await sleep(SETTLE_MS);
    expect(steps).toEqual(['a starts']);
    first.open();
    expect(await Promise.all([held, waiting])).toEqual(['a', 'b']);
    expect(steps).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('does not hold up work under another name', async () => {
    const first = gate();
    const held = handles.a.exclusively('renewals', () => first.opened);
    await sleep(SETTLE_MS);
    expect(await handles.b.exclusively('reconcile', async () => 'ran meanwhile')).toBe(
      'ran meanwhile',
    );
    first.open();
    await held;
  });

  it('gives failed work its error and lets the name go', async () => {
    await expect(
      handles.a.exclusively('billing', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await handles.b.exclusively('billing', async () => 'next')).toBe('next');
  });
});

// Only a server has other sessions to lose: on PGlite the holder is the process itself.
if (process.env.TEST_DATABASE_URL) {
  describe('Database.exclusively on a PostgreSQL server', () => {
    it('lets the name go when the holder’s connection dies, as when its process is killed', async () => {
      const handles = await twoHandles();
      const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => {});
      try {
        const first = gate();
        const held = handles.a.exclusively('billing', async () => {
          await first.opened;
          return 'finished without its lock';
        });
        await sleep(SETTLE_MS);
        let ran = false;
        const waiting = handles.b.exclusively('billing', async () => {
          ran = true;
        });
        await sleep(SETTLE_MS);
        expect(ran).toBe(false);
        // The holder's session, as the server sees it: the one granted the advisory lock.
        const [holder] = await handles.b.query<{ pid: number }>(
          "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted",
        );
        await handles.b.query('SELECT pg_terminate_backend($1)', [holder?.pid]);
        await waiting;
        expect(ran).toBe(true);
        first.open();
        expect(await held).toBe('finished without its lock');
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('The lock "billing" was lost with its connection'),
        );
      } finally {
        warn.mockRestore();
        await handles.close();
      }
    });
  });
}
