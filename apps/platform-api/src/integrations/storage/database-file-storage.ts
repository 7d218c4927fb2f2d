import type { Sql } from '../../db/database';
import {
  checkFileKey,
  checkFilePrefix,
  checkFilePut,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_MAX_FILE_BYTES,
  type FileStorage,
  type StoredFile,
} from './file-storage';

type FileRow = { key: string; content_type: string; size_bytes: number; content: Uint8Array };

/**
 * Files in the database's `stored_files` table (bytea): the default, since every instance on one
 * PostgreSQL server already shares it, and the embedded PGlite holds it too. Fine for documents
 * and uploads of a few megabytes; an S3-compatible bucket (STORAGE_S3_BUCKET) suits more.
 */
export function createDatabaseFileStorage(
  db: Sql,
  options: { maxBytes?: number; listPageSize?: number } = {},
): FileStorage {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  const pageSize = options.listPageSize ?? DEFAULT_LIST_PAGE_SIZE;
  return {
    kind: 'database',
    maxBytes,
    async put(key, body, contentType) {
      checkFilePut(key, body, contentType, maxBytes);
      await db.query(
        `INSERT INTO stored_files (key, content_type, size_bytes, content, stored_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type,
           size_bytes = EXCLUDED.size_bytes, content = EXCLUDED.content, stored_at = now()`,
        [key, contentType, body.byteLength, Buffer.from(body)],
      );
      return { key, contentType, size: body.byteLength };
    },
    async get(key): Promise<StoredFile | null> {
      checkFileKey(key);
      const [row] = await db.query<FileRow>(
        'SELECT key, content_type, size_bytes, content FROM stored_files WHERE key = $1',
        [key],
      );
      if (!row) return null;
      return {
        key: row.key,
        contentType: row.content_type,
        size: row.size_bytes,
        // node-postgres answers a Buffer, PGlite a Uint8Array: callers get a Buffer from both.
        body: Buffer.from(row.content),
      };
    },
    async exists(key) {
      checkFileKey(key);
      const rows = await db.query('SELECT 1 FROM stored_files WHERE key = $1', [key]);
      return rows.length > 0;
    },
    async delete(key) {
      checkFileKey(key);
      await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
    async *list(prefix) {
      checkFilePrefix(prefix);
      // Pages after the last key seen (the primary key's order), so deletes between pages
      // neither repeat nor skip a key.
      let after = '';
      for (;;) {
        const rows = await db.query<{ key: string; stored_at: Date | string }>(
          `SELECT key, stored_at FROM stored_files
            WHERE starts_with(key, $1) AND key > $2 ORDER BY key LIMIT $3`,
          [prefix, after, pageSize],
        );
        for (const row of rows) yield { key: row.key, storedAt: new Date(row.stored_at) };
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = last.key;
      }
    },
  };
}
