import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoadResult } from './load';
import { type Spread, spreadOf } from './rounds';

/** One line of the benchmark's table. */
export type ReportRow = {
  measure: string;
  requestsPerSecond: number | null;
  p50Ms: number;
  p99Ms: number;
  /** Throughput as a fraction of its baseline's (bare Fastify, or the engine's bare write), measured in the same run. */
  ratioToBare: number | null;
  target: string;
  /** null: no target (the bare endpoint itself). */
  pass: boolean | null;
  non2xx?: number;
  errors?: number;
  responses?: number;
};

/** A row of the table from alternated rounds: medians, and the ratio's median judged. */
export function roundsRow(
  measure: string,
  rounds: LoadResult[],
  ratio: Spread | null,
  target: string,
  pass: boolean | null,
): ReportRow {
  const median = (pick: (result: LoadResult) => number) => spreadOf(rounds.map(pick)).median;
  const sum = (pick: (result: LoadResult) => number) =>
    rounds.reduce((total, result) => total + pick(result), 0);
  // A round with failed requests does not count as a pass, however fast the rest were.
  const clean = sum((result) => result.non2xx) === 0 && sum((result) => result.errors) === 0;
  return {
    measure,
    requestsPerSecond: median((result) => result.requestsPerSecond),
    p50Ms: median((result) => result.p50Ms),
    p99Ms: median((result) => result.p99Ms),
    ratioToBare: ratio?.median ?? null,
    target,
    pass: pass === null ? null : clean && pass,
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    responses: sum((result) => result.responses),
  };
}

const COLUMNS = ['measure', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'result'] as const;

function cells(row: ReportRow): string[] {
  return [
    row.measure,
    row.requestsPerSecond === null
      ? '-'
      : Math.round(row.requestsPerSecond).toLocaleString('en-GB'),
    row.p50Ms.toFixed(row.p50Ms < 10 ? 3 : 1),
    row.p99Ms.toFixed(row.p99Ms < 10 ? 3 : 1),
    row.ratioToBare === null ? '-' : row.ratioToBare.toFixed(3),
    row.target || '-',
    row.pass === null ? '' : row.pass ? 'PASS' : '*** MISS ***',
  ];
}

/** The rows as an aligned text table. */
export function formatTable(rows: ReportRow[]): string {
  const table = [[...COLUMNS], ...rows.map(cells)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...table.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) =>
        column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(table[0] ?? []), rule, ...table.slice(1).map(line)].join('\n');
}

/** Writes the figures as JSON (bench/results/ is ignored by git). */
export function writeResults(file: URL, results: object): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
