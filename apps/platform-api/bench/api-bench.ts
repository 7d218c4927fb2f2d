/**
 * `pnpm bench:api`: rating latency, the cost of validating a whole disclosure in-process and the
 * agents' customer search on generated customers (search-bench.ts), then the throughput and p99 of GET /proposals/{id}
 * and of a rating PATCH under concurrent load on PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL is set), each as a ratio to a bare Fastify JSON endpoint measured in the same
 * run. Prints a table, writes bench/results/latest.json, and exits 0 even when a target is missed:
 * a benchmark reports, it does not assert.
 *
 * Settings (environment): BENCH_SECONDS (each measurement, default 6), BENCH_WARMUP_SECONDS
 * (untimed load before each, default 2), BENCH_CONNECTIONS (default 20), BENCH_ROUNDS (alternating
 * rounds of each baseline and measurement, default and least 3), BENCH_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BenchServer, forkServer, type LoadRequest, type LoadResult, runLoad } from './load';
import {
  BENCH_MILEAGES,
  checkRatingPatch,
  createQuotedProposals,
  ratingPatchBody,
} from './proposals-fixture';
import type { RatingBenchResult } from './rating-bench';
import { formatTable, type ReportRow, roundsRow, writeResults } from './report';
import { alternate, formatSpread } from './rounds';
import type { SearchBenchResult } from './search-bench';
import type { ValidationBenchResult } from './validation-bench';

/**
 * Targets: rating in-process (issue 5); GET against bare Fastify, and a rating PATCH against the
 * same engine's bare durable write with its p99 at BENCH_CONNECTIONS (issue 20, which restates the
 * PATCH target of issue 5 against the write rather than against bare Fastify).
 */
const TARGETS = { ratingP99Ms: 2, getRatio: 0.4, patchToWriteRatio: 0.3, patchP99Ms: 50 } as const;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

const SECONDS = envNumber('BENCH_SECONDS', 6);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 20));
const DATABASE_URL = process.env.BENCH_DATABASE_URL || null;
/** Alternating rounds of each baseline and what is measured against it (at least 3). */
const ROUNDS = Math.max(3, Math.round(envNumber('BENCH_ROUNDS', 3)));

const log = (message: string) => console.log(`[bench] ${message}`);

/** Untimed load first (JIT, caches, connection pool), then the timed run. */
async function measure(
  what: string,
  url: string,
  requestsFor: (index: number) => LoadRequest[],
): Promise<LoadResult> {
  log(`${what}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s x ${CONNECTIONS} connections`);
  await runLoad({ url, seconds: WARMUP_SECONDS, connections: CONNECTIONS, requestsFor });
  const result = await runLoad({ url, seconds: SECONDS, connections: CONNECTIONS, requestsFor });
  log(
    `${what}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ` +
      `${result.responses} responses, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(by status: ${JSON.stringify(result.statusCodes)})`,
  );
  return result;
}

async function withServer<T>(
  args: string[],
  work: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await forkServer(args);
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

/** Rounds of a measurement alternated with its baseline: each round's figures and their spread. */
type Alternated = Awaited<ReturnType<typeof alternate>>;

/** What the platform measured on one database engine, each against its baseline. */
type PlatformFigures = {
  /** GET /api/proposals/{id} against bare Fastify's GET. */
  get: Alternated;
  /** A rating PATCH against one durable insert per request on the same engine. */
  patch: Alternated;
};

/** One durable insert per request on the same engine: what any saved change costs at least. */
function bareWriteRequests(): LoadRequest[] {
  return [
    {
      method: 'PATCH',
      path: '/bare-write',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ratingPatchBody(BENCH_MILEAGES[0] ?? 8_000)),
    },
  ];
}

/**
 * GET /api/proposals/{id} on one quoted proposal and rating PATCHes (one proposal a connection),
 * each in rounds alternated with its baseline: bare Fastify for the GET, the engine's bare
 * durable write (a server of its own on its own data) for the PATCH.
 */
