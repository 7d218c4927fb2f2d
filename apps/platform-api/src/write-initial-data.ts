// The build's step after tsup: writes dist/initial-data.tar.gz, the migrated empty data folder a
// new embedded data folder starts from (db/initial-data.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_DATA_FILE } from './db/initial-data';
import { writeInitialData } from './db/initial-data-writer';

const file = join(dirname(fileURLToPath(import.meta.url)), INITIAL_DATA_FILE);
const applied = await writeInitialData(file);
process.stdout.write(`Wrote ${file} (${applied.length} migrations).\n`);
