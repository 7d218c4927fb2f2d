import type { ProposalRecord } from '../proposals';
import { proposalCoverPeriod, schemeUrlName } from '../proposals';

/**
 * When a policy issued at `now` runs. The quote's period is provisional for a start today: the
 * rule starts it at the moment of purchase, which is the bind, not the rating that may have been
 * hours before; a later day keeps its 00:00 start. A renewal keeps the period it was quoted for:
 * it continues its policy from the anniversary, whenever the renewal job binds it that day.
 */
export function coverAtBind(
  proposal: ProposalRecord,
  now: Date,
): { startAt: string; endAt: string | null } {
  const startDate = proposal.data.startDate;
  if (proposal.kind === 'RENEWAL' || typeof startDate !== 'string') {
    return { startAt: proposal.startAt ?? now.toISOString(), endAt: proposal.endAt };
  }
  // An upsell continues its drive-away from the instant that ends, not from 00:00 that day.
  const { startAt, endAt } = proposalCoverPeriod(
    schemeUrlName(proposal),
    proposal.data,
    startDate,
    now,
  );
  return { startAt, endAt };
}
