import type { Sql } from '../../db/database';
import {
  asOfVersion,
  latestPolicyVersion,
  type PolicyRecord,
  type PolicyVersionRecord,
} from '../policy-records';
import { findProposal, findQuote, type ProposalRecord, type StoredQuote } from '../proposals';

/**
 * The policy's latest version as an adjustment starts from it: answers, choices and quote. The
 * latest, not the one in force: a change made while another waits to take effect builds on the
 * waiting one (ADR 0041).
 */
export type AdjustmentBase = {
  version: PolicyVersionRecord;
  /** The bought proposal with the current version's answers and choices. */
  proposal: ProposalRecord;
  quote: StoredQuote | null;
};

/**
 * The latest version's answers and choices. A version holds its answers and the excess and
 * optional covers an adjustment gave it; the rest are the bought proposal's.
 */
export async function adjustmentBase(db: Sql, policy: PolicyRecord): Promise<AdjustmentBase> {
  const version = await latestPolicyVersion(db, policy.id);
  const bought = await findProposal(db, policy.proposalId);
  if (!version || !bought) {
    throw new Error(`Policy ${policy.id} has no version or no proposal to adjust.`);
  }
  return {
    version,
    proposal: { ...asOfVersion(bought, version), currentQuoteId: version.quoteId },
    quote: await findQuote(db, version.quoteId),
  };
}
