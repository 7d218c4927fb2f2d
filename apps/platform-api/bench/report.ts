import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoadResult } from './load';

/** One line of the benchmark's table. */
export type ReportRow = {
  measure: string;
  requestsPerSecond: number | null;
  p50Ms: number;
  p99Ms: number;
  /** Throughput as a fraction of the bare Fastify endpoint's, measured in the same run. */
  ratioToBare: number | null;
  target: string;
  /** null: no target (the bare endpoint itself). */
  pass: boolean | null;
  non2xx?: number;
  errors?: number;
  responses?: number;
};

/** A load measurement's row, judged against a minimum share of the bare endpoint's throughput. */
export function loadRow(
  measure: string,
  result: LoadResult,
  bare: LoadResult | null,
  minRatio: number | null,
): ReportRow {
  const ratio = bare ? result.requestsPerSecond / bare.requestsPerSecond : null;
  // A run with failed requests does not count as a pass, however fast the rest were.
  const clean = result.non2xx === 0 && result.errors === 0;
  return {
    measure,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    ratioToBare: ratio,
    target: minRatio === null ? '' : `>= ${minRatio.toFixed(2)} x bare`,
    pass: minRatio === null || ratio === null ? null : clean && ratio >= minRatio,
    non2xx: result.non2xx,
    errors: result.errors,
    responses: result.responses,
  };
}

const COLUMNS = ['measure', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'target', 'result'] as const;

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
