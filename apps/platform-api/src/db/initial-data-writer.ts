import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { PGLITE_EXTENSIONS, pgliteDatabase } from './pglite-database';

/**
 * Writes the migrated empty data folder to `file` (the build's step after tsup; the API suites'
 * template, uncompressed since every suite loads it). Returns the migrations applied.
 */
export async function writeInitialData(
  file: string,
  compression: 'gzip' | 'none' = 'gzip',
): Promise<string[]> {
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const applied = await migrate(pgliteDatabase(pg));
    const dump = await pg.dumpDataDir(compression);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return applied;
  } finally {
    await pg.close();
  }
}
