import { coverStartAt, type SchemeUrlName } from '@brand/domain';
import { DateTime } from 'luxon';

/**
 * How long cover runs per scheme: flex renews on its anniversary (monthly payments, no minimum
 * term, so it may be cancelled any time); driveaway is the five days of the "5-day" product.
 */
export const POLICY_TERMS = {
  flex: { unit: 'months', length: 12 },
  driveaway: { unit: 'days', length: 5 },
} as const satisfies Record<SchemeUrlName, { unit: 'months' | 'days'; length: number }>;

/** A policy term as the API shows it. */
export type PolicyTerm = (typeof POLICY_TERMS)[SchemeUrlName];

/**
 * When cover chosen for `startDate` starts and ends: an immediate start is now, a later day
 * starts at 00:00 London time; the end is the term later, at the same London wall-clock time.
 */
export function coverPeriod(
  scheme: SchemeUrlName,
  startDate: string,
  now: Date,
): { startAt: string; endAt: string } {
  const start = coverStartAt(startDate, now).startsAt;
  const term = POLICY_TERMS[scheme];
  const end = DateTime.fromISO(start, { setZone: true }).plus({ [term.unit]: term.length });
  return {
    startAt: new Date(start).toISOString(),
    endAt: end.toUTC().toISO() as string,
  };
}
