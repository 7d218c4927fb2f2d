import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import type { ProposalRecord } from './proposal-record';
import { findProposal } from './proposal-repository';
import { saveProposal } from './proposals-service';

/**
 * Moves a proposal made before signing in into the signed-in account (spec 000 §4: "On load with
 * no proposal and a signed-in user, a token merges the anonymous proposal into the account").
 * The anonymous session's own token is the proof that the caller held the proposal.
 */
export async function mergeProposal(
  context: PlatformContext,
  principal: Principal,
  proposalCode: string,
  sourceAccessToken: string,
): Promise<ProposalRecord> {
  let source: Principal;
  try {
    source = await context.tokens.verify(sourceAccessToken);
  } catch {
    throw new ApiError('forbidden', 'The anonymous session could not be confirmed.', {
      code: 'merge.invalidSource',
    });
  }
  if (!source.anonymous) {
    throw new ApiError('forbidden', 'Only a quote made before signing in can be merged.', {
      code: 'merge.sourceNotAnonymous',
    });
  }
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const proposal = await findProposal(tx, proposalCode, { forUpdate: true });
    if (proposal?.ownerUserId === principal.userId) return proposal;
    if (!proposal || proposal.ownerUserId !== source.userId) throw notFound('Proposal');
    await saveProposal(tx, proposal, { ownerUserId: principal.userId }, now);
    await tx.query(
      `INSERT INTO audit_log (at, actor_user_id, acting_as_user_id, action, target, detail)
       VALUES ($1, $2, NULL, 'proposal.merge', $3, $4)`,
      [now, principal.userId, proposal.id, JSON.stringify({ from: source.userId })],
    );
    return (await findProposal(tx, proposalCode)) as ProposalRecord;
  });
}