async function measurePlatform(
  engine: string,
  args: string[],
  bareWriteArgs: string[],
  bareUrl: string,
): Promise<PlatformFigures> {
  return withServer(bareWriteArgs, (writer) =>
    withServer(args, async ({ url }) => {
      log(`${engine}: creating ${CONNECTIONS} quoted proposals, one per connection`);
      const rated = await createQuotedProposals(url, CONNECTIONS);
      const shown = rated[0];
      if (!shown) throw new Error('No proposal was created.');
      await checkRatingPatch(url, shown);

      const patch = await alternate(
        ROUNDS,
        (round) =>
          measure(`${engine} bare durable write, round ${round}`, writer.url, bareWriteRequests),
        (round) =>
          measure(`${engine} rating PATCH, round ${round}`, url, (index) => {
            const proposal = rated[index];
            if (!proposal) throw new Error(`No proposal for connection ${index}.`);
            return BENCH_MILEAGES.map((mileage) => ({
              method: 'PATCH',
              path: `/api/proposals/${proposal.proposalCode}`,
              headers: {
                authorization: `Bearer ${proposal.token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify(ratingPatchBody(mileage)),
            }));
          }),
      );
      const get = await alternate(
        ROUNDS,
        (round) =>
          measure(`bare Fastify GET /bare, round ${round}`, bareUrl, () => [
            { method: 'GET', path: '/bare' },
          ]),
        (round) =>
          measure(`${engine} GET /api/proposals/{id}, round ${round}`, url, () => [
            {
              method: 'GET',
              path: `/api/proposals/${shown.proposalCode}`,
              headers: { authorization: `Bearer ${shown.token}` },
            },
          ]),
      );
      return { get, patch };
    }),
  );
}

/** The engine's three rows: its bare write, its rating PATCH, its GET. */
function engineRows(engine: string, figures: PlatformFigures): ReportRow[] {
  const { patch, get } = figures;
  return [
    roundsRow(`${engine} bare durable write`, patch.baseline, null, '', null),
    roundsRow(
      `${engine} rating PATCH (ratio to the bare write)`,
      patch.measured,
      patch.ratio,
      `>= ${TARGETS.patchToWriteRatio.toFixed(2)}, p99 <= ${TARGETS.patchP99Ms} ms`,
      patch.ratio.median >= TARGETS.patchToWriteRatio && patch.p99Ms.median <= TARGETS.patchP99Ms,
    ),
    roundsRow(
      `${engine} GET /api/proposals/{id} (ratio to bare Fastify)`,
      get.measured,
      get.ratio,
      `>= ${TARGETS.getRatio.toFixed(2)}`,
      get.ratio.median >= TARGETS.getRatio,
    ),
  ];
}

/** The engine's ratios over the rounds, each with its range. */
function describeRounds(engine: string, figures: PlatformFigures): string {
  return [
    `${engine}, ${ROUNDS} alternating rounds each, median (range):`,
    `  rating PATCH / bare durable write: ${formatSpread(figures.patch.ratio)}; ` +
      `PATCH p99 ${formatSpread(figures.patch.p99Ms, 1)} ms`,
    `  GET /api/proposals/{id} / bare Fastify: ${formatSpread(figures.get.ratio)}; ` +
      `GET p99 ${formatSpread(figures.get.p99Ms, 1)} ms`,
  ].join('\n');
}

async function measurePglite(bareUrl: string): Promise<PlatformFigures> {
  // A data folder on disk, as in production (not in-memory).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const writeDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-write-'));
  try {
    return await measurePlatform(
      'PGlite',
      ['pglite', dataDir],
      ['bare-write-pglite', writeDir],
      bareUrl,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(writeDir, { recursive: true, force: true });
  }
}

/** Runs on a fresh database of the server at `serverUrl`, dropped afterwards. */
async function measurePostgres(serverUrl: string, bareUrl: string): Promise<PlatformFigures> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measurePlatform(
      'PostgreSQL',
      ['postgres', url.toString()],
      ['bare-write-postgres', url.toString()],
      bareUrl,
    );
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * The rating bench (rating-bench.ts), built as its own file next to this one: bundled into this file, its
 * "run alone" check would see this file as its own and print a second, separate run.
 */
function loadRatingBench(): Promise<typeof import('./rating-bench')> {
  return import(new URL('./rating-bench.js', import.meta.url).href);
}

/** The customer search bench (search-bench.ts), built as its own file for the same reason. */
function loadSearchBench(): Promise<typeof import('./search-bench')> {
  return import(new URL('./search-bench.js', import.meta.url).href);
}

/** The start-up bench (startup-bench.ts), built as its own file for the same reason. */
function loadStartupBench(): Promise<typeof import('./startup-bench')> {
  return import(new URL('./startup-bench.js', import.meta.url).href);
}

/** The validation bench (validation-bench.ts), built as its own file for the same reason. */
function loadValidationBench(): Promise<typeof import('./validation-bench')> {
  return import(new URL('./validation-bench.js', import.meta.url).href);
}

function ratingRow(rating: RatingBenchResult): ReportRow {
  return {
    measure: `rating in-process (${rating.ratePerSecond.toLocaleString('en-GB')}/s)`,
    requestsPerSecond: null,
    p50Ms: rating.p50Ms,
    p99Ms: rating.p99Ms,
    ratioToBare: null,
    target: `p99 < ${TARGETS.ratingP99Ms} ms`,
    pass: rating.p99Ms < TARGETS.ratingP99Ms,
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  log(`node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);

  log('rating in-process');
  const rating = await (await loadRatingBench()).benchRating();

  log('validating a whole disclosure in-process');
  const validationBench = await loadValidationBench();
  const validation: ValidationBenchResult = await validationBench.benchValidation();

  log('customer search on generated customers');
  const searchBench = await loadSearchBench();
  const search: SearchBenchResult[] = [await searchBench.benchSearchPglite(log)];
  if (DATABASE_URL) search.push(await searchBench.benchSearchPostgres(DATABASE_URL, log));

  log('start-up on new and existing data folders');
  const startupBench = await loadStartupBench();
  const startup = await startupBench.benchStartup(log);

  // Bare Fastify stays up through both engines: each GET round is alternated with one of it.
  const { pglite, postgres } = await withServer(['bare'], async ({ url: bareUrl }) => ({
    pglite: await measurePglite(bareUrl),
    postgres: DATABASE_URL ? await measurePostgres(DATABASE_URL, bareUrl) : null,
  }));

  const rows: ReportRow[] = [
    ratingRow(rating),
    roundsRow('bare Fastify GET /bare', pglite.get.baseline, null, '', null),
    ...engineRows('PGlite', pglite),
  ];
  if (postgres) rows.push(...engineRows('PostgreSQL', postgres));

  console.log('');
  console.log(
    `API benchmark: ${SECONDS} s per measurement after ${WARMUP_SECONDS} s warm-up, ` +
      `${CONNECTIONS} connections, loopback, server in its own process; each figure the median ` +
      `of ${ROUNDS} rounds alternated with its baseline ("ratio": to that baseline)`,
  );
  console.log(formatTable(rows));
  console.log(describeRounds('PGlite', pglite));
  if (postgres) console.log(describeRounds('PostgreSQL', postgres));
  if (!postgres) console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
  console.log(validationBench.describeValidation(validation));
  console.log(startupBench.describeStartup(startup));
  for (const figures of search) console.log(searchBench.describeSearch(figures));
  if (!DATABASE_URL) {
    console.log(
      'customer search: PGlite at 100,000 customers (its one connection made a million in minutes); set BENCH_DATABASE_URL for PostgreSQL at a million',
    );
  }
  for (const row of rows) {
    if (row.non2xx || row.errors) {
      console.log(
        `!!! ${row.measure}: ${row.non2xx} non-2xx responses and ${row.errors} errors ` +
          `of ${row.responses} responses`,
      );
    }
  }
  const missed = rows.filter((row) => row.pass === false);
  for (const row of missed) {
    console.log(`!!! MISS: ${row.measure} (target ${row.target})`);
  }
  if (missed.length === 0) console.log('All targets met.');

  const file = new URL('../results/latest.json', import.meta.url);
  writeResults(file, {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    settings: { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS },
    targets: TARGETS,
    rating,
    validation,
    startup,
    search,
    pglite,
    postgres,
    rows,
    missed: missed.map((row) => row.measure),
    tookSeconds: Math.round((Date.now() - started) / 1000),
  });
  log(`figures written to ${path.relative(process.cwd(), file.pathname)}`);
  log(`took ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
