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
  driveaway: { status: string; expiredAt: string | null; terminatedAt: string | null } | null,
  now: Date,
): boolean {
  if (upsell.status !== 'QUOTE' || !driveaway) return false;
  if (driveaway.terminatedAt !== null) return false;
  if (driveaway.status !== 'ACTIVE' && driveaway.status !== 'PENDING') return false;
  return driveaway.expiredAt === null || new Date(driveaway.expiredAt).getTime() > now.getTime();
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
