import { NCD_MAX, type PaymentScheduleType, poundsToPence } from '@brand/domain';
import type { RatingContext } from './rating-context';
import {
  ADDITIONAL_DRIVER_AGE_BANDS,
  ANNUAL_MILEAGE_BANDS,
  BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP,
  type Band,
  bandOf,
  CONVICTION_FACTORS,
  DRIVER_AGE_BANDS,
  FAULT_CLAIM_FACTORS,
  LICENCE_TYPE_FACTORS,
  LICENCE_YEARS_BANDS,
  MIN_ANNUAL_NET_PREMIUM_PENCE,
  MIN_DRIVER_AGE,
  MODIFICATIONS_FACTOR,
  NCD_FACTORS,
  NON_FAULT_CLAIM_FACTOR,
  OVERNIGHT_LOCATION_FACTORS,
  POSTCODE_AREA_DEFAULT_FACTOR,
  POSTCODE_AREA_FACTORS,
  postcodeArea,
  TRACKER_FACTOR,
  USAGE_FACTORS,
  VEHICLE_VALUE_BANDS,
  VOLUNTARY_EXCESS_FACTORS,
} from './rating-tables';
import type { PriceFactor, PriceFactorCode } from './rating-types';
import { MAX_CONVICTIONS, MAX_FAULT_CLAIMS } from './referral-rules';

/**
 * Every answer the main cover's premium is priced on, in the order the engine multiplies them
 * (the order is part of the price: one rounding at the end of one product of floats). The
 * insurance group is first: it chooses the base rate the factors multiply.
 */
export const PRICE_FACTOR_CODES = [
  'insuranceGroup',
  'vehicleValue',
  'driverAge',
  'licenceType',
  'licenceYears',
  'noClaimsDiscount',
  'faultClaims',
  'nonFaultClaims',
  'convictions',
  'annualMileage',
  'usage',
  'postcodeArea',
  'overnightLocation',
  'additionalDrivers',
  'modifications',
  'tracker',
  'voluntaryExcess',
] as const;

/** A factor as the engine applies it, before its effect is worked out. */
export type AppliedFactor = Pick<PriceFactor, 'code' | 'answer' | 'band' | 'value'>;

/** How the main cover's annual net premium was made: the group's base rate and every factor. */
export type PremiumRecord = {
  /** The base rate of the car's insurance group, before IPT, in pence. */
  readonly basePence: number;
  /** Every factor, the group's first (its `value` is informative: the base is what is applied). */
  readonly factors: readonly AppliedFactor[];
};

/** The cheapest group's base rate: the point the car's group is measured from, as no group is neutral. */
const LOWEST_GROUP_BASE_PENCE = poundsToPence(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[0] ?? 0);

function banded(code: PriceFactorCode, bands: readonly Band[], answer: number): AppliedFactor {
  const band = bandOf(bands, answer);
  return { code, answer, band: band?.from ?? null, value: band?.factor ?? 1 };
}

const plain = (
  code: PriceFactorCode,
  answer: AppliedFactor['answer'],
  value: number,
): AppliedFactor => ({ code, answer, band: null, value });

