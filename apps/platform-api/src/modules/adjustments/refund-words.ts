import { formatGBP, REFUND_WORKING_DAYS } from '@brand/domain';

/** Where a refund goes, in pence: billing's split (cards that paid, then Direct Debit). */
export type RefundDestinations = { CARD: number; DIRECT_DEBIT: number; elsewhere: number };

const ARRIVES = `it usually arrives in ${REFUND_WORKING_DAYS.min} to ${REFUND_WORKING_DAYS.max} working days`;

// One wording for every email that pays money back (the cancellation's confirmation, a lower
// premium's change), so each names the method the refund really goes by (ADR 0043).
/** Where a refund goes, in a sentence: the card, the Direct Debit's bank account, or both. */
export function refundDestinationSentence(to: RefundDestinations): string {
  const places = [
    to.CARD > 0 ? { pence: to.CARD, to: 'to the card you paid with' } : null,
    to.DIRECT_DEBIT > 0
      ? {
          pence: to.DIRECT_DEBIT,
          to: 'as a Direct Debit refund to the bank account you pay by Direct Debit from',
        }
      : null,
  ].flatMap((place) => (place ? [place] : []));
  const contact =
    to.elsewhere > 0
      ? ` We will contact you about paying back the other ${formatGBP(to.elsewhere)}.`
      : '';
  if (places.length === 0) return 'We will contact you about how to pay it back.';
  if (places.length === 1 && to.elsewhere === 0) {
    return `We pay it back ${places[0]?.to}; ${ARRIVES}.`;
  }
  const parts = places.map((place) => `${formatGBP(place.pence)} ${place.to}`);
  return `We pay back ${parts.join(' and ')}; ${ARRIVES}.${contact}`;
}
