import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import { findProposal } from './proposal-repository';
import { loadOwnedProposal, saveProposal } from './proposals-service';

/**
 * PUT /proposals/{id}/autoRenewal: whether cover bought from this proposal renews by itself. Flex
 * and renewal proposals only; a bound proposal's setting belongs to its policy.
 */
export async function setProposalAutoRenewal(
  context: PlatformContext,
  principal: Principal,
  id: string,
  enabled: boolean,
): Promise<ProposalRecord> {
  const proposal = await loadOwnedProposal(context.db, principal, id);
  if (schemeUrlName(proposal) === 'driveaway') {
    throw new ApiError('conflict', 'Drive-away cover does not renew.', {
      code: 'proposal.noRenewal',
    });
  }
  if (proposal.status === 'POLICY') {
    throw new ApiError(
      'conflict',
      'This proposal is already a policy: change renewal on the policy.',
      {
        code: 'proposal.notEditable',
      },
    );
  }
  if (proposal.autoRenewalEnabled !== enabled) {
    const now = context.clock.now();
    await context.db.transaction((tx) =>
      saveProposal(tx, proposal, { autoRenewalEnabled: enabled }, now),
    );
  }
  return (await findProposal(context.db, id)) as ProposalRecord;
}
