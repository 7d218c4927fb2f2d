import type { SchemeUrlName } from '@brand/domain';
import type { Sql } from '../../db/database';
import { textOf } from '../../http/texts';
import {
  asOfVersion,
  findPolicy,
  latestPolicyVersion,
  type PolicyRecord,
  type PolicyVersionRecord,
  policyVersionInForce,
} from '../policy-records';
import {
  findProposal,
  findQuote,
  type ProposalRecord,
  type StoredQuote,
  schemeUrlName,
} from '../proposals';

/** Everything a policy version's documents state, read once. */
export type PolicyDocumentFacts = {
  policy: PolicyRecord;
  version: PolicyVersionRecord;
  /**
   * The proposal the policy was bought from (its schedule choice, brand) as this version holds it:
   * the version's answers, voluntary excess and optional covers.
   */
  proposal: ProposalRecord;
  quote: StoredQuote;
  scheme: SchemeUrlName;
  /** The scheme's name as its texts give it. */
  schemeName: string;
};

/**
 * Which version's documents: the one in force at a time (what a customer is shown and given, ADR
 * 0041), or the latest (what a commit has just made, drawn early so its first download is quick).
 */
export type DocumentsVersion = { inForceAt: Date } | 'latest';

/**
 * The facts of a policy's version, or null when the policy, its version, proposal or quote is not
 * there (a policy id that names nothing).
 */
export async function loadPolicyDocumentFacts(
  db: Sql,
  policyId: string,
  which: DocumentsVersion,
): Promise<PolicyDocumentFacts | null> {
  const policy = await findPolicy(db, policyId);
  if (!policy) return null;
  const version =
    which === 'latest'
      ? await latestPolicyVersion(db, policyId)
      : await policyVersionInForce(db, policyId, which.inForceAt);
  if (!version) return null;
  const proposal = await findProposal(db, policy.proposalId);
  const quote = await findQuote(db, version.quoteId);
  if (!proposal || !quote) return null;
  const scheme = schemeUrlName(proposal);
  return {
    policy,
    version,
    // The answers, excess and covers this version holds, not the proposal's as first bought.
    proposal: asOfVersion(proposal, version),
    quote,
    scheme,
    schemeName: textOf('product.name', {}, scheme),
  };
}
