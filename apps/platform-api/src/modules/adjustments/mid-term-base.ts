import type { Sql } from '../../db/database';
import {
  latestPolicyVersion,
  type PolicyRecord,
  type PolicyVersionRecord,
} from '../policy-records';
import { findProposal, findQuote, type ProposalRecord, type StoredQuote } from '../proposals';
import type { PricedAdjustment } from './adjustment-record';

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

/** A version's choices that an adjustment set: its voluntary excess and optional covers. */
export type VersionChoices = { voluntaryExcess?: number; optionalCovers?: string[] };

/**
 * The excess and optional covers a policy version holds when an adjustment made it (a version
 * stores its answers; its choices are the adjustment's), or none: the bought proposal's apply.
 */
export async function versionChoices(
  db: Sql,
  policyId: string,
  version: number,
): Promise<VersionChoices> {
  const [made] = await db.query<{ priced: PricedAdjustment | string }>(
    `SELECT priced FROM policy_adjustments
      WHERE policy_id = $1 AND result_version = $2 AND status = 'CONFIRMED'`,
    [policyId, version],
  );
  if (!made) return {};
  const priced: PricedAdjustment =
    typeof made.priced === 'string' ? JSON.parse(made.priced) : made.priced;
  return {
    ...(priced.voluntaryExcess !== undefined ? { voluntaryExcess: priced.voluntaryExcess } : {}),
    ...(priced.optionalCovers !== undefined ? { optionalCovers: priced.optionalCovers } : {}),
  };
}

/**
 * The latest version's answers and choices. A version holds its answers; its excess and optional
 * covers are the bought proposal's until an adjustment changed them, then that adjustment's.
 */
export async function adjustmentBase(db: Sql, policy: PolicyRecord): Promise<AdjustmentBase> {
  const version = await latestPolicyVersion(db, policy.id);
  const bought = await findProposal(db, policy.proposalId);
  if (!version || !bought) {
    throw new Error(`Policy ${policy.id} has no version or no proposal to adjust.`);
  }
  const choices = await versionChoices(db, policy.id, version.version);
  return {
    version,
    proposal: {
      ...bought,
      data: version.data,
      voluntaryExcess: choices.voluntaryExcess ?? bought.voluntaryExcess,
      optionalCovers: choices.optionalCovers ?? bought.optionalCovers,
      currentQuoteId: version.quoteId,
    },
    quote: await findQuote(db, version.quoteId),
  };
}
