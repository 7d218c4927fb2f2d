import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ServerReady } from './bench-server';

/** A server under test, running in a child process. */
export type BenchServer = { url: string; close(): Promise<void> };

/** How long a forked server may take to open its database and listen. */
const START_TIMEOUT_MS = 60_000;

/** Where BENCH_PROFILE=1 puts the servers' CPU profiles (ignored by git). */
export const PROFILE_DIR = fileURLToPath(new URL('../results/profiles', import.meta.url));

/** Starts bench-server.js (built next to this file) as a child process and waits for its URL. */
export function forkServer(args: string[]): Promise<BenchServer> {
  const script = new URL('./bench-server.js', import.meta.url);
  // BENCH_PROFILE=1: each server writes a CPU profile (open it in Chrome DevTools) on exit.
  const execArgv = process.env.BENCH_PROFILE
    ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]
    : process.execArgv;
  const child = fork(script, args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`bench-server ${args[0]} did not start in ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench-server ${args[0]} exited with ${code} before listening`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const { url } = message as ServerReady;
      resolve({
        url,
        async close() {
          if (child.exitCode === null) child.send('close');
          await exited;
        },
      });
    });
  });
}

/** One request shape autocannon sends: a method, a path, headers and a body. */
export type LoadRequest = {
  method: 'GET' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  /**
   * The requests connection `index` sends, in a loop. Every connection has its own list, so
   * each can work on its own proposal (concurrent changes to one proposal conflict by design).
   */
  requestsFor(index: number): LoadRequest[];
};

/** What one load run measured. */
export type LoadResult = {
  /** 2xx responses per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses by HTTP status, to tell a conflict from a fault. */
  statusCodes: Record<string, number>;
};

/** Runs autocannon against `url` for `seconds` with one request list per connection. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let nextConnection = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
    timeout: 10,
    setupClient: (client) => {
      const index = nextConnection++;
      client.setRequests(options.requestsFor(index % options.connections));
    },
  });
  const ok = result['2xx'];
  return {
    requestsPerSecond: ok / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: ok + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]): [string, number] => [
        code,
        stats?.count ?? 0,
      ]),
    ),
  };
}
