import type { SchemeUrlName } from '@brand/domain';
import type { Sql } from '../../db/database';
import { textOf } from '../../http/texts';
import {
  currentPolicyVersion,
  findPolicy,
  type PolicyRecord,
  type PolicyVersionRecord,
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
  /** The proposal the policy was bought from (its schedule choice, voluntary excess, brand). */
  proposal: ProposalRecord;
  quote: StoredQuote;
  scheme: SchemeUrlName;
  /** The scheme's name as its texts give it. */
  schemeName: string;
};

/**
 * The facts of a policy's current version, or null when the policy, its version, proposal or
 * quote is not there (a policy id that names nothing).
 */
export async function loadPolicyDocumentFacts(
  db: Sql,
  policyId: string,
): Promise<PolicyDocumentFacts | null> {
  const policy = await findPolicy(db, policyId);
  if (!policy) return null;
  const version = await currentPolicyVersion(db, policyId);
  if (!version) return null;
  const proposal = await findProposal(db, policy.proposalId);
  const quote = await findQuote(db, version.quoteId);
  if (!proposal || !quote) return null;
  const scheme = schemeUrlName(proposal);
  return {
    policy,
    version,
    // The answers this version holds, not the proposal's as first bought.
    proposal: { ...proposal, data: version.data },
    quote,
    scheme,
    schemeName: textOf('product.name', {}, scheme),
  };
}
