import type { PaymentScheduleType } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { loadStatementSummaries } from '../billing';
import type { ProposalRecord } from '../proposals';
import { activeSchedule, findQuote, hasCurrentVerification, loadOwnedProposal } from '../proposals';

/** What a proposal's checkout takes now: the first payment after discounts, in pence. */
export type ProposalDue = {
  proposal: ProposalRecord;
  quoteId: string;
  scheduleType: PaymentScheduleType;
  /** Statement 0: the whole premium for a single payment, the first month for a monthly one. */
  duePence: number;
};

/**
 * The caller's proposal that checkout may take a payment for: a QUOTE whose customer checks are
 * current and clear (a payment for a quote that cannot bind would have to be refunded); a
 * proposal already bound is a 409.
 */
export async function proposalDue(
  sql: Sql,
  principal: Principal,
  proposalId: string,
): Promise<ProposalDue> {
  const proposal = await loadOwnedProposal(sql, principal, proposalId);
  if (proposal.status === 'POLICY') {
    throw new ApiError('conflict', 'This proposal is a policy already: nothing to pay.', {
      code: 'checkout.alreadyBound',
    });
  }
  const quote = proposal.currentQuoteId ? await findQuote(sql, proposal.currentQuoteId) : null;
  const schedule = quote ? activeSchedule(proposal, quote.result) : undefined;
  if (proposal.status !== 'QUOTE' || !quote || !schedule) {
    throw new ApiError('conflict', 'Only a current quote can be paid for.', {
      code: 'checkout.notPayable',
    });
  }
  if (!hasCurrentVerification(proposal) || !proposal.verification?.isClear) {
    throw new ApiError('conflict', 'Please confirm your details before paying.', {
      code: 'proposal.verificationRequired',
    });
  }
  return {
    proposal,
    quoteId: quote.id,
    scheduleType: schedule.type,
    duePence: schedule.discountedInstalmentsPence[0] ?? 0,
  };
}

/** What an account owes now: its issued statements' outstanding amounts with no payment in flight. */
export async function outstandingPence(sql: Sql, accountId: string): Promise<number> {
  const statements = await loadStatementSummaries(sql, accountId);
  return statements
    .filter(
      (statement) =>
        statement.issued &&
        statement.amountOutstanding > 0 &&
        !statement.lineItems.some((line) => line.kind === 'PAYMENT' && line.status === 'PENDING'),
    )
    .reduce((sum, statement) => sum + statement.amountOutstanding, 0);
}
