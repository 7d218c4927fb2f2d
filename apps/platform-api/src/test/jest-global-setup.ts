import { writePgliteTemplate } from './pglite-template';
import { writePostgresTemplate } from './postgres-template';

/** One migrated database for every suite to start from, on the run's engine. */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await writePostgresTemplate(serverUrl);
  else await writePgliteTemplate();
}
