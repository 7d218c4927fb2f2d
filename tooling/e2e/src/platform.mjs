// The real platform for the end-to-end tests: `node apps/platform-api/dist/main.js` on a free port
// with a fresh data folder (a copy of one migrated and seeded with the demo), stopped by its PID afterwards; or,
// for a restart, on a given port and an existing data folder.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../..', import.meta.url).pathname;
const MAIN = join(ROOT, 'apps/platform-api/dist/main.js');
const APP_BUILDS = ['apps/customer-portal/dist/index.html', 'apps/admin-console/dist/index.html'];
const START_TIMEOUT_MS = 90_000;
/**
 * A seeded data folder is copied for the files that run after the one that made it, for this long
 * at most: the demo's dates are relative to when it was seeded ("quoted 40 days ago"), and a run
 * takes about half an hour.
 */
const SEEDED_FOLDER_MAX_AGE_MS = 45 * 60_000;

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the platform and both apps (Turborepo's cache makes this quick when nothing changed). */
export function buildAll() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'build',
        '--filter=@brand/platform-api',
        '--filter=@brand/customer-portal',
        '--filter=@brand/admin-console',
        '--output-logs=errors-only',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code})`)),
    );
  });
}

/** True when the platform and both app builds are there. */
export function builtAlready() {
  return [MAIN, ...APP_BUILDS.map((path) => join(ROOT, path))].every((path) => existsSync(path));
}

async function waitForPlatform(url, exited, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) {
      throw new Error(`the platform exited (${exit}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/app-config`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the platform did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the platform; resolves `{ url, port, dataDir, pid, stop, kill, log }` once
 * `/api/app-config` answers.
 *
 * Options, all optional: `env` adds environment variables (a job's interval, say; the port, the
 * URL and the data folder are this function's own); `dataDir` reuses a data folder that outlives
 * the process (a restart after a crash), which is then never removed here, whereas without it a
 * fresh folder (a copy of the seeded one) is made and removed by `stop`; `port` listens on a given port instead of a free
 * one (a restart the same browser session can reach: its storage and tokens hold the origin).
 *
 * `stop` ends that one process (SIGTERM, then SIGKILL after 10 s) and removes a fresh data folder;
 * `kill` ends it at once with SIGKILL (a crash: nothing is closed or flushed) and resolves when it
 * has exited, leaving the data folder for the next start (or for `stop` to remove).
 */
export async function startPlatform({ env = {}, dataDir, port: wantedPort } = {}) {
  if (dataDir === undefined) {
    // A fresh folder starts as a copy of a migrated and seeded one (a fresh platform spends about
    // 4 s of its 7 s start on initdb, the migrations and the demo seed, forty files over).
    const seeded = await seededFolder(env);
    const dataRoot = mkdtempSync(join(tmpdir(), 'brand-e2e-'));
    cpSync(seeded.dataDir, join(dataRoot, 'data'), { recursive: true });
    return spawnPlatform({
      env,
      dataRoot,
      dataFolder: join(dataRoot, 'data'),
      wantedPort,
      seedLog: seeded.log,
    });
  }
  return spawnPlatform({ env, dataRoot: null, dataFolder: dataDir, wantedPort, seedLog: '' });
}

/**
 * The seeded data folder for this build of the platform and this environment: made by starting a
 * platform on a new folder and stopping it (PGlite closes cleanly), kept under the system's
 * temporary folder, remade when the build changes, when it is older than SEEDED_FOLDER_MAX_AGE_MS
 * or made on another London day. `log` is what that first start printed, the demo data included,
 * which the tests read (demo-data.mjs) as they would from a platform that seeded its own folder.
 *
 * Files run two at a time (package.json's --test-concurrency), so two may find no fresh folder and
 * both seed one. Each seeding therefore lands in a shelf entry of its own (the key, then when it
 * was made), moved into place whole by a rename; a file takes the newest fresh entry, and only
 * entries long past their age are removed, so no file removes a folder another is copying.
 */
async function seededFolder(env) {
  const build = statSync(MAIN);
  const key = createHash('sha256')
    .update(JSON.stringify([build.size, build.mtimeMs, env]))
    .digest('hex')
    .slice(0, 16);
  const shelf = join(tmpdir(), 'brand-e2e-seeded');
  mkdirSync(shelf, { recursive: true });
  const ready = freshestSeeded(shelf, key);
  if (ready) return ready;
  for (const other of readdirSync(shelf)) {
    // By age alone, not the London day: a file may still be copying one made before midnight.
    if (Date.now() - madeAtOf(join(shelf, other)) > SEEDED_FOLDER_MAX_AGE_MS * 2) {
      rmSync(join(shelf, other), { recursive: true, force: true });
    }
  }
  const making = mkdtempSync(join(tmpdir(), 'brand-e2e-seeding-'));
  const first = await spawnPlatform({
    env,
    dataRoot: null,
    dataFolder: join(making, 'data'),
    wantedPort: undefined,
    seedLog: '',
  });
  await first.stop();
  const madeAt = Date.now();
  writeFileSync(join(making, 'log.txt'), first.log());
  writeFileSync(join(making, 'made-at'), String(madeAt));
  renameSync(making, join(shelf, `${key}-${madeAt}-${process.pid}`));
  return freshestSeeded(shelf, key);
}

/** The newest fresh seeded folder of `key` on the shelf, or null. */
function freshestSeeded(shelf, key) {
  const home = readdirSync(shelf)
    .filter((name) => name.startsWith(`${key}-`))
    .map((name) => ({ home: join(shelf, name), madeAt: madeAtOf(join(shelf, name)) }))
    .filter(({ madeAt }) => isFresh(madeAt))
    .sort((a, b) => b.madeAt - a.madeAt)[0]?.home;
  if (!home) return null;
  return { dataDir: join(home, 'data'), log: readFileSync(join(home, 'log.txt'), 'utf8') };
}

/** When the shelf entry at `home` was made (0 when it has no record: a folder of an older layout). */
function madeAtOf(home) {
  const file = join(home, 'made-at');
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
}

function isFresh(madeAtMs) {
  const londonDay = (ms) => new Date(ms).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
  return (
    Date.now() - madeAtMs < SEEDED_FOLDER_MAX_AGE_MS &&
    londonDay(madeAtMs) === londonDay(Date.now())
  );
}

async function spawnPlatform({ env, dataRoot, dataFolder, wantedPort, seedLog }) {
  const port = wantedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataFolder,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A process ended by a signal keeps `exitCode` null: whether it has exited is this promise's.
  let running = true;
  const exited = new Promise((resolve) => {
    child.once('exit', () => {
      running = false;
      resolve();
    });
  });
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const kill = async () => {
    if (running) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => {
        if (running) child.kill('SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForPlatform(
      url,
      () => (running ? null : (child.exitCode ?? child.signalCode)),
      () => log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir: dataFolder, pid: child.pid, stop, kill, log: () => seedLog + log };
}
