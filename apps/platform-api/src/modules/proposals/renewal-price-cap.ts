import type { PaymentScheduleType } from '@brand/domain';
import type { RatingResult } from '../rating';

/**
 * FCA ICOBS 6B (pricing practices): a renewal's price is never above the equivalent new-business
 * price, what the same customer with the same answers would be quoted as a new customer through
 * the same channel on the same day. Both figures are recorded with the renewal's quote.
 */
export type RenewalPriceCheck = {
  /** Per schedule offered, per payment period and in pence: both prices, and the one offered. */
  schedules: {
    type: PaymentScheduleType;
    renewalPence: number;
    newBusinessPence: number;
  }[];
  /** The year's premium with IPT, in pence: as the renewal was priced, and as new business. */
  annual: { renewalPence: number; newBusinessPence: number };
  /** True when the renewal was priced above new business and is offered at the new-business price. */
  capped: boolean;
};

/** A stored quote's result: the engine's, and for a renewal the ICOBS 6B check it was offered under. */
export type QuotedResult = RatingResult & { renewalPriceCheck?: RenewalPriceCheck | null };

/**
 * Caps a renewal's rating at the new-business rating of the same answers (both from the same
 * engine and tables at the same moment). When any schedule of the renewal costs more than new
 * business — or its year does — the renewal is offered at the new-business rating as a whole
 * (its schedules, instalments, IPT and price factors belong together), so no figure the customer
 * sees is above the new-business price. A referral on either side has no price to compare: the
 * renewal's own result stands, without a check.
 */
export function capRenewalAtNewBusiness(
  renewal: RatingResult,
  newBusiness: RatingResult,
): QuotedResult {
  if (
    renewal.ratingStatus !== 'QUOTE' ||
    newBusiness.ratingStatus !== 'QUOTE' ||
    renewal.annualPremiumPence === null ||
    newBusiness.annualPremiumPence === null
  ) {
    return { ...renewal, renewalPriceCheck: null };
  }
  const schedules = renewal.availablePaymentSchedules.map((schedule) => {
    const equivalent = newBusiness.availablePaymentSchedules.find((s) => s.type === schedule.type);
    if (!equivalent) {
      // The same answers through the same engine offer the same schedules; anything else is a bug.
      throw new Error(
        `New business offers no ${schedule.type} schedule to compare the renewal with.`,
      );
    }
    return {
      type: schedule.type,
      renewalPence: schedule.totals.discounted,
      newBusinessPence: equivalent.totals.discounted,
    };
  });
  const annual = {
    renewalPence: renewal.annualPremiumPence,
    newBusinessPence: newBusiness.annualPremiumPence,
  };
  const capped =
    annual.renewalPence > annual.newBusinessPence ||
    schedules.some((schedule) => schedule.renewalPence > schedule.newBusinessPence);
  return { ...(capped ? newBusiness : renewal), renewalPriceCheck: { schedules, annual, capped } };
}
