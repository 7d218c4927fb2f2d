import { MovableClock } from '../clock';
import type { Principal } from '../http/principal';
import {
  createProposal,
  patchProposal,
  QUOTE_VALIDITY_DAYS,
  refreshExpiry,
} from '../modules/proposals';
import type { PlatformContext } from '../platform-context';
import { completeAnswers } from './demo-disclosure';

const DAY_MS = 86_400_000;

/** How long ago the demo's expired quote was made: longer than a quote holds its price. */
export const EXPIRED_QUOTE_AGE_DAYS = QUOTE_VALIDITY_DAYS + 10;

/**
 * Seeds a flex quote the visitor made `EXPIRED_QUOTE_AGE_DAYS` ago, starting a week after that:
 * both its validity and its start date have passed, so it reads as QUOTE_EXPIRED and the portal
 * asks for a new start date to reprice it (spec 000 §4). Made through the same services as every
 * other quote, on a clock set back for the occasion; then read once on the real clock, so the
 * stored status is already QUOTE_EXPIRED. Answers the line to print about it.
 */
export async function seedExpiredQuote(
  context: PlatformContext,
  visitor: Principal,
  vehicleCode: string | undefined,
): Promise<string[]> {
  const clock = new MovableClock(
    new Date(context.clock.now().getTime() - EXPIRED_QUOTE_AGE_DAYS * DAY_MS),
  );
  const then: PlatformContext = { ...context, clock };
  const proposal = await createProposal(then, visitor, {
    schemeCode: 'BRAND-FLEX',
    source: 'demo',
  });
  const startDate = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const sections = Object.values(
    completeAnswers({
      vehicle: { vrn: null, regLookup: false, specification: { vehicleCode } },
      startDate,
    }),
  );
  let quoted = proposal;
  for (const [index, changes] of sections.entries()) {
    quoted = await patchProposal(then, visitor, proposal.id, {
      changes,
      applyRating: index === sections.length - 1,
    });
  }
  const expired = await refreshExpiry(context, quoted);
  return [
    `  Expired quote: reference ${expired.externalReference}, date of birth 27/03/1985, postcode OX4 1HP (quoted ${EXPIRED_QUOTE_AGE_DAYS} days ago, status ${expired.status}: choose a new start date to reprice)`,
  ];
}
