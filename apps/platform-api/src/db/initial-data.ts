import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A new data folder starts from a copy of an empty, fully migrated PGlite data folder written at
 * build time (`dist/initial-data.tar.gz`), not from initdb and every migration: on this 2-core
 * machine initdb alone takes 3 to 4 s and loading the copy about 1 s (`pnpm bench:api` prints the
 * cold starts). The copy holds only the schema: the demo's data is seeded at start, because its
 * dates are relative to the day it is seeded.
 */
export const INITIAL_DATA_FILE = 'initial-data.tar.gz';

/**
 * The copy to start `dataDir` from: only for a folder PostgreSQL has never initialised (no
 * PG_VERSION; a folder in use keeps its data), and only when the build wrote the copy (a
 * development run from sources falls back to initdb). `migrate` still runs on what it loads, so
 * a copy older than a migration is brought up to date, not trusted.
 */
export function initialDataFor(dataDir: string, file: string | undefined): Blob | undefined {
  if (!file || existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
