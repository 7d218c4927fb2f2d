import { writeAuditRow } from '../../http/audit-log';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import type { ProposalRecord } from './proposal-record';
import { findProposal } from './proposal-repository';
import { invalidMergeSource, mergeVisitorInto } from './visitor-merge';

/**
 * Moves a proposal made before signing in into the signed-in account (spec 000 §4: "On load with
 * no proposal and a signed-in user, a token merges the anonymous proposal into the account").
 * The anonymous session's own token is the proof that the caller held the proposal, and it moves
 * everything that visitor held with it (a guest purchase's policy too), then dies (ADR 0017).
 */
export async function mergeProposal(
  context: PlatformContext,
  principal: Principal,
  proposalCode: string,
  sourceAccessToken: string,
): Promise<ProposalRecord> {
  const found = await findProposal(context.db, proposalCode);
  // The app merges each quote it listed with the one token: after the first, the others are
  // already here, and answering them changes nothing and reveals nothing.
  if (found?.ownerUserId === principal.userId) return found;
  let source: Principal;
  try {
    source = await context.tokens.verify(sourceAccessToken);
  } catch {
    throw invalidMergeSource();
  }
  if (!source.anonymous) {
    throw new ApiError('forbidden', 'Only a quote made before signing in can be merged.', {
      code: 'merge.sourceNotAnonymous',
    });
  }
  if (!found || found.ownerUserId !== source.userId) throw notFound('Proposal');
  const now = context.clock.now();
  const moved = await context.db.transaction(async (tx) => {
    const ids = await mergeVisitorInto(tx, source.userId, principal.userId, now);
    for (const id of ids) {
      await writeAuditRow(tx, {
        at: now,
        actorUserId: principal.userId,
        actingAsUserId: null,
        action: 'proposal.merge',
        target: id,
        detail: { from: source.userId },
      });
    }
    return ids;
  });
  // This instance forgets at once what the move made stale; others hear of it (NOTIFY, ADR 0017).
  for (const id of moved) context.proposalReads.invalidate(id);
  context.tokens.forgetUser(source.userId);
  const merged = await findProposal(context.db, proposalCode);
  if (!merged) throw notFound('Proposal');
  return merged;
}
