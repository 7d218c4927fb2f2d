// The real platform for the end-to-end tests: `node apps/platform-api/dist/main.js` on a free port
// with a fresh data folder (migrated and seeded with the demo), stopped by its PID afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../..', import.meta.url).pathname;
const MAIN = join(ROOT, 'apps/platform-api/dist/main.js');
const APP_BUILDS = ['apps/customer-portal/dist/index.html', 'apps/admin-console/dist/index.html'];
const START_TIMEOUT_MS = 90_000;

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

async function waitForPlatform(url, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the platform exited (${child.exitCode}) before answering:\n${output()}`);
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
 * Starts the platform; resolves `{ url, pid, stop }` once `/api/app-config` answers. `stop` ends
 * that one process (SIGTERM, then SIGKILL after 10 s) and removes its data folder.
 */
export async function startPlatform() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataRoot = mkdtempSync(join(tmpdir(), 'brand-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: join(dataRoot, 'data'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      const killer = setTimeout(() => {
        if (child.exitCode === null) process.kill(child.pid, 'SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForPlatform(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop, log: () => log };
}
