import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { MovableClock } from '../clock';
import { openDatabase } from './open-database';
import { openPgliteDatabase } from './pglite-database';

// A child process that commits one row into PGlite in `dir`, says so, then waits to be killed.
const WRITER = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.query('CREATE TABLE IF NOT EXISTS saved (id text PRIMARY KEY)');
await db.query("INSERT INTO saved (id) VALUES ('answered')");
process.stdout.write('committed\\n');
setInterval(() => {}, 1000);
`;

function killAfterCommit(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', WRITER, dir], {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('committed')) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
    child.on('error', reject);
  });
}

describe('embedded PGlite durability', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'brand-pglite-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a committed write when the process is killed with SIGKILL', async () => {
    await killAfterCommit(join(dir, 'data'));
    const db = await openPgliteDatabase(join(dir, 'data'));
    expect(await db.query('SELECT id FROM saved')).toEqual([{ id: 'answered' }]);
    await db.close();
  }, 60_000);

  it('serves what it saved after the platform restarts on the same data folder', async () => {
    const clock = new MovableClock('2026-03-02T10:00:00Z');
    const dataDir = join(dir, 'platform');
    const first = await openDatabase({ dataDir });
    const app = await buildApp({ db: first, clock, publicUrl: 'http://platform.test' });
    const token = (await app.inject({ method: 'POST', url: '/api/session' })).json().accessToken;
    const created = await app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ schemeCode: 'BRAND-FLEX' }),
    });
    expect(created.statusCode).toBe(201);
    const { proposalCode } = created.json();
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    const again = await buildApp({ db: second, clock, publicUrl: 'http://platform.test' });
    const read = await again.inject({
      method: 'GET',
      url: `/api/proposals/${proposalCode}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The same signing key and the same proposal: the visitor's session survives the restart.
    expect(read.statusCode).toBe(200);
    expect(read.json().proposalCode).toBe(proposalCode);
    await again.close();
    await second.close();
  }, 60_000);
});
