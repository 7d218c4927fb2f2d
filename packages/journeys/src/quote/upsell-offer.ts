// Whether a drive-away's upgrade to flex is still offered: kept apart from UpgradeOffer.tsx (which
// formats dates and prices with @brand/domain and luxon) so home can decide without loading them.
import type { Proposal } from './quoteApi';

/** A drive-away's upsell that can still be bought, with a price and a start. */
export type OpenUpsell = {
  proposalCode: string;
  instalments: number[];
  scheduleType: string;
  startAt: string;
};

/**
 * The proposal's upsell while the platform still offers it (priced, not bought, the drive-away
 * neither ended nor cancelled), else null: a bought or lapsed upsell is not offered again.
 */
export function openUpsellOf(proposal: Pick<Proposal, 'upsellProposal'>): OpenUpsell | null {
  const upsell = proposal.upsellProposal;
  if (!upsell?.offered || !upsell.paymentSchedule || !upsell.startAt) return null;
  return {
    proposalCode: upsell.proposalCode,
    instalments: upsell.paymentSchedule.instalments,
    scheduleType: upsell.paymentSchedule.type,
    startAt: upsell.startAt,
  };
}
