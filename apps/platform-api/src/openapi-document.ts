import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openPgliteDatabase } from './db/pglite-database';

/**
 * The server the committed document names: relative, so the document (and the client generated
 * from it) does not depend on the machine or the public URL it was exported on.
 */
export const OPENAPI_DOCUMENT_SERVERS = [{ url: '/' }];

/**
 * The OpenAPI 3.1 document of every /api call, as `GET /api/openapi.json` serves it, built from a
 * throwaway platform on in-memory PGlite. `@brand/api-client` is generated from it.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    const app = await buildApp({ db, publicUrl: 'http://localhost:3000' });
    try {
      const document = app.swagger() as unknown as Record<string, unknown>;
      return { ...structuredClone(document), servers: OPENAPI_DOCUMENT_SERVERS };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, entry]) => [key, sortKeys(entry)]));
}

/**
 * The document as committed: keys sorted at every level (arrays keep their order, which carries
 * meaning), two-space indented, one trailing newline, so an unchanged API exports byte-identically.
 */
export function serialiseOpenApiDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
