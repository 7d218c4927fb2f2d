import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import type { ProposalRecord } from './proposal-record';
import { findProposal } from './proposal-repository';
import { activeSchedule } from './proposal-view';
import { findQuote } from './quote-repository';

/**
 * Whether a drive-away's flex upsell can still be bought. Flex continues drive-away cover, so
 * it is offered while that cover is in force or still to start: not once it has ended or been
 * cancelled (the customer then gets an ordinary flex quote, starting when they buy), and not
 * twice (a bought upsell is a POLICY, and there is one upsell per drive-away policy). It needs
 * a price: a referred or incomplete upsell is not offered.
 */
export function upsellOpen(
  upsell: Pick<ProposalRecord, 'status'>,
  driveaway: DriveawayCover | null,
  now: Date,
): boolean {
  return upsell.status === 'QUOTE' && !driveawayEnded(driveaway, now);
}

/** What of the drive-away policy decides whether its upsell still continues it. */
type DriveawayCover = { status: string; expiredAt: string | null; terminatedAt: string | null };

/**
 * True once the drive-away an upsell would continue has ended, been cancelled, or is gone: for
 * good, since a policy never comes back to cover, so its upsell can never be bought again.
 */
export function driveawayEnded(driveaway: DriveawayCover | null, now: Date): boolean {
  if (!driveaway || driveaway.terminatedAt !== null) return true;
  if (driveaway.status !== 'ACTIVE' && driveaway.status !== 'PENDING') return true;
  return driveaway.expiredAt !== null && new Date(driveaway.expiredAt).getTime() <= now.getTime();
}

/**
 * Whether a proposal belongs in its owner's list of quotes: all do but an unbought upsell whose
 * drive-away has ended. That one continues nothing any more, so it is no quote to go back to
 * (spec 000 §4: the drive-away "can be upgraded"; once it has ended the customer gets an ordinary
 * flex quote from the scheme's card, starting when they buy). Opened by its address, it still
 * answers, without the offer.
 */
export async function listedAsQuote(
  context: PlatformContext,
  proposal: Pick<ProposalRecord, 'kind' | 'status' | 'sourcePolicyId'>,
): Promise<boolean> {
  if (proposal.kind !== 'UPSELL' || proposal.status === 'POLICY') return true;
  const driveaway = proposal.sourcePolicyId
    ? await findPolicy(context.db, proposal.sourcePolicyId)
    : null;
  return !driveawayEnded(driveaway, context.clock.now());
}

/**
 * The drive-away proposal's upsell as its response shows it (spec 000 §3 upsellProposal): the
 * flex proposal's code and status, when its cover would run, the instalments of its active
 * schedule (pence, the first carrying any rounding) for the price, and whether it is offered.
 */
export async function upsellProposalView(
  context: PlatformContext,
  upsellId: string,
  status: string,
) {
  const { db } = context;
  const upsell = await findProposal(db, upsellId);
  const quote = upsell?.currentQuoteId ? await findQuote(db, upsell.currentQuoteId) : null;
  const schedule = upsell && quote ? activeSchedule(upsell, quote.result) : undefined;
  const driveaway = upsell?.sourcePolicyId ? await findPolicy(db, upsell.sourcePolicyId) : null;
  return {
    proposalCode: upsellId,
    status,
    startAt: upsell?.startAt ?? null,
    endAt: upsell?.endAt ?? null,
    paymentSchedule: schedule
      ? { type: schedule.type, instalments: schedule.discountedInstalmentsPence }
      : null,
    offered: upsell ? upsellOpen(upsell, driveaway, context.clock.now()) : false,
  };
}

/**
 * Until when a rendered proposal's upsell offer holds (epoch ms): an offered upsell lapses the
 * instant the drive-away ends (its flex start), so a cached read must not offer it past then.
 */
export function upsellOfferedUntil(
  upsell: { offered: boolean; startAt: string | null } | null,
): number {
  if (!upsell?.offered || !upsell.startAt) return Number.POSITIVE_INFINITY;
  return Date.parse(upsell.startAt);
}
