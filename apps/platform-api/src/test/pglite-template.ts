import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeInitialData } from '../db/initial-data-writer';

/**
 * The API suites on PGlite start from one migrated database instead of each running initdb and
 * every migration: jest's global set-up writes it once (a tar of PGlite's data folder) and each
 * suite's database loads it. A fresh in-memory PGlite took about 3 s to start on the 2-core CI
 * machine, and a hundred suites start one or more; loading the template takes about 1 s.
 * The suites still run `migrate` on what they load, so a template older than a migration is
 * brought up to date, not trusted.
 */
const TEMPLATE_ENV = 'PGLITE_TEST_TEMPLATE';

/** jest globalSetup: writes the template and tells the workers (they inherit the environment). */
export async function writePgliteTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const file = join(tmpdir(), `brand-pglite-template-${process.pid}.tar`);
  await writeInitialData(file, 'none');
  process.env[TEMPLATE_ENV] = file;
}

/** jest globalTeardown. */
export function removePgliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
}

/** The template to start a suite's PGlite from, when the global set-up wrote one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
