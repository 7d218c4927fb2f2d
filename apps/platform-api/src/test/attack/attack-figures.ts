import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';

/**
 * What an attack suite tried and what got through. `requests` is always there; the others are
 * counted where the suite can tell: answers of 500 or more, another caller's data answered
 * (`leaks`), a forgery taken for real (`accepted`), a table changed by refused requests
 * (`stateChanges`), forgeries and replays answered 4xx (`refused`). The test summary prints them
 * and fails the run on any 5xx, leak, acceptance or state change.
 */
export type AttackFigures = {
  requests: number;
  fiveHundreds?: number;
  leaks?: number;
  accepted?: number;
  stateChanges?: number;
  refused?: number;
};

/** A suite's figures as the file holds them, with when they were recorded. */
export type RecordedFigures = AttackFigures & { recordedAt: string };

/** The file the figures of this run go to: one per database engine, as the jest results are. */
export function attackFiguresFile(): string {
  // This file sits in src/test/attack; the results files in the package's coverage folder.
  const coverage = join(__dirname, '..', '..', '..', 'coverage');
  const engine = process.env.TEST_DATABASE_URL ? '-postgres' : '';
  return join(coverage, `attack-figures${engine}.json`);
}

function readFigures(file: string): Record<string, RecordedFigures> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedFigures>;
  } catch {
    // No figures yet (or a file cut short by a killed run): this run starts them again.
    return {};
  }
}

/**
 * Records a suite's figures in this run's figures file. Suites run in parallel jest workers, so
 * the file is read and written under a lock; each suite replaces its own entry only.
 */
export async function recordAttackFigures(suite: string, figures: AttackFigures): Promise<void> {
  const file = attackFiguresFile();
  mkdirSync(join(file, '..'), { recursive: true });
  const release = await lock(file, {
    realpath: false,
    retries: { retries: 50, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    const all = readFigures(file);
    all[suite] = { ...figures, recordedAt: new Date().toISOString() };
    writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  } finally {
    await release();
  }
}

/** An answer of the access matrix: a status, or '2xx' where the table asks no more. */
type MatrixAnswer = number | string;

/**
 * The access matrix's figures from what each caller was answered and what the table expects:
 * a leak is a call the table refuses (4xx) that was answered with a success.
 */
export function accessMatrixFigures(
  answered: Record<string, Record<string, MatrixAnswer>>,
  expected: Record<string, Record<string, MatrixAnswer>>,
): AttackFigures {
  const figures = { requests: 0, fiveHundreds: 0, leaks: 0 };
  for (const [operation, roles] of Object.entries(answered)) {
    for (const [role, answer] of Object.entries(roles)) {
      const wanted = expected[operation]?.[role];
      const status = answer === '2xx' ? 200 : Number(answer);
      figures.requests += 1;
      if (status >= 500) figures.fiveHundreds += 1;
      if (typeof wanted === 'number' && wanted >= 400 && status < 400) figures.leaks += 1;
    }
  }
  return figures;
}

/**
 * Counts the tries of a forgery suite: `tried` takes each try's assertion that it is refused; a
 * try whose assertion fails was accepted. `record` writes the figures (call it in afterAll).
 */
export function forgeryTally(suite: string) {
  const figures = { requests: 0, accepted: 0 };
  return {
    async tried(refusal: Promise<unknown>): Promise<void> {
      figures.requests += 1;
      try {
        await refusal;
      } catch (error) {
        figures.accepted += 1;
        throw error;
      }
    },
    record: () => recordAttackFigures(suite, figures),
  };
}

/**
 * Counts the deliveries a webhook suite makes through its helpers: `sent` takes each answer on
 * its way back to the test. `record` writes the figures (call it in afterAll).
 */
export function deliveryTally(suite: string) {
  const figures = { requests: 0, fiveHundreds: 0, refused: 0 };
  return {
    async sent<T extends { status: number }>(answer: Promise<T>): Promise<T> {
      const response = await answer;
      figures.requests += 1;
      if (response.status >= 500) figures.fiveHundreds += 1;
      else if (response.status >= 400) figures.refused += 1;
      return response;
    },
    record: () => recordAttackFigures(suite, figures),
  };
}
