import type { RatingStatus } from '@brand/domain';
import { isBeforeLondonDay, type ProposalStatus } from '@brand/domain';

/** Days a quote holds its price after rating; after that it is QUOTE_EXPIRED until repriced. */
export const QUOTE_VALIDITY_DAYS = 30;

/**
 * The status rating leaves a proposal in: QUOTE or REFERRAL when the disclosure was complete
 * enough to rate, otherwise INSUFFICIENT_ACCURACY (spec 000 §4).
 */
export function statusAfterRating(complete: boolean, rating: RatingStatus | null): ProposalStatus {
  if (!complete || rating === null) return 'INSUFFICIENT_ACCURACY';
  return rating === 'REFERRAL' ? 'REFERRAL' : 'QUOTE';
}

/**
 * True when a QUOTE has expired: its validity has passed, or its start date is a day already gone
 * (a start today is an immediate start, so today is still fine).
 */
export function isQuoteExpired(
  quote: { validUntil: string },
  startDate: string | null | undefined,
  now: Date,
): boolean {
  if (new Date(quote.validUntil).getTime() <= now.getTime()) return true;
  return typeof startDate === 'string' && isBeforeLondonDay(startDate, now);
}

/** Statuses in which the answers may still change (a bound proposal is a policy). */
export const EDITABLE_STATUSES: readonly ProposalStatus[] = [
  'INSUFFICIENT_ACCURACY',
  'QUOTE',
  'REFERRAL',
  'QUOTE_EXPIRED',
];
