import { type DateInput, londonDateTime } from '../dates/london';

/** What the refund on a cancellation is worked out from. Money in pence, instants as ISO or Date. */
export type CancellationRefundInput = {
  /** What the customer paid for the period the cancellation falls in (a term, or a flex month). */
  paidPence: number;
  /** When the paid period started and ends (the cover's start and end, or a statement's service period). */
  periodStart: DateInput;
  periodEnd: DateInput;
  /** When the cover ends by the cancellation. */
  effectiveAt: DateInput;
  /** Cancelled within the cooling-off period: everything paid comes back. */
  coolingOff: boolean;
};

/** London calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
function londonDaysBetween(from: DateInput, to: DateInput): number {
  const start = londonDateTime(from).startOf('day');
  const end = londonDateTime(to).startOf('day');
  return Math.round(end.diff(start, 'days').days);
}

/**
 * The refund due when a policy is cancelled (ADR 0039): in cooling-off all that was paid; otherwise
 * the unused days' share of it, pro-rata to the London calendar day (the days from the day cover
 * ends to the period's end, over the period's days), rounded down to the penny so the refund never
 * exceeds the unused cover. Nothing is due for a cancellation at or after the period's end, and
 * everything paid for one before the period started. Throws RangeError for a negative or
 * fractional amount, an invalid date, or a period that ends before it starts.
 */
export function cancellationRefundPence(input: CancellationRefundInput): number {
  const { paidPence } = input;
  if (!Number.isInteger(paidPence) || paidPence < 0) {
    throw new RangeError(`The amount paid must be whole pence, not below zero: ${paidPence}`);
  }
  if (input.coolingOff) return paidPence;
  const periodDays = londonDaysBetween(input.periodStart, input.periodEnd);
  if (periodDays < 0) throw new RangeError('The paid period ends before it starts.');
  if (londonDateTime(input.effectiveAt) <= londonDateTime(input.periodStart)) return paidPence;
  if (periodDays === 0) return 0;
  const unusedDays = Math.min(
    periodDays,
    Math.max(0, londonDaysBetween(input.effectiveAt, input.periodEnd)),
  );
  return Math.floor((paidPence * unusedDays) / periodDays);
}
