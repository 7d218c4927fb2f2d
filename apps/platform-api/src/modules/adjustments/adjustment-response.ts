import { adjustmentReviewOutcome } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import { findProposal, findQuote, quoteView } from '../proposals';
import type { AdjustmentRecord } from './adjustment-record';

/** A policy adjustment as the /policyAdjustments calls answer it (spec 001 §3). */
export async function adjustmentResponse(context: PlatformContext, adjustment: AdjustmentRecord) {
  const { db } = context;
  const { priced } = adjustment;
  const policy = await findPolicy(db, adjustment.policyId);
  const proposal = policy ? await findProposal(db, policy.proposalId) : null;
  const updatedPolicyVersions = await Promise.all(
    priced.updatedPolicyVersions.map(async (version) => {
      const quote = version.quoteId ? await findQuote(db, version.quoteId) : null;
      // The quote read with the answers and choices the adjusted version holds, as the policy
      // page reads its current version's.
      const adjusted = proposal && {
        ...proposal,
        data: (priced.data as typeof proposal.data | undefined) ?? proposal.data,
        voluntaryExcess: priced.voluntaryExcess ?? proposal.voluntaryExcess,
        optionalCovers: priced.optionalCovers ?? proposal.optionalCovers,
      };
      return {
        quote: adjusted && quote ? quoteView(adjusted, quote) : null,
        startedAt: version.startedAt,
      };
    }),
  );
  return {
    adjustmentId: adjustment.id,
    policyId: adjustment.policyId,
    adjustmentType: adjustment.adjustmentType,
    changes: adjustment.changes,
    updatedPolicyVersions,
    prorataPremium: priced.prorataPremium,
    amountDue: priced.amountDue,
    availableBalance: priced.availableBalance,
    confirmed: adjustment.status === 'CONFIRMED',
    verificationClear: priced.verificationClear,
    status: adjustment.status,
    reviewOutcome:
      adjustment.adjustmentType === 'CAN'
        ? null
        : adjustmentReviewOutcome(
            priced.updatedPolicyVersions.map((version) => ({
              quote: { ratingStatus: version.ratingStatus },
            })),
          ),
    effectiveAt: adjustment.effectiveAt,
    reason: adjustment.reason,
    expiresAt: adjustment.expiresAt,
    confirmedAt: adjustment.confirmedAt,
  };
}
