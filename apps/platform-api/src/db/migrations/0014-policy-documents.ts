import type { Migration } from './index';

/**
 * The documents made for each policy version (issue 17, ADR 0030): which stored file holds the
 * certificate, schedule or statement of fact of a version. The file's key carries its content
 * hash, so generating again makes the same key and the row is written once (ON CONFLICT DO
 * NOTHING); a row exists only once its file is stored, so no reader sees half a document.
 */
export const POLICY_DOCUMENTS: Migration = {
  id: '0014-policy-documents',
  statements: [
    `CREATE TABLE policy_documents (
       policy_id text NOT NULL REFERENCES policies (id),
       policy_version integer NOT NULL,
       name text NOT NULL,
       file_key text NOT NULL,
       sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
       size_bytes integer NOT NULL CHECK (size_bytes > 0),
       generated_at timestamptz NOT NULL,
       PRIMARY KEY (policy_id, policy_version, name),
       FOREIGN KEY (policy_id, policy_version) REFERENCES policy_versions (policy_id, version)
     )`,
  ],
};
