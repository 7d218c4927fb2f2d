import { coverStartAt } from '../dates/cover-start';
import { type DateInput, londonDateTime } from '../dates/london';
import type { SchemeUrlName } from '../enums';

/** How long one term of a scheme's cover runs, in London calendar units. */
export type CoverTerm = { unit: 'days' | 'months'; length: number };

/**
 * Each scheme's term: flex is a rolling monthly subscription that comes up for renewal on its
 * anniversary, so one term is 12 months; drive-away is the fixed five days of the "5-day" product.
 */
export const COVER_TERMS = {
  flex: { unit: 'months', length: 12 },
  driveaway: { unit: 'days', length: 5 },
} as const satisfies Record<SchemeUrlName, CoverTerm>;

/**
 * When cover runs: `startAt` and `endAt` are UTC ISO 8601 instants. `immediate` says the start is
 * the moment of purchase, so before purchase it is only provisional (`now` stands in for it).
 */
export type CoverPeriod = { immediate: boolean; startAt: string; endAt: string };

/** What `coverPeriod` needs: the scheme, the start date the customer chose and the moment it is judged at. */
export type CoverPeriodInput = { scheme: SchemeUrlName; startDate: DateInput; now: DateInput };

/**
 * The one rule for when cover starts and ends, used by the quote, the summary, the bind, the
 * success page and the emails alike. Spec 000: "Start today means immediate start; a later date
 * starts at 00:00 on that date". The end is one term later at the same London wall-clock minute,
 * so five-day cover from 14:05 ends at 14:05 five days later, across a clock change too (the
 * term is counted in London calendar days and months, not in hours). Throws a RangeError for an
 * invalid date.
 */
export function coverPeriod({ scheme, startDate, now }: CoverPeriodInput): CoverPeriod {
  const start = coverStartAt(startDate, now);
  const term = COVER_TERMS[scheme];
  const startInLondon = londonDateTime(start.startsAt);
  const end = startInLondon.plus({ [term.unit]: term.length });
  return {
    immediate: start.immediate,
    startAt: startInLondon.toUTC().toISO() as string,
    endAt: end.toUTC().toISO() as string,
  };
}
