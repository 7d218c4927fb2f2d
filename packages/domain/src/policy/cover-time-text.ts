import { type DateInput, londonDateTime } from '../dates/london';

/**
 * A cover start or end as every screen and email states it, to the minute in London time:
 * "14:05 on 26 November 2026". One formatter, so what the customer reads agrees everywhere.
 */
export function formatCoverTime(instant: DateInput): string {
  return londonDateTime(instant).setLocale('en-GB').toFormat("HH:mm 'on' d MMMM yyyy");
}

/** Only the London calendar day of a cover start or end: "1 December 2026". */
export function formatCoverDay(instant: DateInput): string {
  return londonDateTime(instant).setLocale('en-GB').toFormat('d MMMM yyyy');
}
