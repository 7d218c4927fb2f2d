import { DateTime } from 'luxon';
import { newId } from '../../shared/ids';
import { proposalCoverPeriod } from './cover-continuation';
import { rate, schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import type { ProposalUpdate } from './proposal-repository';
import { QUOTE_VALIDITY_DAYS, statusAfterRating } from './proposal-status';
import type { StoredQuote } from './quote-repository';
import { capRenewalAtNewBusiness, type QuotedResult } from './renewal-price-cap';

/** What rating a proposal adds to its save: the changes, the quote to store, the status reasons. */
export type RatedSave = { update: ProposalUpdate; quote: StoredQuote | null; reasons: string[] };

/**
 * Until when a new quote holds its price: QUOTE_VALIDITY_DAYS, and a renewal's price at least
 * until the end of its renewal day. The renewal invitation states the price the customer will pay
 * (FCA ICOBS 6B), so it must not lapse between the invitation and the renewal.
 */
export function quoteValidUntil(
  proposal: Pick<ProposalRecord, 'kind'>,
  startAt: string | null | undefined,
  now: Date,
): string {
  const usual = DateTime.fromJSDate(now).plus({ days: QUOTE_VALIDITY_DAYS });
  if (proposal.kind !== 'RENEWAL' || !startAt) return usual.toJSDate().toISOString();
  const renewalDayEnds = DateTime.fromISO(startAt).setZone('Europe/London').endOf('day');
  return DateTime.max(usual, renewalDayEnds).toJSDate().toISOString();
}

/**
 * A proposal's rating as it is quoted. A renewal is also priced as new business — the same
 * answers and choices as a new customer's, through the same channel, engine and tables, at the
 * same moment — and never offered above it (ICOBS 6B, capRenewalAtNewBusiness), on every rating:
 * the invitation, and each change of answers after it.
 */
export function quotedRating(proposal: ProposalRecord, now: Date): QuotedResult {
  const result = rate(proposal, now);
  if (proposal.kind !== 'RENEWAL') return result;
  const asNewCustomer: ProposalRecord = { ...proposal, kind: 'NEW', sourcePolicyId: null };
  return capRenewalAtNewBusiness(result, rate(asNewCustomer, now));
}

/**
 * Rates a proposal for its save (a customer's PATCH, an upsell or a renewal alike): a complete
 * disclosure gets a quote valid for QUOTE_VALIDITY_DAYS and QUOTE or REFERRAL, an incomplete one
 * stays INSUFFICIENT_ACCURACY; the cover period follows the start date either way.
 */
export function rateForSave(proposal: ProposalRecord, complete: boolean, now: Date): RatedSave {
  const result = complete ? quotedRating(proposal, now) : null;
  const update: ProposalUpdate = {
    status: statusAfterRating(complete, result?.ratingStatus ?? null),
  };
  if (typeof proposal.data.startDate === 'string') {
    // An immediate start is provisional until the bind, which starts it at the moment of purchase.
    // A drive-away's upsell continues it from the instant it ends (proposalCoverPeriod).
    const period = proposalCoverPeriod(
      schemeUrlName(proposal),
      proposal.data,
      proposal.data.startDate,
      now,
    );
    update.startAt = period.startAt;
    update.endAt = period.endAt;
  }
  if (!result) return { update, quote: null, reasons: [] };
  const quote: StoredQuote = {
    id: newId('QT'),
    proposalId: proposal.id,
    ratedAt: now.toISOString(),
    validUntil: quoteValidUntil(proposal, update.startAt, now),
    result,
  };
  update.currentQuoteId = quote.id;
  return { update, quote, reasons: result.referralReasons };
}
