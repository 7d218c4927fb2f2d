import { createHash } from 'node:crypto';
import type { SchemeUrlName } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import { renderCertificate } from './certificate-pdf';
import type { DocumentName, PolicyDocumentName } from './document-catalogue';
import type { PolicyDocumentFacts } from './document-facts';
import { renderSchedule } from './schedule-pdf';
import { renderStatementOfFact } from './statement-of-fact-pdf';
import { renderStaticDocument, WORDING_VERSION } from './static-documents';

/** A stored document: where its bytes are and what they hash to. */
export type StoredDocument = { fileKey: string; sha256: string; size: number };

const PDF = 'application/pdf';

const RENDERERS: Record<PolicyDocumentName, (facts: PolicyDocumentFacts) => Promise<Buffer>> = {
  'policy-certificate': renderCertificate,
  'policy-schedule': renderSchedule,
  'statement-of-fact': renderStatementOfFact,
};

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

type DocumentRow = { file_key: string; sha256: string; size_bytes: number };

async function findPolicyDocument(
  context: PlatformContext,
  policyId: string,
  version: number,
  name: PolicyDocumentName,
): Promise<StoredDocument | null> {
  const [row] = await context.db.query<DocumentRow>(
    `SELECT file_key, sha256, size_bytes FROM policy_documents
      WHERE policy_id = $1 AND policy_version = $2 AND name = $3`,
    [policyId, version, name],
  );
  return row ? { fileKey: row.file_key, sha256: row.sha256, size: row.size_bytes } : null;
}

/**
 * A policy version's document, made and stored on first need. The file goes in first, under a
 * key naming its content hash, and only then its row: a crash between the two leaves a file no
 * row names, which the next try overwrites with the same bytes under the same key, so a document
 * is never stored twice nor listed before it is whole. Two tries at once write the same bytes
 * and one row (ON CONFLICT DO NOTHING); both answer the row that won.
 */
export async function ensurePolicyDocument(
  context: PlatformContext,
  facts: PolicyDocumentFacts,
  name: PolicyDocumentName,
): Promise<StoredDocument> {
  const { policy, version } = facts;
  const stored = await findPolicyDocument(context, policy.id, version.version, name);
  if (stored) return stored;
  const bytes = await RENDERERS[name](facts);
  const hash = sha256(bytes);
  const fileKey = `documents/policies/${policy.id}/v${version.version}/${name}-${hash}.pdf`;
  await context.integrations.storage.put(fileKey, bytes, PDF);
  await context.db.query(
    `INSERT INTO policy_documents
       (policy_id, policy_version, name, file_key, sha256, size_bytes, generated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (policy_id, policy_version, name) DO NOTHING`,
    [policy.id, version.version, name, fileKey, hash, bytes.byteLength, context.clock.now()],
  );
  return (await findPolicyDocument(context, policy.id, version.version, name)) as StoredDocument;
}

// A static document's bytes never change within a wording version: made once per process.
const staticMade = new Map<string, Promise<{ bytes: Buffer; hash: string }>>();

/**
 * A scheme's static document, stored once under its content hash: every policy of the scheme
 * shares the one file, and a new wording version is a new file beside the old.
 */
export async function ensureStaticDocument(
  context: PlatformContext,
  scheme: SchemeUrlName,
  name: Exclude<DocumentName, PolicyDocumentName>,
): Promise<StoredDocument> {
  const id = `${scheme}/${name}`;
  let made = staticMade.get(id);
  if (!made) {
    made = renderStaticDocument(scheme, context.brand, name).then((bytes) => ({
      bytes,
      hash: sha256(bytes),
    }));
    // A failed render is not kept, so the next request tries again.
    made.catch(() => staticMade.delete(id));
    staticMade.set(id, made);
  }
  const { bytes, hash } = await made;
  const fileKey = `documents/static/${scheme}/${WORDING_VERSION.name}/${name}-${hash}.pdf`;
  const { storage } = context.integrations;
  if (!(await storage.exists(fileKey))) await storage.put(fileKey, bytes, PDF);
  return { fileKey, sha256: hash, size: bytes.byteLength };
}
