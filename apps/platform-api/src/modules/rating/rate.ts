import {
  COVERS_BY_SCHEME,
  DRIVER_EXCESS_PENCE,
  EXCESS_TYPES,
  grossWithIpt,
  iptIncluded,
  ncbProtectionOffered,
  type PaymentScheduleType,
  PRODUCT_KIND_OF_SCHEME,
  poundsToPence,
} from '@brand/domain';
import {
  linePayments,
  paymentSchedule,
  type ScheduleLine,
  scheduleTotals,
} from './payment-schedules';
import { explainPrice, netPremiumOf, type Paid, premiumRecord } from './price-factors';
import { promotionOutcome } from './promotion';
import { type RatingContext, ratingContext } from './rating-context';
import {
  COMPULSORY_EXCESS_PENCE,
  DAYS_PER_YEAR,
  DRIVEAWAY_FREE_COVER_CODE,
  DRIVEAWAY_TERM_DAYS,
  DRIVER_EXCESS_CATEGORIES,
  OPTIONAL_COVER_PRICES_PENCE,
  PAYMENT_SCHEDULES_BY_SCHEME,
  RATING_TABLES_VERSION,
  VOLUNTARY_EXCESS_CATEGORIES,
} from './rating-tables';
import type {
  ExcessLine,
  PaymentSchedule,
  PromotionOutcome,
  RatingInput,
  RatingResult,
} from './rating-types';
import type { ReferralReason } from './referral-reasons';
import { referralReasonsOf } from './referral-rules';

export { monthlySplit } from './payment-schedules';
export { PRICE_FACTOR_CODES } from './price-factors';
export type {
  ActivatedPromotion,
  ExcessLine,
  PaymentSchedule,
  PriceFactor,
  PriceFactorCode,
  PriceFactorEffect,
  PriceOption,
  PromotionOutcome,
  RatingClaim,
  RatingConviction,
  RatingDisclosure,
  RatingDriver,
  RatingInput,
  RatingResult,
  ScheduleTotals,
} from './rating-types';
export type { PromotionIneligibleReason, ReferralReason } from './referral-reasons';
export { PROMOTION_INELIGIBLE_REASONS, REFERRAL_REASONS } from './referral-reasons';

/** Every reason the proposal is referred rather than quoted, without duplicates, in a stable order. */
export function referralReasons(input: RatingInput): ReferralReason[] {
  return referralReasonsOf(ratingContext(input));
}

function netAnnualPremium(context: RatingContext, group: number): number {
  return netPremiumOf(premiumRecord(context, group));
}

/** The annual premium of the main cover before IPT, in pence: base rate times every factor. */
export function netAnnualPremiumPence(input: RatingInput, group: number): number {
  return netAnnualPremium(ratingContext(input), group);
}

/**
 * The optional covers the scheme offers this proposal: NCB protection only with the discount it
 * needs (@brand/domain's ncbProtectionOffered, the rule the add-ons page also explains).
 */
export function offeredOptionalCovers(input: RatingInput): string[] {
  const ncd = input.disclosure.vehicle?.noClaimsDiscount;
  const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode];
  return COVERS_BY_SCHEME[input.schemeCode].optional.filter(
    (code) =>
      prices[code] !== undefined && (code !== 'ncb_protection' || ncbProtectionOffered(ncd)),
  );
}

function excessLinesOf(context: RatingContext): ExcessLine[] {
  const { input, disclosure } = context;
  const endorsements = [
    ...new Set(context.drivers.flatMap((driver) => driver.excessEndorsements)),
  ].sort();
  const extra = endorsements.reduce((sum, code) => sum + DRIVER_EXCESS_PENCE[code], 0);
  const voluntary = poundsToPence(disclosure.voluntaryExcess ?? 0);
  const compulsory = COMPULSORY_EXCESS_PENCE[input.schemeCode];
  return EXCESS_TYPES.map((category) => {
    const driverLine = DRIVER_EXCESS_CATEGORIES.includes(category);
    return {
      excessCategory: category,
      excess:
        compulsory[category] +
        (VOLUNTARY_EXCESS_CATEGORIES.includes(category) ? voluntary : 0) +
        (driverLine ? extra : 0),
      endorsements: driverLine ? [...endorsements] : [],
    };
  });
}

/** The compulsory excess lines, plus the voluntary excess and each driver's extra excess. */
export function excessLines(input: RatingInput): ExcessLine[] {
  return excessLinesOf(ratingContext(input));
}

/** Days of cover a fixed-term scheme sells; null for the continuous monthly product. */
function termDaysOf(input: RatingInput): number | null {
  return PRODUCT_KIND_OF_SCHEME[input.schemeCode] === 'DRIVEAWAY' ? DRIVEAWAY_TERM_DAYS : null;
}

/** A cover line's amount over a schedule's term, IPT included, in pence. */
type TermLine = Omit<ScheduleLine, 'firstPence' | 'regularPence'> & { termPence: number };

