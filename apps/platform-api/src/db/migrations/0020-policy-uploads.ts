import type { Migration } from './index';

/**
 * Documents customers send as proof (issue 18, ADR 0040): each file is staged first (its bytes in
 * the FileStorage under `file_key`, its row here with no `upload_id`), then a commit gathers the
 * named staged files into one upload with its purpose and comment, for the team's review.
 * - One staged file per policy and name (the partial UNIQUE index): the same name is never added
 *   twice; staging it again replaces the staged one.
 * - A committed file keeps its row for good; `reviewed_at` marks an upload the team has seen.
 */
export const POLICY_UPLOADS: Migration = {
  id: '0020-policy-uploads',
  statements: [
    `CREATE TABLE policy_uploads (
       id text PRIMARY KEY,
       policy_id text NOT NULL REFERENCES policies (id),
       purpose text NOT NULL,
       comment text,
       committed_by text NOT NULL,
       committed_at timestamptz NOT NULL,
       reviewed_by text,
       reviewed_at timestamptz
     )`,
    'CREATE INDEX policy_uploads_by_policy ON policy_uploads (policy_id, committed_at DESC)',
    'CREATE INDEX policy_uploads_to_review ON policy_uploads (committed_at) WHERE reviewed_at IS NULL',
    `CREATE TABLE policy_upload_files (
       id text PRIMARY KEY,
       policy_id text NOT NULL REFERENCES policies (id),
       file_name text NOT NULL,
       file_key text NOT NULL UNIQUE,
       content_type text NOT NULL,
       size_bytes integer NOT NULL CHECK (size_bytes > 0),
       sha256 text NOT NULL,
       staged_by text NOT NULL,
       staged_at timestamptz NOT NULL,
       upload_id text REFERENCES policy_uploads (id)
     )`,
    `CREATE UNIQUE INDEX policy_upload_files_staged_name
       ON policy_upload_files (policy_id, file_name) WHERE upload_id IS NULL`,
    'CREATE INDEX policy_upload_files_by_upload ON policy_upload_files (upload_id)',
  ],
};
