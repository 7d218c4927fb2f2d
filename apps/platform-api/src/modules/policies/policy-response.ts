import { schemeByCode } from '@brand/config';
import { countsAsUpsell, type ProposalStatus } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import { findCustomer } from '../customers';
import { listPolicyTransitions } from '../policy-lifecycle';
import { asOfVersion, type PolicyRecord, policyVersionInForce } from '../policy-records';
import { findProposal, findQuote, quoteView } from '../proposals';
import { renewalProposalView } from '../renewals';

async function latestProposalFrom(
  context: PlatformContext,
  policyId: string,
  kind: 'UPSELL',
): Promise<{ proposalCode: string; status: ProposalStatus } | null> {
  const [row] = await context.db.query<{ id: string; status: ProposalStatus }>(
    `SELECT id, status FROM proposals
      WHERE source_policy_id = $1 AND kind = $2 AND deleted_at IS NULL
      ORDER BY created_at DESC, id LIMIT 1`,
    [policyId, kind],
  );
  return row ? { proposalCode: row.id, status: row.status } : null;
}

/** A policy as GET /policies/{id} answers it (spec 002 §3 Policy). */
export async function policyResponse(context: PlatformContext, policy: PolicyRecord) {
  const { db } = context;
  const proposal = await findProposal(db, policy.proposalId);
  // The cover in force now (ADR 0041): a change dated later shows from its date, not before.
  const version = await policyVersionInForce(db, policy.id, context.clock.now());
  const quote = version ? await findQuote(db, version.quoteId) : null;
  const customer = await findCustomer(db, policy.customerId);
  const upsell = await latestProposalFrom(context, policy.id, 'UPSELL');
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    schemeCode: policy.schemeCode,
    productUrlName: schemeByCode(policy.schemeCode).productUrlName,
    policyDetail: {
      policyStatus: policy.status,
      firstInceptedAt: policy.firstInceptedAt,
      inceptedAt: policy.inceptedAt,
      createdAt: policy.createdAt,
      expiredAt: policy.expiredAt,
      terminatedAt: policy.terminatedAt,
      renewalStopped: policy.renewalStopped,
      autoRenewalEnabled: policy.autoRenewalEnabled,
    },
    currentPolicyVersion: version
      ? {
          version: version.version,
          // The quote as the proposal showed it, read with the answers this version holds and
          // the excess and covers an adjustment gave it (ADR 0038).
          quote: proposal && quote ? quoteView(asOfVersion(proposal, version), quote) : null,
          startedAt: version.startedAt,
          data: version.data,
        }
      : null,
    reviewType: policy.reviewType,
    renewalProposal: await renewalProposalView(context, policy.id),
    upsellProposal: countsAsUpsell(upsell) ? upsell : null,
    sourcePolicy: proposal?.sourcePolicyId ? { policyId: proposal.sourcePolicyId } : null,
    renewalCycle: policy.renewalCycle,
    accountRegistered: customer?.accountRegistered ?? false,
    statusTransitions: (await listPolicyTransitions(db, policy.id)).map(
      ({ from, to, effectiveAt, reason }) => ({ from, to, effectiveAt, reason }),
    ),
  };
}
