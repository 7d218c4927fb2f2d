import type { Migration } from './index';

/**
 * Files every instance shares (issue 14, ADR 0019): the database-backed FileStorage keeps each
 * file's bytes under its key, with what it holds and its size. Replacing a file rewrites its row.
 */
export const STORED_FILES: Migration = {
  id: '0012-stored-files',
  statements: [
    `CREATE TABLE stored_files (
       key text PRIMARY KEY,
       content_type text NOT NULL,
       size_bytes integer NOT NULL CHECK (size_bytes >= 0),
       content bytea NOT NULL,
       stored_at timestamptz NOT NULL
     )`,
  ],
};
