import {
  COVERS_BY_SCHEME,
  DRIVER_EXCESS_PENCE,
  EXCESS_TYPES,
  grossWithIpt,
  iptIncluded,
  NCD_MAX,
  ncbProtectionOffered,
  type PaymentScheduleType,
  PRODUCT_KIND_OF_SCHEME,
  poundsToPence,
} from '@brand/domain';
import { linePayments, paymentSchedule, type ScheduleLine } from './payment-schedules';
import { promotionOutcome } from './promotion';
import { type RatingContext, ratingContext } from './rating-context';
import {
  ADDITIONAL_DRIVER_AGE_BANDS,
  ANNUAL_MILEAGE_BANDS,
  BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP,
  bandFactor,
  COMPULSORY_EXCESS_PENCE,
  CONVICTION_FACTORS,
  DAYS_PER_YEAR,
  DRIVEAWAY_FREE_COVER_CODE,
  DRIVEAWAY_TERM_DAYS,
  DRIVER_AGE_BANDS,
  DRIVER_EXCESS_CATEGORIES,
  FAULT_CLAIM_FACTORS,
  LICENCE_TYPE_FACTORS,
  LICENCE_YEARS_BANDS,
  MIN_ANNUAL_NET_PREMIUM_PENCE,
  MIN_DRIVER_AGE,
  MODIFICATIONS_FACTOR,
  NCD_FACTORS,
  NON_FAULT_CLAIM_FACTOR,
  OPTIONAL_COVER_PRICES_PENCE,
  OVERNIGHT_LOCATION_FACTORS,
  PAYMENT_SCHEDULES_BY_SCHEME,
  postcodeAreaFactor,
  RATING_TABLES_VERSION,
  TRACKER_FACTOR,
  USAGE_FACTORS,
  VEHICLE_VALUE_BANDS,
  VOLUNTARY_EXCESS_CATEGORIES,
  VOLUNTARY_EXCESS_FACTORS,
} from './rating-tables';
import type {
  ExcessLine,
  PaymentSchedule,
  PromotionOutcome,
  RatingInput,
  RatingResult,
} from './rating-types';
import type { ReferralReason } from './referral-reasons';
import { MAX_CONVICTIONS, MAX_FAULT_CLAIMS, referralReasonsOf } from './referral-rules';

export { monthlySplit } from './payment-schedules';
export type {
  ActivatedPromotion,
  ExcessLine,
  PaymentSchedule,
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
  const { disclosure, holder, additionalDrivers } = context;
  const vehicle = disclosure.vehicle ?? {};
  const base = poundsToPence(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[group - 1] ?? 0);
  const youngestDriver = Math.min(...additionalDrivers.map((d) => d.age ?? MIN_DRIVER_AGE));
  const factors = [
    bandFactor(VEHICLE_VALUE_BANDS, context.vehicleValue),
    bandFactor(DRIVER_AGE_BANDS, holder.age ?? MIN_DRIVER_AGE),
    LICENCE_TYPE_FACTORS[holder.answers.drivingLicence?.licenceType ?? 'UKFull'],
    bandFactor(LICENCE_YEARS_BANDS, holder.licenceYears ?? 0),
    NCD_FACTORS[Math.min(Math.max(vehicle.noClaimsDiscount ?? 0, 0), NCD_MAX)] ?? 1,
    FAULT_CLAIM_FACTORS[Math.min(holder.faultClaims, MAX_FAULT_CLAIMS)] ?? 1,
    NON_FAULT_CLAIM_FACTOR ** holder.nonFaultClaims,
    CONVICTION_FACTORS[Math.min(holder.convictions, MAX_CONVICTIONS)] ?? 1,
    bandFactor(ANNUAL_MILEAGE_BANDS, vehicle.annualMileage ?? 0),
    USAGE_FACTORS[vehicle.usage ?? 'SocialDomesticPleasureCommuting'],
    postcodeAreaFactor(disclosure.policyholder?.address?.postalCode),
    OVERNIGHT_LOCATION_FACTORS[vehicle.overnightLocation ?? 'Other'],
    Number.isFinite(youngestDriver) ? bandFactor(ADDITIONAL_DRIVER_AGE_BANDS, youngestDriver) : 1,
    vehicle.modifications ? MODIFICATIONS_FACTOR : 1,
    vehicle.trackerFitted ? TRACKER_FACTOR : 1,
    VOLUNTARY_EXCESS_FACTORS[disclosure.voluntaryExcess ?? 0] ?? 1,
  ];
  // One rounding at the end keeps the price independent of the factors' order.
  const premium = Math.round(factors.reduce((total, factor) => total * factor, base));
  return Math.max(premium, MIN_ANNUAL_NET_PREMIUM_PENCE);
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

function schedules(
  context: RatingContext,
  lines: readonly TermLine[],
  promotion: PromotionOutcome | null,
): PaymentSchedule[] {
  const { schemeCode } = context.input;
  const monthlyProduct = PRODUCT_KIND_OF_SCHEME[schemeCode] === 'SUBSCRIPTION';
  return PAYMENT_SCHEDULES_BY_SCHEME[schemeCode].map((type) => {
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
    const active = monthlyProduct ? type === 'MONTHLY' : type === 'SINGLE_PAYMENT';
    return paymentSchedule(type, active, scheduleLines);
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
    };
  }
  const requested = new Set(input.requestedOptionalCovers ?? []);
  const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode] as Record<string, number>;
  const mainNet = netAnnualPremium(context, group);
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
  const lines: TermLine[] = [
    { coverGroup: 'main', code: 'main', active: true, termPence: termGross(mainNet) },
    ...optional.map(({ netPence, ...line }) => ({ ...line, termPence: termGross(netPence) })),
  ];
  const annual = optional.reduce(
    (sum, line) => sum + (line.active ? grossWithIpt(line.netPence) : 0),
    grossWithIpt(mainNet),
  );
  return {
    ratingStatus: 'QUOTE',
    referralReasons: [],
    tablesVersion: RATING_TABLES_VERSION,
    annualPremiumPence: annual,
    iptPence: iptIncluded(annual),
    termDays,
    excess: excessLinesOf(context),
    availablePaymentSchedules: schedules(context, lines, promotion),
    promotion,
  };
}
