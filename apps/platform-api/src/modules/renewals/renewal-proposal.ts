import { DISCLOSURE_PATHS } from '@brand/config';
import { toLondonIsoDate } from '@brand/domain';
import { setValue } from '@brand/forms';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { findPolicy, policyVersionInForce } from '../policy-records';
import {
  type DerivedProposal,
  disclosureContext,
  findProposal,
  insertRatedProposal,
  type ProposalRecord,
} from '../proposals';

/**
 * The RENEWAL proposal of a policy (for the renewal job): the answers of the version in force at
 * the term's end (every change of the term, including one still waiting to take effect), with
 * cover starting when the policy expires, the policy's choices, rated. A policy has one renewal
 * proposal; asking again returns it.
 */
export async function createRenewalProposal(
  context: PlatformContext,
  policyId: string,
): Promise<ProposalRecord> {
  const { db } = context;
  const policy = await findPolicy(db, policyId);
  if (!policy) throw notFound('Policy');
  if (policy.reviewType === 'NEVER' || policy.expiredAt === null) {
    throw new ApiError('conflict', 'This policy does not renew.', { code: 'policy.noRenewal' });
  }
  const version = await policyVersionInForce(db, policy.id, new Date(policy.expiredAt));
  const sold = await findProposal(db, policy.proposalId);
  if (!version || !sold) throw new Error(`Policy ${policy.id} has no version or proposal.`);
  const derived: DerivedProposal = {
    ownerUserId: policy.ownerUserId,
    // The policy's proposal was, and is, owned by the policy's owner.
    ownerKind: sold.ownerKind,
    schemeCode: policy.schemeCode,
    brand: sold.brand,
    kind: 'RENEWAL',
    data: setValue(version.data, DISCLOSURE_PATHS.startDate, toLondonIsoDate(policy.expiredAt)),
    paymentSchedule: sold.paymentSchedule,
    voluntaryExcess: sold.voluntaryExcess,
    optionalCovers: sold.optionalCovers,
    autoRenewalEnabled: policy.autoRenewalEnabled,
    sourceProposalId: null,
    sourcePolicyId: policy.id,
  };
  const disclosure = await disclosureContext(context, derived as ProposalRecord);
  const id = await db.transaction(async (tx) => {
    // The policy row's lock makes two runs of the job agree on one renewal.
    await tx.query('SELECT id FROM policies WHERE id = $1 FOR UPDATE', [policy.id]);
    const [existing] = await tx.query<{ id: string }>(
      `SELECT id FROM proposals
        WHERE source_policy_id = $1 AND kind = 'RENEWAL' AND deleted_at IS NULL
        ORDER BY created_at LIMIT 1`,
      [policy.id],
    );
    return existing?.id ?? insertRatedProposal(tx, derived, disclosure);
  });
  return (await findProposal(db, id)) as ProposalRecord;
}
