import { removePgliteTemplate } from './pglite-template';
import { removePostgresTemplate } from './postgres-template';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await removePostgresTemplate(serverUrl);
  else removePgliteTemplate();
}
