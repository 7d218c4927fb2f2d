// Test support: the real platform as a process (`node main.js`), for the tests that need more
// than one of it or a kill -9. The suite builds src/main.ts with tsup into a folder of its own
// (so it runs the sources under test, never a stale dist, and never races `pnpm build` writing
// dist), starts processes on free loopback ports, and stops them by their PIDs. Only tests import it.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const APP_ROOT = resolve(__dirname, '../..');
/** Inside node_modules, so the bundle's own imports resolve from this app's dependencies. */
const BUILDS = join(APP_ROOT, 'node_modules/.cache/platform-process-tests');
const START_TIMEOUT_MS = 120_000;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A built platform: `main` to run, `remove` when the suite is done. */
export type PlatformBuild = { main: string; remove(): void };

/** Bundles src/main.ts as `pnpm build` does, into a folder of the suite's own (about 2 s). */
export async function buildPlatform(): Promise<PlatformBuild> {
  mkdirSync(BUILDS, { recursive: true });
  const outDir = mkdtempSync(join(BUILDS, 'build-'));
  await promisify(execFile)(
    join(APP_ROOT, 'node_modules/.bin/tsup'),
    [
      'src/main.ts',
      '--no-config',
      '--format',
      'esm',
      '--platform',
      'node',
      '--target',
      'node20',
      '--out-dir',
      outDir,
      '--silent',
    ],
    { cwd: APP_ROOT },
  );
  return { main: join(outDir, 'main.js'), remove: () => rmSync(outDir, { recursive: true }) };
}

/** How a process ended: its exit code, or the signal that ended it. */
export type ProcessEnd = { code: number | null; signal: NodeJS.Signals | null };

/** A platform process. */
export type PlatformProcess = {
  url: string;
  port: number;
  pid: number;
  /** What it has printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when the process has exited (and been reaped). */
  readonly ended: Promise<ProcessEnd>;
  /** SIGKILL, as a crash: nothing is closed or flushed. Resolves once it has exited. */
  kill(): Promise<ProcessEnd>;
  /** SIGTERM (the platform closes cleanly), SIGKILL after 10 s. */
  stop(): Promise<ProcessEnd>;
};

/**
 * Spawns `node main` with `env` over the test's environment (without jest's node options),
 * listening on loopback on `port`, or a free port. A restart that must accept the tokens the
 * first process issued listens where it did: PUBLIC_URL is their issuer.
 */
export async function spawnPlatform(
  build: PlatformBuild,
  env: Record<string, string>,
  port?: number,
): Promise<PlatformProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [build.main], {
    cwd: APP_ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      // Its own address unless `env` names the one in front of several instances.
      PUBLIC_URL: url,
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let running = true;
  const ended = new Promise<ProcessEnd>((resolveEnd) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolveEnd({ code, signal });
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (running) child.kill(name);
    return ended;
  };
  return {
    url,
    port: listenOn,
    pid: child.pid as number,
    output: () => output,
    ended,
    kill: () => signal('SIGKILL'),
    async stop() {
      const killer = setTimeout(() => void signal('SIGKILL'), 10_000);
      const end = await signal('SIGTERM');
      clearTimeout(killer);
      return end;
    },
  };
}

/** Resolves once the platform answers GET /api/app-config; fails if it exits or takes too long. */
export async function waitUntilServing(platform: PlatformProcess): Promise<void> {
  let exited: ProcessEnd | null = null;
  void platform.ended.then((end) => {
    exited = end;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`the platform exited (${JSON.stringify(exited)}):\n${platform.output()}`);
    }
    try {
      if ((await fetch(`${platform.url}/api/app-config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(
    `the platform did not answer in ${START_TIMEOUT_MS / 1000} s:\n${platform.output()}`,
  );
}

/** Starts a platform and waits until it serves. */
export async function startPlatform(
  build: PlatformBuild,
  env: Record<string, string>,
  port?: number,
): Promise<PlatformProcess> {
  const platform = await spawnPlatform(build, env, port);
  try {
    await waitUntilServing(platform);
  } catch (error) {
    await platform.kill();
    throw error;
  }
  return platform;
}

/** Calls the platform's API with JSON; answers the status and the parsed body. */
export async function callPlatform<Body = Record<string, unknown>>(
  platform: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}
