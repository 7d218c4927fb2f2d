/**
 * Validation benchmark: what validating a whole disclosure (every disclosure section's form against
 * one complete proposal's answers, as the platform does to find the missing sections) costs with
 * each form's yup schema built once and reused (`validate`), against the same validation with the
 * schemas built afresh for every call (how it ran before, measured in the same run as the baseline).
 * `pnpm bench:api` imports `benchValidation`; run alone (the built output) it prints its figures.
 */
import { pathToFileURL } from 'node:url';
import { DISCLOSURE_SECTIONS } from '@brand/config';
import {
  buildSchema,
  type FormContext,
  type FormDefinition,
  type FormValues,
  setValue,
  validate,
} from '@brand/forms';
import { completeAnswers } from '../src/demo/demo-disclosure';
import { shippedVehicle } from '../src/test/test-vehicle';

/** One way of validating, timed: the median and 99th percentile of a whole disclosure, in ms. */
export type ValidationTiming = { p50Ms: number; p99Ms: number };

/** What one run measured: both ways, and the reused schemas' cost as a share of the baseline's. */
export type ValidationBenchResult = {
  sections: number;
  reused: ValidationTiming;
  builtPerCall: ValidationTiming;
  /** reused p50 over builtPerCall p50: below 1 is cheaper. */
  ratio: number;
  /** Sections whose answers did not validate (0: the disclosure is complete, as intended). */
  sectionsWithErrors: number;
};

/** Timed whole-disclosure validations per way and round. */
const SAMPLES = 400;
/** Untimed validations first, so the JIT has compiled the engine before the clock starts. */
const WARMUP = 100;
/** Rounds alternating the two ways, so a noisy moment of the machine does not decide the ratio. */
const ROUNDS = 3;

const NS_PER_MS = 1_000_000;

function percentile(sortedNs: BigInt64Array, fraction: number): number {
  const index = Math.min(sortedNs.length - 1, Math.ceil(fraction * sortedNs.length) - 1);
  return Number(sortedNs[Math.max(index, 0)]) / NS_PER_MS;
}

/** The complete answers of a clean BRAND-FLEX proposal, as the platform holds them. */
async function disclosureValues(): Promise<FormValues> {
  const specification = await shippedVehicle();
  const sections = completeAnswers({
    vehicle: { vrn: null, regLookup: false, specification },
    startDate: '2026-03-09',
  });
  let values: FormValues = {};
  for (const changes of Object.values(sections)) {
    for (const { path, value } of changes) values = setValue(values, path, value);
  }
  return values;
}

const CONTEXT: FormContext = {
  isAnonymous: true,
  schemeCode: 'BRAND-FLEX',
  promoCode: null,
  retailerExists: () => true,
  now: '2026-03-02T10:00:00Z',
};

type WholeDisclosure = (values: FormValues) => number;

// Both return the number of sections with errors, read so the work is not optimised away.
const withReusedSchemas: WholeDisclosure = (values) =>
  DISCLOSURE_SECTIONS.filter(
    (form: FormDefinition) => Object.keys(validate(form, values, CONTEXT)).length > 0,
  ).length;

const withSchemasBuiltPerCall: WholeDisclosure = (values) =>
  DISCLOSURE_SECTIONS.filter((form: FormDefinition) => {
    // A context of its own makes buildSchema build a new schema, as every call did before.
    const schema = buildSchema(form, values, { ...CONTEXT });
    return !schema.isValidSync(values, { context: CONTEXT, abortEarly: false });
  }).length;

function time(run: WholeDisclosure, values: FormValues, into: BigInt64Array, from: number): number {
  let sink = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = process.hrtime.bigint();
    sink += run(values);
    into[from + i] = process.hrtime.bigint() - start;
  }
  return sink;
}

function timing(durations: BigInt64Array): ValidationTiming {
  durations.sort();
  return { p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99) };
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Warms both ways up, then times them in alternating rounds. */
export async function benchValidation(): Promise<ValidationBenchResult> {
  const values = await disclosureValues();
  const sectionsWithErrors = withReusedSchemas(values);
  for (let i = 0; i < WARMUP; i++) {
    withReusedSchemas(values);
    withSchemasBuiltPerCall(values);
  }
  const reused = new BigInt64Array(SAMPLES * ROUNDS);
  const builtPerCall = new BigInt64Array(SAMPLES * ROUNDS);
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    sink += time(withSchemasBuiltPerCall, values, builtPerCall, round * SAMPLES);
    await nextTick();
    sink += time(withReusedSchemas, values, reused, round * SAMPLES);
    await nextTick();
  }
  if (sink < 0) throw new Error('unreachable');
  const result = {
    sections: DISCLOSURE_SECTIONS.length,
    reused: timing(reused),
    builtPerCall: timing(builtPerCall),
    sectionsWithErrors,
  };
  return { ...result, ratio: result.reused.p50Ms / result.builtPerCall.p50Ms };
}

/** The figures as one line. */
export function describeValidation(result: ValidationBenchResult): string {
  return (
    `validate a whole disclosure (${result.sections} sections): ` +
    `p50 ${result.reused.p50Ms.toFixed(3)} ms with each form's schema reused, ` +
    `${result.builtPerCall.p50Ms.toFixed(3)} ms building the schemas per call (baseline): ` +
    `${result.ratio.toFixed(3)} x the baseline ` +
    `(${result.sectionsWithErrors} section(s) with errors: the promotion's, shown with a promo code only)`
  );
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) console.log(describeValidation(await benchValidation()));
