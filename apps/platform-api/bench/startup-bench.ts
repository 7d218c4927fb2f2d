/**
 * Start-up benchmark (issue 20 "Start-up"): how long the platform on embedded PGlite takes from
 * `fork` to listening, on a new data folder started from the build's migrated copy
 * (db/initial-data.ts), on a new data folder made by initdb and every migration (how it started
 * before), and on an existing folder; each as a ratio to a bare Fastify server's start measured
 * in the same rounds. The rounds alternate the kinds, so a noisy moment does not decide a ratio.
 * `pnpm bench:api` imports `benchStartup`; run alone (the built output) it prints its figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INITIAL_DATA_FILE } from '../src/db/initial-data';
import { writeInitialData } from '../src/db/initial-data-writer';
import { forkServer } from './load';

const ROUNDS = 3;

/** One kind of start: its median, fastest and slowest, in ms, and the median's ratio to bare. */
export type StartupTiming = { medianMs: number; minMs: number; maxMs: number; ratioToBare: number };

export type StartupBenchResult = {
  rounds: number;
  bare: StartupTiming;
  newFolderFromCopy: StartupTiming;
  newFolderByInitdb: StartupTiming;
  existingFolder: StartupTiming;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Fork to listening, in ms: the server's process start, module loading and set-up. */
async function timeStart(args: string[]): Promise<number> {
  const started = performance.now();
  const server = await forkServer(args);
  const elapsed = performance.now() - started;
  await server.close();
  return elapsed;
}

export async function benchStartup(
  log: (message: string) => void = () => {},
): Promise<StartupBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'brand-startup-bench-'));
  try {
    const copy = join(dir, INITIAL_DATA_FILE);
    await writeInitialData(copy);
    const samples = { bare: [] as number[], copy: [] as number[], initdb: [] as number[] };
    const existing: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(`start-up round ${round} of ${ROUNDS}`);
      samples.bare.push(await timeStart(['bare']));
      const fromCopy = join(dir, `copy-${round}`);
      samples.copy.push(await timeStart(['pglite', fromCopy, copy]));
      samples.initdb.push(await timeStart(['pglite', join(dir, `initdb-${round}`)]));
      existing.push(await timeStart(['pglite', fromCopy, copy]));
    }
    const bareMedian = median(samples.bare);
    const timing = (values: number[]): StartupTiming => ({
      medianMs: Math.round(median(values)),
      minMs: Math.round(Math.min(...values)),
      maxMs: Math.round(Math.max(...values)),
      ratioToBare: Number((median(values) / bareMedian).toFixed(1)),
    });
    return {
      rounds: ROUNDS,
      bare: timing(samples.bare),
      newFolderFromCopy: timing(samples.copy),
      newFolderByInitdb: timing(samples.initdb),
      existingFolder: timing(existing),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as the benchmark prints them. */
export function describeStartup(result: StartupBenchResult): string {
  const line = (what: string, timing: StartupTiming) =>
    `  ${what}: median ${timing.medianMs} ms (${timing.minMs} to ${timing.maxMs}), ` +
    `${timing.ratioToBare} x a bare Fastify start`;
  const saved = 1 - result.newFolderFromCopy.medianMs / result.newFolderByInitdb.medianMs;
  return [
    `Start-up on embedded PGlite, fork to listening, ${result.rounds} alternating rounds:`,
    `  bare Fastify: median ${result.bare.medianMs} ms (${result.bare.minMs} to ${result.bare.maxMs})`,
    line("new data folder from the build's migrated copy", result.newFolderFromCopy),
    line('new data folder by initdb and every migration (before)', result.newFolderByInitdb),
    line('existing data folder', result.existingFolder),
    `  the copy saves ${Math.round(saved * 100)} % of a new folder's start`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeStartup(await benchStartup((message) => console.log(`[bench] ${message}`))));
}
