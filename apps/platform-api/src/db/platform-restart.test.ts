import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPlatform,
  callPlatform,
  type PlatformBuild,
  type PlatformProcess,
  startPlatform,
} from '../test/platform-process-test-support';
import { TEST_DATABASE_KIND } from '../test/test-database';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres-database';

/**
 * Where the platform keeps its data in this run: a fresh PGlite folder, or a fresh database on
 * the PostgreSQL server of the PostgreSQL run.
 */
async function storageForRun(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'brand-restart-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch: ScratchDatabase | null = serverUrl ? await createScratchDatabase(serverUrl) : null;
  return {
    env: {
      DATA_DIR: join(root, 'data'),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    async remove() {
      await scratch?.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

describe(`the platform killed with SIGKILL (${TEST_DATABASE_KIND})`, () => {
  let build: PlatformBuild;
  const running: PlatformProcess[] = [];
  beforeAll(async () => {
    build = await buildPlatform();
  }, 60_000);
  afterAll(async () => {
    for (const platform of running) await platform.kill();
    build?.remove();
  });

  it('keeps an acknowledged write, and starts again on its data at once', async () => {
    const storage = await storageForRun();
    try {
      const first = await startPlatform(build, storage.env);
      running.push(first);
      const session = await callPlatform<{ accessToken: string }>(first, 'POST', '/api/session');
      expect(session.status).toBe(201);
      const token = session.body.accessToken;
      const created = await callPlatform<{ proposalCode: string }>(
        first,
        'POST',
        '/api/proposals',
        {
          token,
          body: { schemeCode: 'BRAND-FLEX' },
        },
      );
      // Acknowledged: from here the write must survive whatever happens to the process.
      expect(created.status).toBe(201);
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });

      // At once: on PGlite the dead process's lock on the folder must not hold the restart up.
      // The same address, which issued the visitor's token.
      const second = await startPlatform(build, storage.env, first.port);
      running.push(second);
      const read = await callPlatform<{ proposalCode: string }>(
        second,
        'GET',
        `/api/proposals/${created.body.proposalCode}`,
        { token },
      );
      expect(read).toMatchObject({
        status: 200,
        body: { proposalCode: created.body.proposalCode },
      });
      await second.stop();
    } finally {
      await storage.remove();
    }
  }, 120_000);
});
