import { DateTime } from 'luxon';
import { newId } from '../../shared/ids';
import { coverPeriod } from './policy-term';
import { rate, schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import type { ProposalUpdate } from './proposal-repository';
import { QUOTE_VALIDITY_DAYS, statusAfterRating } from './proposal-status';
import type { StoredQuote } from './quote-repository';

/** What rating a proposal adds to its save: the changes, the quote to store, the status reasons. */
export type RatedSave = { update: ProposalUpdate; quote: StoredQuote | null; reasons: string[] };

/**
 * Rates a proposal for its save (a customer's PATCH, an upsell or a renewal alike): a complete
 * disclosure gets a quote valid for QUOTE_VALIDITY_DAYS and QUOTE or REFERRAL, an incomplete one
 * stays INSUFFICIENT_ACCURACY; the cover period follows the start date either way.
 */
export function rateForSave(proposal: ProposalRecord, complete: boolean, now: Date): RatedSave {
  const result = complete ? rate(proposal, now) : null;
  const update: ProposalUpdate = {
    status: statusAfterRating(complete, result?.ratingStatus ?? null),
  };
  if (typeof proposal.data.startDate === 'string') {
    const period = coverPeriod(schemeUrlName(proposal), proposal.data.startDate, now);
    update.startAt = period.startAt;
    update.endAt = period.endAt;
  }
  if (!result) return { update, quote: null, reasons: [] };
  const quote: StoredQuote = {
    id: newId('QT'),
    proposalId: proposal.id,
    ratedAt: now.toISOString(),
    validUntil: DateTime.fromJSDate(now)
      .plus({ days: QUOTE_VALIDITY_DAYS })
      .toJSDate()
      .toISOString(),
    result,
  };
  update.currentQuoteId = quote.id;
  return { update, quote, reasons: result.referralReasons };
}
