import type { PaymentScheduleType } from '@brand/domain';
import { DateTime } from 'luxon';
import type { PaymentSchedule, RatingResult } from '../rating';

const LONDON = 'Europe/London';

function londonDay(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: LONDON }).startOf('day');
}

/** Whole London days from one instant's day to another's (0 when `to` is not later). */
function daysBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.round(londonDay(toIso).diff(londonDay(fromIso), 'days').days));
}

/** Rounds half away from zero, so a credit and a charge of the same size round alike. */
function roundPence(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The schedule a version is billed on (the account's), as the rating priced it. */
export function scheduleOf(
  result: RatingResult | null | undefined,
  type: PaymentScheduleType,
): PaymentSchedule | undefined {
  return result?.availablePaymentSchedules.find((schedule) => schedule.type === type);
}

/** The price of one payment period of a schedule after discounts, in pence. */
export function periodPrice(schedule: PaymentSchedule): number {
  return schedule.totals.discounted;
}

/** What the policy's term and the change look like to the pricing. */
export type PricingInput = {
  billingType: PaymentScheduleType;
  /** The price per payment period (the term for a single payment, a month for flex) before and after. */
  oldPeriodPence: number;
  newPeriodPence: number;
  inceptedAt: string;
  expiredAt: string | null;
  effectiveAt: string;
  /** The credit the customer's account holds (0 or more). */
  availableBalance: number;
};

/** The premium impact of an adjustment (ADR 0038), in pence: negative is credit. */
export type PremiumImpact = {
  prorataPremium: number;
  amountDue: number;
  /** Flex: the new monthly price from the next statement; null for a single payment. */
  newMonthlyPremium: number | null;
  /** The London days the change is priced over, and the days of the period it is a share of. */
  days: { charged: number; of: number };
};

/**
 * A single payment: the difference of the term's price, pro-rata to the London day from the
 * effective date to the expiry, over the term's days. What is due now is that less any credit the
 * account holds; a negative difference is credit owed back (a credit note and a refund).
 *
 * Flex (monthly): nothing is taken now. The new monthly price applies from the next statement,
 * and the rest of the current month (from the effective day to the next payment period's start)
 * costs the difference pro-rata to the day, as a line on the next statement.
 */
export function premiumImpact(input: PricingInput): PremiumImpact {
  const difference = input.newPeriodPence - input.oldPeriodPence;
  if (input.billingType === 'MONTHLY') {
    const inception = londonDay(input.inceptedAt);
    const effective = londonDay(input.effectiveAt);
    const months = Math.max(0, Math.floor(effective.diff(inception, 'months').months));
    const periodStart = inception.plus({ months });
    const periodEnd = inception.plus({ months: months + 1 });
    const of = Math.round(periodEnd.diff(periodStart, 'days').days);
    const charged = Math.round(periodEnd.diff(DateTime.max(effective, periodStart), 'days').days);
    const line = of > 0 ? roundPence((difference * charged) / of) : 0;
    return {
      prorataPremium: line,
      amountDue: 0,
      newMonthlyPremium: input.newPeriodPence,
      days: { charged, of },
    };
  }
  const expiry = input.expiredAt ?? input.inceptedAt;
  const of = daysBetween(input.inceptedAt, expiry);
  // A change effective before the start is priced over the whole term.
  const early = Date.parse(input.effectiveAt) < Date.parse(input.inceptedAt);
  const from = early ? input.inceptedAt : input.effectiveAt;
  const charged = Math.min(of, daysBetween(from, expiry));
  const prorataPremium = of > 0 ? roundPence((difference * charged) / of) : 0;
  const amountDue =
    prorataPremium > 0 ? Math.max(0, prorataPremium - input.availableBalance) : prorataPremium;
  return { prorataPremium, amountDue, newMonthlyPremium: null, days: { charged, of } };
}
