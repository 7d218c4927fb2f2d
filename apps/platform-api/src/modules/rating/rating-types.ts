import type {
  AdditionalDriverAnswers,
  ClaimAnswers,
  ConvictionAnswers,
  DisclosureAnswers,
} from '@brand/config';
import type {
  CoverGroup,
  DateInput,
  Endorsement,
  ExcessType,
  PaymentScheduleType,
  RatingStatus,
  SchemeUrlName,
} from '@brand/domain';
import type { Address } from '@brand/forms';
import type { PRICE_FACTOR_CODES } from './price-factors';
import type { PromotionIneligibleReason, ReferralReason } from './referral-reasons';

// The rating reads the disclosure's answers as @brand/config types them (DisclosureAnswers), with
// the question loops as their items and a lookup answer as its code: these types pick what it reads.
type DriverAnswers = AdditionalDriverAnswers;
type LicenceAnswers = NonNullable<DriverAnswers['drivingLicence']>;
type VehicleAnswers = NonNullable<DisclosureAnswers['vehicle']>;

/** A claim as the claims-history question loop stores it. */
export type RatingClaim = ClaimAnswers;
/** A conviction as the convictions question loop stores it, the offence as its code. */
export type RatingConviction = Omit<ConvictionAnswers, 'offence'> & { offence?: string };

/** A driver's answers the rating reads (the policyholder's under `policyholder.`, a driver's in its loop item). */
export type RatingDriver = Pick<
  DriverAnswers,
  'dateOfBirth' | 'declarations' | 'drivingDeclarations'
> & {
  drivingLicence?:
    | (Pick<LicenceAnswers, 'licenceType' | 'validFrom'> & {
        convictions?: RatingConviction[] | null;
      })
    | null;
  vehicleClaimsHistory?: RatingClaim[] | null;
};

/** The disclosure values the rating reads, at the paths of the @brand/config disclosure forms. */
export type RatingDisclosure = {
  policyholder?: (RatingDriver & { address?: Pick<Address, 'postalCode'> | null }) | null;
  vehicle?:
    | (Pick<
        VehicleAnswers,
        | 'estimatedValue'
        | 'annualMileage'
        | 'usage'
        | 'overnightLocation'
        | 'modifications'
        | 'trackerFitted'
        | 'noClaimsDiscount'
      > & {
        /** Brake horsepower (bhp): the spec converts it to PS by times 1.01387 (domain `powerInPs`). */
        specification?: Pick<
          VehicleAnswers['specification'],
          'insuranceGroup' | 'estimatedValue' | 'enginePower'
        > | null;
      })
    | null;
  additionalDrivers?: RatingDriver[] | null;
  startDate?: DisclosureAnswers['startDate'];
  /** Not an answer: the proposal's chosen voluntary excess, in pounds. */
  voluntaryExcess?: number | null;
};

/** A promotion the proposal layer has activated (retailer, order number and terms already checked). */
export type ActivatedPromotion = { readonly promoCode: string };

export type RatingInput = {
  /** The scheme being priced; its product kind follows from the domain. */
  readonly schemeCode: SchemeUrlName;
  readonly disclosure: RatingDisclosure;
  readonly requestedOptionalCovers?: readonly string[];
  /** The activated promotion, if any; the rating decides whether the policyholder is eligible. */
  readonly promotion?: ActivatedPromotion | null;
  /** The moment of rating: ages and the lookback are judged on the start date, or on this day without one. */
  readonly now: DateInput;
};

export type PriceOption = {
  coverGroup: CoverGroup;
  code: string;
  /** Per payment period, in pounds (major units, as the spec's price options are); negative for a discount. */
  premium: number;
  /** The IPT inside `premium`, in pounds. */
  taxAmount: number;
  active: boolean;
};

/** Amounts of one payment period, in pence: gross, the discount (a credit, so 0 or negative) and what is paid. */
export type ScheduleTotals = { gross: number; discount: number; discounted: number };

export type PaymentSchedule = {
  type: PaymentScheduleType;
  /** The schedule the product is sold on. */
  active: boolean;
  priceOptions: PriceOption[];
  /**
   * Per payment period, in pence (minor units, as the spec's totals are). `discounted` is the
   * gross less the absolute discount (spec 002 §9), never negative.
   */
  totals: ScheduleTotals;
  /** The IPT inside each of `totals`, in pence; `gross + discount` is `discounted` exactly. */
  iptPence: ScheduleTotals;
  /** Each payment of the year before discounts, in pence: the remainder of annual / 12 falls on the first month. */
  instalmentsPence: number[];
  /** Each payment the customer makes: `instalmentsPence` less the discounts, never negative. */
  discountedInstalmentsPence: number[];
};

export type ExcessLine = {
  excessCategory: ExcessType;
  excess: number;
  endorsements: Endorsement[];
};

/** Whether the activated promotion applies; a reason (translation key) when it does not. */
export type PromotionOutcome = {
  promoCode: string;
  eligible: boolean;
  reason?: PromotionIneligibleReason;
};

/** An answer the main cover's premium is priced on (price-factors.ts PRICE_FACTOR_CODES). */
export type PriceFactorCode = (typeof PRICE_FACTOR_CODES)[number];

/** What one factor changes in one schedule's payment per period, in pence (negative: it saves). */
export type PriceFactorEffect = { scheduleType: PaymentScheduleType; pence: number };

/**
 * One factor of the premium as the engine applied it, and what it changed: the price as rated
 * less the price with this factor neutral and every other answer the same (price-factors.ts).
 */
export type PriceFactor = {
  code: PriceFactorCode;
  /**
   * The answer the factor read, as the engine used it: the group, the value in pounds, ages and
   * years, counts, miles, an enumeration code, the postcode area (null: none, the default factor),
   * whether a tracker or modifications are there, the voluntary excess in pounds. The youngest
   * additional driver's age, or null without one.
   */
  answer: string | number | boolean | null;
  /** Where the answer's band starts, for the banded answers; null for the others. */
  band: number | null;
  /**
   * The multiplier applied to the base rate. The group's is its base rate over the cheapest
   * group's, the point its effect is measured from (no group is neutral).
   */
  value: number;
  /** What it changes in the annual premium with IPT, in pence. */
  annualEffectPence: number;
  /** What it changes in each schedule's payment per period (`totals.discounted`), in pence. */
  effects: PriceFactorEffect[];
};

export type RatingResult = {
  ratingStatus: RatingStatus;
  /** Translation keys, empty for a quote. */
  referralReasons: ReferralReason[];
  tablesVersion: string;
  /**
   * What a year of cover costs at this rate with the active optional covers, IPT included, in pence,
   * before discounts; null on referral. A fixed-term product is charged its share (see `termDays`).
   */
  annualPremiumPence: number | null;
  /** The IPT inside annualPremiumPence; null on referral. */
  iptPence: number | null;
  /** Days of a fixed-term product's cover (driveaway); null for the continuous monthly product. */
  termDays: number | null;
  excess: ExcessLine[];
  availablePaymentSchedules: PaymentSchedule[];
  /** The activated promotion's outcome; null without one. */
  promotion: PromotionOutcome | null;
  /**
   * Why this price: every factor of the main cover's premium with its effect, the largest first;
   * empty on referral. Quotes stored before it existed have none.
   */
  priceFactors: PriceFactor[];
};
