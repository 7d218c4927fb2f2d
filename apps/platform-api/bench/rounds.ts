import type { LoadResult } from './load';

/** A figure over several rounds: the median decides, the range shows how noisy it was. */
export type Spread = { median: number; min: number; max: number; values: number[] };

/** The median and range of `values` (at least one). */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('A spread needs at least one value.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return {
    median,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    values: [...values],
  };
}

/**
 * Runs `baseline` and `measured` alternately, `rounds` times each, and answers each round's
 * ratio of the measured throughput to the baseline's: alternating keeps a slow moment of a shared
 * machine from landing on one side only, and the median of the ratios lets no one noisy baseline
 * decide.
 */
export async function alternate(
  rounds: number,
  baseline: (round: number) => Promise<LoadResult>,
  measured: (round: number) => Promise<LoadResult>,
): Promise<{ baseline: LoadResult[]; measured: LoadResult[]; ratio: Spread; p99Ms: Spread }> {
  const base: LoadResult[] = [];
  const seen: LoadResult[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    base.push(await baseline(round));
    seen.push(await measured(round));
  }
  return {
    baseline: base,
    measured: seen,
    ratio: spreadOf(
      seen.map((result, i) => result.requestsPerSecond / (base[i] as LoadResult).requestsPerSecond),
    ),
    p99Ms: spreadOf(seen.map((result) => result.p99Ms)),
  };
}

/** "0.312 (0.298 to 0.330)": a spread as the report prints it. */
export function formatSpread(spread: Spread, digits = 3): string {
  return `${spread.median.toFixed(digits)} (${spread.min.toFixed(digits)} to ${spread.max.toFixed(digits)})`;
}
