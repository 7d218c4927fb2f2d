import type { Database } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { createScratchDatabase } from '../../db/scratch-postgres-database';
import {
  CONTRACT_LIST_PAGE_SIZE,
  CONTRACT_MAX_BYTES,
  fileStorageContract,
} from '../../test/file-storage-contract';
import { openTestDatabase, TEST_DATABASE_KIND } from '../../test/test-database';
import { createDatabaseFileStorage } from './database-file-storage';

const options = { maxBytes: CONTRACT_MAX_BYTES, listPageSize: CONTRACT_LIST_PAGE_SIZE };

/**
 * Two instances' storages on one database: on a PostgreSQL server two connection pools, as two
 * platform processes hold; on PGlite the one handle its data folder allows.
 */
async function twoInstances() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openTestDatabase();
    return {
      first: createDatabaseFileStorage(db, options),
      second: createDatabaseFileStorage(db, options),
      close: () => db.close(),
    };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const handles: Database[] = [
    await openDatabase({ databaseUrl: scratch.url }),
    await openDatabase({ databaseUrl: scratch.url }),
  ];
  return {
    first: createDatabaseFileStorage(handles[0] as Database, options),
    second: createDatabaseFileStorage(handles[1] as Database, options),
    async close() {
      for (const handle of handles) await handle.close();
      await scratch.drop();
    },
  };
}

describe(`files in the database (${TEST_DATABASE_KIND})`, () => {
  fileStorageContract(twoInstances);
});