/** The record of the premium: which answer (and band) each factor read, and the value it applied. */
export function premiumRecord(context: RatingContext, group: number): PremiumRecord {
  const { disclosure, holder, additionalDrivers } = context;
  const vehicle = disclosure.vehicle ?? {};
  const basePence = poundsToPence(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[group - 1] ?? 0);
  const licenceType = holder.answers.drivingLicence?.licenceType ?? 'UKFull';
  const ncd = Math.min(Math.max(vehicle.noClaimsDiscount ?? 0, 0), NCD_MAX);
  const faultClaims = Math.min(holder.faultClaims, MAX_FAULT_CLAIMS);
  const convictions = Math.min(holder.convictions, MAX_CONVICTIONS);
  const usage = vehicle.usage ?? 'SocialDomesticPleasureCommuting';
  const area = postcodeArea(disclosure.policyholder?.address?.postalCode);
  const overnight = vehicle.overnightLocation ?? 'Other';
  const youngestDriver = Math.min(...additionalDrivers.map((d) => d.age ?? MIN_DRIVER_AGE));
  const voluntaryExcess = disclosure.voluntaryExcess ?? 0;
  return {
    basePence,
    factors: [
      plain('insuranceGroup', group, basePence / LOWEST_GROUP_BASE_PENCE),
      banded('vehicleValue', VEHICLE_VALUE_BANDS, context.vehicleValue),
      banded('driverAge', DRIVER_AGE_BANDS, holder.age ?? MIN_DRIVER_AGE),
      plain('licenceType', licenceType, LICENCE_TYPE_FACTORS[licenceType]),
      banded('licenceYears', LICENCE_YEARS_BANDS, holder.licenceYears ?? 0),
      plain('noClaimsDiscount', ncd, NCD_FACTORS[ncd] ?? 1),
      plain('faultClaims', faultClaims, FAULT_CLAIM_FACTORS[faultClaims] ?? 1),
      plain(
        'nonFaultClaims',
        holder.nonFaultClaims,
        NON_FAULT_CLAIM_FACTOR ** holder.nonFaultClaims,
      ),
      plain('convictions', convictions, CONVICTION_FACTORS[convictions] ?? 1),
      banded('annualMileage', ANNUAL_MILEAGE_BANDS, vehicle.annualMileage ?? 0),
      plain('usage', usage, USAGE_FACTORS[usage]),
      plain(
        'postcodeArea',
        area,
        (area && POSTCODE_AREA_FACTORS[area]) || POSTCODE_AREA_DEFAULT_FACTOR,
      ),
      plain('overnightLocation', overnight, OVERNIGHT_LOCATION_FACTORS[overnight]),
      Number.isFinite(youngestDriver)
        ? banded('additionalDrivers', ADDITIONAL_DRIVER_AGE_BANDS, youngestDriver)
        : plain('additionalDrivers', null, 1),
      plain(
        'modifications',
        vehicle.modifications === true,
        vehicle.modifications ? MODIFICATIONS_FACTOR : 1,
      ),
      plain('tracker', vehicle.trackerFitted === true, vehicle.trackerFitted ? TRACKER_FACTOR : 1),
      plain('voluntaryExcess', voluntaryExcess, VOLUNTARY_EXCESS_FACTORS[voluntaryExcess] ?? 1),
    ],
  };
}

/**
 * The annual net premium of the record, in pence; `without` leaves one factor out (the group's:
 * the cheapest group's base rate instead). Leaving a factor out skips its multiplication, which
 * in floating point is exactly multiplying by 1, so it is the price with that factor neutral.
 */
export function netPremiumOf(record: PremiumRecord, without?: PriceFactorCode): number {
  const base = without === 'insuranceGroup' ? LOWEST_GROUP_BASE_PENCE : record.basePence;
  // One rounding at the end keeps the price independent of the factors' order.
  const premium = record.factors.reduce(
    (total, factor) =>
      factor.code === 'insuranceGroup' || factor.code === without ? total : total * factor.value,
    base,
  );
  return Math.max(Math.round(premium), MIN_ANNUAL_NET_PREMIUM_PENCE);
}

/** What the customer pays on a main-cover net premium: the year, and each schedule's payment per period. */
export type Paid = {
  annualPence: number;
  perPeriod: readonly { scheduleType: PaymentScheduleType; pence: number }[];
};

/**
 * The explanation of a price: every factor with its effect, largest first. A factor's effect is
 * the price as rated less the price with that one factor neutral (value 1; for the group, the
 * cheapest group's base rate) and every other answer as it is, through the same roundings,
 * minimum premium, IPT, instalment split and discounts (`paidOf` is the engine's own pricing, the
 * lines and totals of the quote's schedules). So each amount is exactly what that answer changes,
 * and removing that factor gives it back; the effects do not add up to the price, because the
 * factors multiply one another.
 */
export function explainPrice(
  record: PremiumRecord,
  paidOf: (mainNetPence: number) => Paid,
): PriceFactor[] {
  const rated = paidOf(netPremiumOf(record));
  const factors = record.factors.map((factor): PriceFactor => {
    const neutral =
      factor.code === 'insuranceGroup'
        ? record.basePence === LOWEST_GROUP_BASE_PENCE
        : factor.value === 1;
    // A neutral factor changes nothing: the price without it is the price.
    const without = neutral ? rated : paidOf(netPremiumOf(record, factor.code));
    return {
      ...factor,
      // `|| 0` keeps a zero effect +0, not -0, in what the API serialises.
      annualEffectPence: rated.annualPence - without.annualPence || 0,
      effects: rated.perPeriod.map((paid, index) => ({
        scheduleType: paid.scheduleType,
        pence: paid.pence - (without.perPeriod[index]?.pence ?? 0) || 0,
      })),
    };
  });
  // Largest effect on the year first; the catalogue's order among equals keeps it stable.
  return factors.sort((a, b) => Math.abs(b.annualEffectPence) - Math.abs(a.annualEffectPence));
}
