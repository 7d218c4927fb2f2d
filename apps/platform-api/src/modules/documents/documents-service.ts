import { assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import { ProviderError } from '../../integrations/provider-error';
import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import {
  type DocumentEntry,
  type DocumentName,
  documentFileName,
  documentsOf,
  POLICY_DOCUMENT_NAMES,
  type PolicyDocumentName,
} from './document-catalogue';
import { loadPolicyDocumentFacts, type PolicyDocumentFacts } from './document-facts';
import { ensurePolicyDocument, ensureStaticDocument, type StoredDocument } from './document-store';

/** How long a document link works: long enough to open, too short to pass around. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;
/** The link tokens' purpose: their audience, so no other token passes as one. */
const LINK_PURPOSE = 'documents';

/** The facts of one of the caller's policies; another's answers 404, as one that does not exist. */
async function ownPolicyFacts(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
): Promise<PolicyDocumentFacts> {
  const policy = await findPolicy(context.db, policyId);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  // The documents of the cover in force now: a change dated later has its own from its date.
  const facts = await loadPolicyDocumentFacts(context.db, policyId, {
    inForceAt: context.clock.now(),
  });
  if (!facts) throw notFound('Policy');
  return facts;
}

/** The documents of one of the caller's policies, as the documents tab lists them. */
export async function listPolicyDocuments(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
): Promise<{ policyId: string; documents: (DocumentEntry & { fileName: string })[] }> {
  const facts = await ownPolicyFacts(context, principal, policyId);
  return {
    policyId,
    documents: documentsOf(facts).map((entry) => ({
      ...entry,
      fileName: documentFileName(facts.policy.policyNumber, entry.documentType),
    })),
  };
}

function isPolicyDocument(name: DocumentName): name is PolicyDocumentName {
  return (POLICY_DOCUMENT_NAMES as readonly string[]).includes(name);
}

/**
 * GET /documents/policy/{id}/{doc}: a short-lived signed link to the document, made and stored
 * first if it is not yet. A document this policy does not have is a 404. When the store cannot
 * be reached the answer has no location: the document is not ready, try again later (spec 001
 * §8's missing-document modal), and nothing was recorded that a retry would double.
 */
export async function openPolicyDocument(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  documentType: DocumentName,
): Promise<{ documentType: DocumentName; fileName: string; location: string | null }> {
  const facts = await ownPolicyFacts(context, principal, policyId);
  if (!documentsOf(facts).some((entry) => entry.documentType === documentType)) {
    throw notFound(`The document "${documentType}" of this policy`);
  }
  const fileName = documentFileName(facts.policy.policyNumber, documentType);
  let stored: StoredDocument;
  try {
    stored = isPolicyDocument(documentType)
      ? await ensurePolicyDocument(context, facts, documentType)
      : await ensureStaticDocument(context, facts.scheme, documentType);
  } catch (error) {
    if (error instanceof ProviderError) return { documentType, fileName, location: null };
    throw error;
  }
  const token = await context.tokens.issueLink(
    LINK_PURPOSE,
    { p: policyId, d: documentType, k: stored.fileKey, f: fileName },
    DOCUMENT_LINK_TTL_SECONDS,
  );
  return {
    documentType,
    fileName,
    location: `${context.publicUrl}/api/documents/files/${encodeURIComponent(fileName)}?link=${token}`,
  };
}

/**
 * Makes and stores the documents of a policy's latest version (after a bind, or a committed
 * change, even one that takes effect later): what the documents route would make on first request
 * once the version is in force, done early so the first download is quick. Idempotent.
 */
export async function generatePolicyDocuments(
  context: PlatformContext,
  policyId: string,
): Promise<void> {
  const facts = await loadPolicyDocumentFacts(context.db, policyId, 'latest');
  if (!facts) return;
  for (const name of POLICY_DOCUMENT_NAMES) await ensurePolicyDocument(context, facts, name);
}

/** The file a document link opens, or null when the link is forged, expired or names nothing. */
export async function documentFile(
  context: PlatformContext,
  token: string,
  fileName: string,
): Promise<{ body: Buffer; fileName: string } | null> {
  const claims = await context.tokens.verifyLink(LINK_PURPOSE, token);
  if (!claims || typeof claims.k !== 'string' || claims.f !== fileName) return null;
  const file = await context.integrations.storage.get(claims.k);
  return file ? { body: file.body, fileName: claims.f } : null;
}
