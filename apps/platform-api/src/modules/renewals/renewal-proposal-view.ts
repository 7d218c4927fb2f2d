import type { ProposalStatus } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import { activeSchedule, findProposalWithQuote, refreshExpiryWithQuote } from '../proposals';

/**
 * A policy's renewal proposal as GET /policies shows it: what the home page's renewal banner needs
 * without loading the proposal (spec 000 §4 renewal banner states): its status (REFERRAL is the
 * referral banner), whether it renews by itself (opted in or out), when it starts, and its price
 * per payment period and per month, in pence. An expired quote shows as QUOTE_EXPIRED, as on GET
 * /proposals.
 */
export async function renewalProposalView(context: PlatformContext, policyId: string) {
  const [row] = await context.db.query<{ id: string }>(
    `SELECT id FROM proposals
      WHERE source_policy_id = $1 AND kind = 'RENEWAL' AND deleted_at IS NULL
      ORDER BY created_at DESC, id LIMIT 1`,
    [policyId],
  );
  const found = row ? await findProposalWithQuote(context.db, row.id) : null;
  if (!found) return null;
  const { proposal, quote } = await refreshExpiryWithQuote(context, found.proposal, found.quote);
  const priced = quote && quote.result.ratingStatus === 'QUOTE' ? quote.result : null;
  const schedule = priced ? activeSchedule(proposal, priced) : undefined;
  const monthly = priced?.availablePaymentSchedules.find((s) => s.type === 'MONTHLY');
  return {
    proposalCode: proposal.id,
    status: proposal.status as ProposalStatus,
    autoRenewalEnabled: proposal.autoRenewalEnabled,
    startAt: proposal.startAt,
    premium: schedule
      ? {
          type: schedule.type,
          amount: schedule.totals.discounted,
          monthly: monthly ? monthly.totals.discounted : null,
        }
      : null,
  };
}