/**
 * The discount a schedule carries, as the code of a line cancelling the main cover: drive-away
 * cover is free; an eligible promotion makes the monthly product's 12 months of main cover free
 * (PROMOTION_FREE_COVER_MONTHS: the whole monthly schedule), optional covers still paid.
 */
function freeMainCoverCode(
  context: RatingContext,
  type: PaymentScheduleType,
  promotion: PromotionOutcome | null,
): string | null {
  if (PRODUCT_KIND_OF_SCHEME[context.input.schemeCode] === 'DRIVEAWAY') {
    return DRIVEAWAY_FREE_COVER_CODE;
  }
  if (type === 'MONTHLY' && promotion?.eligible) return promotion.promoCode;
  return null;
}

/** A schedule's lines: each cover line's payments, and the discount cancelling a free main cover. */
function scheduleLinesOf(
  context: RatingContext,
  lines: readonly TermLine[],
  promotion: PromotionOutcome | null,
  type: PaymentScheduleType,
): ScheduleLine[] {
  const scheduleLines: ScheduleLine[] = lines.map(({ termPence, ...line }) => ({
    ...line,
    ...linePayments(type, termPence),
  }));
  const main = lines.find((line) => line.coverGroup === 'main');
  const freeCode = freeMainCoverCode(context, type, promotion);
  if (main && freeCode) {
    scheduleLines.push({
      coverGroup: 'discount',
      code: freeCode,
      active: true,
      ...linePayments(type, -main.termPence),
    });
  }
  return scheduleLines;
}

function schedules(
  context: RatingContext,
  lines: readonly TermLine[],
  promotion: PromotionOutcome | null,
): PaymentSchedule[] {
  const { schemeCode } = context.input;
  const monthlyProduct = PRODUCT_KIND_OF_SCHEME[schemeCode] === 'SUBSCRIPTION';
  return PAYMENT_SCHEDULES_BY_SCHEME[schemeCode].map((type) => {
    const active = monthlyProduct ? type === 'MONTHLY' : type === 'SINGLE_PAYMENT';
    return paymentSchedule(type, active, scheduleLinesOf(context, lines, promotion, type));
  });
}

/**
 * Prices a proposal: a pure function of the input and the rating tables (RATING_TABLES_VERSION)
 * with @brand/config's promotions. A referral carries its reasons and no price; a quote carries the
 * excess lines and the scheme's payment schedules.
 */
export function rateProposal(input: RatingInput): RatingResult {
  const context = ratingContext(input);
  const reasons = referralReasonsOf(context);
  const { group } = context;
  const promotion = promotionOutcome(context);
  const termDays = termDaysOf(input);
  if (reasons.length > 0 || group === null) {
    return {
      ratingStatus: 'REFERRAL',
      referralReasons: reasons,
      tablesVersion: RATING_TABLES_VERSION,
      annualPremiumPence: null,
      iptPence: null,
      termDays,
      excess: [],
      availablePaymentSchedules: [],
      promotion,
      priceFactors: [],
    };
  }
  const requested = new Set(input.requestedOptionalCovers ?? []);
  const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode] as Record<string, number>;
  const record = premiumRecord(context, group);
  // A fixed term pays its days' share of the year's net premium, the IPT added to that share.
  const termGross = (annualNet: number) =>
    grossWithIpt(
      termDays === null ? annualNet : Math.round((annualNet * termDays) / DAYS_PER_YEAR),
    );
  const optional = offeredOptionalCovers(input).map((code) => ({
    coverGroup: 'optional' as const,
    code,
    active: requested.has(code),
    netPence: prices[code] ?? 0,
  }));
  const optionalLines: TermLine[] = optional.map(({ netPence, ...line }) => ({
    ...line,
    termPence: termGross(netPence),
  }));
  const optionalAnnual = optional.reduce(
    (sum, line) => sum + (line.active ? grossWithIpt(line.netPence) : 0),
    0,
  );
  const termLines = (mainNet: number): TermLine[] => [
    { coverGroup: 'main', code: 'main', active: true, termPence: termGross(mainNet) },
    ...optionalLines,
  ];
  const mainNet = netPremiumOf(record);
  const annual = grossWithIpt(mainNet) + optionalAnnual;
  // What the customer pays on a main-cover premium, through the same lines and totals as the
  // schedules below: the quote's price, and each factor's explanation's price without it.
  const paidOf = (net: number): Paid => ({
    annualPence: grossWithIpt(net) + optionalAnnual,
    perPeriod: PAYMENT_SCHEDULES_BY_SCHEME[input.schemeCode].map((type) => ({
      scheduleType: type,
      pence: scheduleTotals(scheduleLinesOf(context, termLines(net), promotion, type)).discounted,
    })),
  });
  return {
    ratingStatus: 'QUOTE',
    referralReasons: [],
    tablesVersion: RATING_TABLES_VERSION,
    annualPremiumPence: annual,
    iptPence: iptIncluded(annual),
    termDays,
    excess: excessLinesOf(context),
    availablePaymentSchedules: schedules(context, termLines(mainNet), promotion),
    promotion,
    priceFactors: explainPrice(record, paidOf),
  };
}
