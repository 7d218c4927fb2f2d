import type { PlatformContext } from '../../platform-context';
import { findPolicy, policyVersionInForce } from '../policy-records';
import type { ProposalRecord } from './proposal-record';
import { findProposal } from './proposal-repository';
import { quoteView } from './proposal-view';
import { findQuote } from './quote-repository';

/**
 * The policy a renewal (or upsell) proposal comes from, as a proposal response shows it (spec 000
 * §3: sourcePolicy with policyId, quote, detail with expiredAt, renewalStopped,
 * autoRenewalEnabled): the renewal route needs the detail to decide whether renewal is open, the
 * renewal quote the current cover's price to compare with.
 */
export async function sourcePolicyView(
  context: PlatformContext,
  proposal: Pick<ProposalRecord, 'sourcePolicyId'>,
) {
  if (!proposal.sourcePolicyId) return null;
  const { db } = context;
  const policy = await findPolicy(db, proposal.sourcePolicyId);
  if (!policy) return { policyId: proposal.sourcePolicyId, quote: null, detail: null };
  // The cover in force now, as the policy page shows it: its price is the one to compare with.
  const version = await policyVersionInForce(db, policy.id, context.clock.now());
  const sold = await findProposal(db, policy.proposalId);
  const quote = version ? await findQuote(db, version.quoteId) : null;
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    // The cover's quote as the policy shows it: read with the answers its version holds.
    quote: sold && version && quote ? quoteView({ ...sold, data: version.data }, quote) : null,
    detail: {
      expiredAt: policy.expiredAt,
      renewalStopped: policy.renewalStopped,
      autoRenewalEnabled: policy.autoRenewalEnabled,
    },
  };
}
