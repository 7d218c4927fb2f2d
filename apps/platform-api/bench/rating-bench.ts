/**
 * Rating benchmark: times `rateProposal` in-process on varied, realistic disclosures (both schemes,
 * young and old drivers, claims, convictions, additional drivers, optional covers, promotions,
 * some referrals). Target: p99 under 2 ms. `pnpm bench:api` imports `benchRating`; run alone
 * (tsx or the built output) it prints its figures.
 */
import { pathToFileURL } from 'node:url';
import { rateProposal, sampleInputs } from '../src/modules/rating';

/** What one run measured: latency percentiles of single ratings and the sustained rate. */
export type RatingBenchResult = {
  p50Ms: number;
  p99Ms: number;
  ratePerSecond: number;
  samples: number;
};

/** Timed ratings per run. */
const SAMPLES = 20_000;
/** Untimed ratings first, so the JIT has compiled the engine before the clock starts. */
const WARMUP = 5_000;
/** Distinct disclosures cycled through (deterministic: seed 1). */
const DISTINCT_INPUTS = 2_000;
/** Ratings between yields to the event loop, so a caller's timers are not starved. */
const BATCH = 1_000;

const NS_PER_MS = 1_000_000;

function percentile(sortedNs: BigInt64Array, fraction: number): number {
  const index = Math.min(sortedNs.length - 1, Math.ceil(fraction * sortedNs.length) - 1);
  return Number(sortedNs[Math.max(index, 0)]) / NS_PER_MS;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Warms up, then times SAMPLES single ratings with process.hrtime.bigint. */
export async function benchRating(): Promise<RatingBenchResult> {
  const inputs = sampleInputs(DISTINCT_INPUTS, 1);
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) {
    sink += rateProposal(inputs[i % inputs.length] as (typeof inputs)[number]).referralReasons
      .length;
  }
  const durations = new BigInt64Array(SAMPLES);
  let elapsedNs = 0n;
  for (let i = 0; i < SAMPLES; i++) {
    const input = inputs[i % inputs.length] as (typeof inputs)[number];
    const start = process.hrtime.bigint();
    const result = rateProposal(input);
    const took = process.hrtime.bigint() - start;
    durations[i] = took;
    elapsedNs += took;
    sink += result.annualPremiumPence ?? 0;
    if ((i + 1) % BATCH === 0) await nextTick();
  }
  // Reading the sink keeps the ratings from being optimised away.
  if (sink < 0) throw new Error('unreachable');
  durations.sort();
  return {
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    ratePerSecond: Math.round(SAMPLES / (Number(elapsedNs) / 1e9)),
    samples: SAMPLES,
  };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const result = await benchRating();
  console.log(
    `rating: p50 ${result.p50Ms.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms, ` +
      `${result.ratePerSecond.toLocaleString('en-GB')} ratings/s over ${result.samples} samples`,
  );
}
