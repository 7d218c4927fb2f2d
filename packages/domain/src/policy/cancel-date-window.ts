import { DateTime } from 'luxon';
import {
  type DateInput,
  londonDateTime,
  londonToday,
  startOfLondonDay,
  toLondon,
} from '../dates/london';
import { ConfigurationError } from '../errors';
import { FALLBACK_DAYS_TO_DEFER } from './cancel-deferral';
import type { PolicyDetail } from './policy-summary';

/** The first and last London days (ISO 'yyyy-MM-dd') a cancellation may take effect on. */
export type CancelDateWindow = { earliest: string; latest: string };

/** The policy fields the cancel-date window reads. */
export type CancelDatePolicy = { policyDetail: Pick<PolicyDetail, 'policyStatus' | 'expiredAt'> };

function deferralDays(policy: CancelDatePolicy, daysToDefer: number | null | undefined): number {
  if (policy.policyDetail.policyStatus === 'PENDING') return FALLBACK_DAYS_TO_DEFER;
  if (daysToDefer === null || daysToDefer === undefined) return FALLBACK_DAYS_TO_DEFER;
  if (!Number.isInteger(daysToDefer) || daysToDefer < 0) {
    throw new ConfigurationError(`daysToDefer must be a whole number of days: ${daysToDefer}`);
  }
  return daysToDefer;
}

/**
 * The days a customer may pick for a cancellation: today up to the lesser of the days left to
 * expiry and the deferral. Expiry counts by London day, so the expiry day itself is the last choice;
 * a policy already past expiry can only be cancelled today.
 */
export function cancelDateWindow(
  policy: CancelDatePolicy,
  daysToDefer?: number | null,
  now: DateInput = new Date(),
): CancelDateWindow {
  const today = londonToday(now);
  let ahead = deferralDays(policy, daysToDefer);
  const expiry = toLondon(policy.policyDetail.expiredAt);
  if (expiry) {
    const toExpiry = Math.round(expiry.startOf('day').diff(today, 'days').days);
    ahead = Math.max(0, Math.min(ahead, toExpiry));
  }
  return {
    earliest: today.toISODate() as string,
    latest: today.plus({ days: ahead }).toISODate() as string,
  };
}

/**
 * How many days the window offers, today and its last day included: what a cancellation's date
 * picker offers (`meta.daysOffered`), so it shows exactly the days the platform accepts.
 */
export function cancelDateWindowDays(window: CancelDateWindow): number {
  return (
    Math.round(
      startOfLondonDay(window.latest).diff(startOfLondonDay(window.earliest), 'days').days,
    ) + 1
  );
}

/** True when `date` is a valid date whose London day lies within the window (inclusive); never throws. */
export function isCancelDateInWindow(date: unknown, window: CancelDateWindow): boolean {
  if (typeof date !== 'string' && !(date instanceof Date) && !DateTime.isDateTime(date))
    return false;
  const day = toLondon(date)?.toISODate();
  if (!day) return false;
  return day >= window.earliest && day <= window.latest;
}

/** When a cancellation takes effect: at once, or at 00:00 London on a later chosen day. */
export type CancelEffectiveAt = { immediate: true } | { immediate: false; effectiveAt: string };

/**
 * Reads the chosen cancel date: today or a past day means immediate (the spec treats a past date as
 * immediate), a later day means 00:00 London on that day. Throws RangeError for an invalid date.
 */
export function cancelEffectiveAt(
  chosenDate: DateInput,
  now: DateInput = new Date(),
): CancelEffectiveAt {
  const chosenDay = londonDateTime(chosenDate).startOf('day');
  if (chosenDay <= londonToday(now)) return { immediate: true };
  return { immediate: false, effectiveAt: chosenDay.toISO() as string };
}
