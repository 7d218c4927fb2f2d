import {
  ageOn,
  COVERS_BY_SCHEME,
  type CoverGroup,
  checkHistoryDate,
  type DateInput,
  DRIVER_EXCESS_PENCE,
  driverExcessEndorsements,
  type Endorsement,
  EXCESS_TYPES,
  type ExcessType,
  grossWithIpt,
  iptIncluded,
  type LicenceType,
  MAX_AGE_YEARS,
  NCB_PROTECTION_MIN_YEARS,
  NCD_MAX,
  type OvernightLocation,
  type PaymentScheduleType,
  PRODUCT_KIND_OF_SCHEME,
  penceToPounds,
  poundsToPence,
  type RatingStatus,
  type SchemeUrlName,
  type VehicleUsage,
} from '@brand/domain';
import {
  ADDITIONAL_DRIVER_AGE_BANDS,
  ANNUAL_MILEAGE_BANDS,
  BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP,
  bandFactor,
  COMPULSORY_EXCESS_PENCE,
  CONVICTION_FACTORS,
  DRIVER_AGE_BANDS,
  DRIVER_EXCESS_CATEGORIES,
  FAULT_CLAIM_FACTORS,
  FAULT_CLAIM_TYPES,
  INSURANCE_GROUP_MAX,
  INSURANCE_GROUP_MIN,
  LICENCE_TYPE_FACTORS,
  LICENCE_YEARS_BANDS,
  MIN_ANNUAL_NET_PREMIUM_PENCE,
  MIN_DRIVER_AGE,
  MODIFICATIONS_FACTOR,
  NCD_FACTORS,
  NON_FAULT_CLAIM_FACTOR,
  OPTIONAL_COVER_PRICES_PENCE,
  OVERNIGHT_LOCATION_FACTORS,
  postcodeAreaFactor,
  RATING_TABLES_VERSION,
  TRACKER_FACTOR,
  USAGE_FACTORS,
  VEHICLE_VALUE_BANDS,
  VOLUNTARY_EXCESS_CATEGORIES,
  VOLUNTARY_EXCESS_FACTORS,
} from './rating-tables';

/** A claim as the claims-history question loop stores it. */
export type RatingClaim = { claimType?: string; date?: string; ncdAffected?: boolean };
/** A conviction as the convictions question loop stores it. */
export type RatingConviction = { offence?: string; convictionDate?: string };

/** A driver's answers the rating reads (the policyholder's under `policyholder.`, a driver's in its loop item). */
export type RatingDriver = {
  dateOfBirth?: string | null;
  declarations?: Record<string, boolean> | null;
  drivingDeclarations?: Record<string, boolean> | null;
  drivingLicence?: {
    licenceType?: LicenceType | null;
    validFrom?: string | null;
    convictions?: RatingConviction[] | null;
  } | null;
  vehicleClaimsHistory?: RatingClaim[] | null;
};

/** The disclosure values the rating reads, at the paths of the @brand/config disclosure forms. */
export type RatingDisclosure = {
  policyholder?: (RatingDriver & { address?: { postalCode?: string | null } | null }) | null;
  vehicle?: {
    specification?: { insuranceGroup?: number | null; estimatedValue?: number | null } | null;
    estimatedValue?: number | null;
    annualMileage?: number | null;
    usage?: VehicleUsage | null;
    overnightLocation?: OvernightLocation | null;
    modifications?: boolean | null;
    trackerFitted?: boolean | null;
    noClaimsDiscount?: number | null;
  } | null;
  additionalDrivers?: RatingDriver[] | null;
  startDate?: string | null;
  voluntaryExcess?: number | null;
};

export type RatingInput = {
  /** The scheme being priced; its product kind follows from the domain. */
  readonly schemeCode: SchemeUrlName;
  readonly disclosure: RatingDisclosure;
  readonly requestedOptionalCovers?: readonly string[];
  /** The moment of rating: ages and the lookback are judged on the start date, or on this day without one. */
  readonly now: DateInput;
};

export type PriceOption = {
  coverGroup: CoverGroup;
  code: string;
  /** Per payment period, in pounds (major units, as the spec's price options are). */
  premium: number;
  /** The IPT inside `premium`, in pounds. */
  taxAmount: number;
  active: boolean;
};

export type PaymentSchedule = {
  type: PaymentScheduleType;
  /** The schedule the product is sold on. */
  active: boolean;
  priceOptions: PriceOption[];
  /** Per payment period, in pence (minor units, as the spec's totals are). */
  totals: { gross: number; discount: number; discounted: number };
  /** Each payment of the year in pence: the remainder of annual / 12 falls on the first month. */
  instalmentsPence: number[];
};

export type ExcessLine = {
  excessCategory: ExcessType;
  excess: number;
  endorsements: Endorsement[];
};

export type RatingResult = {
  ratingStatus: RatingStatus;
  /** Translation keys, empty for a quote. */
  referralReasons: string[];
  tablesVersion: string;
  /** What the year costs with the active optional covers, IPT included, in pence; null on referral. */
  annualPremiumPence: number | null;
  /** The IPT inside annualPremiumPence; null on referral. */
  iptPence: number | null;
  excess: ExcessLine[];
  availablePaymentSchedules: PaymentSchedule[];
};

const MONTHS = 12;

function ratingDate(input: RatingInput): DateInput {
  return input.disclosure.startDate || input.now;
}

function isTrue(answers: Record<string, boolean> | null | undefined): string[] {
  return Object.entries(answers ?? {})
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();
}

function withinLookback(date: string | undefined, at: DateInput): boolean {
  return checkHistoryDate(date, at) === null;
}

function faultClaims(driver: RatingDriver, at: DateInput): number {
  return (driver.vehicleClaimsHistory ?? []).filter(
    (claim) => FAULT_CLAIM_TYPES.includes(claim.claimType ?? '') && withinLookback(claim.date, at),
  ).length;
}

function nonFaultClaims(driver: RatingDriver, at: DateInput): number {
  return (driver.vehicleClaimsHistory ?? []).filter(
    (claim) => !FAULT_CLAIM_TYPES.includes(claim.claimType ?? '') && withinLookback(claim.date, at),
  ).length;
}

function convictions(driver: RatingDriver, at: DateInput): number {
  return (driver.drivingLicence?.convictions ?? []).filter((c) =>
    withinLookback(c.convictionDate, at),
  ).length;
}

const MAX_FAULT_CLAIMS = FAULT_CLAIM_FACTORS.length - 1;
const MAX_CONVICTIONS = CONVICTION_FACTORS.length - 1;

/** The referral reasons (translation keys) of one driver. */
function driverReferrals(driver: RatingDriver, at: DateInput): string[] {
  const reasons: string[] = [];
  for (const key of isTrue(driver.declarations)) reasons.push(`rating.referral.declaration.${key}`);
  for (const key of isTrue(driver.drivingDeclarations)) {
    reasons.push(`rating.referral.drivingDeclaration.${key}`);
  }
  const age = ageOn(driver.dateOfBirth, at);
  if (age === null) reasons.push('rating.referral.missingDateOfBirth');
  else if (age < MIN_DRIVER_AGE) reasons.push('rating.referral.driverTooYoung');
  else if (age > MAX_AGE_YEARS) reasons.push('rating.referral.driverTooOld');
  if (faultClaims(driver, at) > MAX_FAULT_CLAIMS)
    reasons.push('rating.referral.tooManyFaultClaims');
  if (convictions(driver, at) > MAX_CONVICTIONS) reasons.push('rating.referral.tooManyConvictions');
  return reasons;
}

function insuranceGroup(disclosure: RatingDisclosure): number | null {
  const group = disclosure.vehicle?.specification?.insuranceGroup;
  return typeof group === 'number' &&
    Number.isInteger(group) &&
    group >= INSURANCE_GROUP_MIN &&
    group <= INSURANCE_GROUP_MAX
    ? group
    : null;
}

/** Every reason the proposal is referred rather than quoted, without duplicates, in a stable order. */
export function referralReasons(input: RatingInput): string[] {
  const at = ratingDate(input);
  const { disclosure } = input;
  const reasons: string[] = [];
  if (insuranceGroup(disclosure) === null) reasons.push('rating.referral.noInsuranceGroup');
  const drivers = [disclosure.policyholder ?? {}, ...(disclosure.additionalDrivers ?? [])];
  for (const driver of drivers) reasons.push(...driverReferrals(driver, at));
  return [...new Set(reasons)];
}

/** The annual premium of the main cover before IPT, in pence: base rate times every factor. */
export function netAnnualPremiumPence(input: RatingInput, group: number): number {
  const at = ratingDate(input);
  const { disclosure } = input;
  const holder = disclosure.policyholder ?? {};
  const vehicle = disclosure.vehicle ?? {};
  const base = poundsToPence(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[group - 1] ?? 0);
  const value = vehicle.specification?.estimatedValue ?? vehicle.estimatedValue ?? 0;
  const youngestDriver = Math.min(
    ...(disclosure.additionalDrivers ?? []).map((d) => ageOn(d.dateOfBirth, at) ?? MIN_DRIVER_AGE),
  );
  const factors = [
    bandFactor(VEHICLE_VALUE_BANDS, value),
    bandFactor(DRIVER_AGE_BANDS, ageOn(holder.dateOfBirth, at) ?? MIN_DRIVER_AGE),
    LICENCE_TYPE_FACTORS[holder.drivingLicence?.licenceType ?? 'UKFull'],
    bandFactor(LICENCE_YEARS_BANDS, ageOn(holder.drivingLicence?.validFrom, at) ?? 0),
    NCD_FACTORS[Math.min(Math.max(vehicle.noClaimsDiscount ?? 0, 0), NCD_MAX)] ?? 1,
    FAULT_CLAIM_FACTORS[Math.min(faultClaims(holder, at), MAX_FAULT_CLAIMS)] ?? 1,
    NON_FAULT_CLAIM_FACTOR ** nonFaultClaims(holder, at),
    CONVICTION_FACTORS[Math.min(convictions(holder, at), MAX_CONVICTIONS)] ?? 1,
    bandFactor(ANNUAL_MILEAGE_BANDS, vehicle.annualMileage ?? 0),
    USAGE_FACTORS[vehicle.usage ?? 'SocialDomesticPleasureCommuting'],
    postcodeAreaFactor(holder.address?.postalCode),
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

/** The optional covers the scheme offers this proposal (NCB protection only with 4+ years NCD). */
export function offeredOptionalCovers(input: RatingInput): string[] {
  const ncd = input.disclosure.vehicle?.noClaimsDiscount ?? 0;
  const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode];
  return COVERS_BY_SCHEME[input.schemeCode].optional.filter(
    (code) =>
      prices[code] !== undefined && (code !== 'ncb_protection' || ncd >= NCB_PROTECTION_MIN_YEARS),
  );
}

/** The compulsory excess lines, plus the voluntary excess and each driver's extra excess. */
export function excessLines(input: RatingInput): ExcessLine[] {
  const at = ratingDate(input);
  const { disclosure } = input;
  const drivers = [disclosure.policyholder ?? {}, ...(disclosure.additionalDrivers ?? [])];
  const endorsements = [
    ...new Set(
      drivers.flatMap((d) =>
        driverExcessEndorsements(
          {
            dateOfBirth: d.dateOfBirth ?? null,
            licenceValidFrom: d.drivingLicence?.validFrom ?? null,
          },
          at,
        ),
      ),
    ),
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

type AnnualLine = { coverGroup: CoverGroup; code: string; grossPence: number; active: boolean };

/** annual / 12 in whole pence, the remainder on the first month: [first, each later month]. */
export function monthlySplit(annualPence: number): [number, number] {
  const regular = Math.floor(annualPence / MONTHS);
  return [annualPence - regular * (MONTHS - 1), regular];
}

function schedule(
  type: PaymentScheduleType,
  active: boolean,
  lines: AnnualLine[],
): PaymentSchedule {
  const perPeriod = lines.map((line) =>
    type === 'MONTHLY' ? monthlySplit(line.grossPence) : [line.grossPence, line.grossPence],
  );
  const priceOptions = lines.map((line, index) => {
    const amount = perPeriod[index]?.[1] ?? 0;
    return {
      coverGroup: line.coverGroup,
      code: line.code,
      premium: penceToPounds(amount),
      taxAmount: penceToPounds(iptIncluded(amount)),
      active: line.active,
    };
  });
  const activeIndexes = lines.flatMap((line, index) => (line.active ? [index] : []));
  const sumAt = (position: 0 | 1) =>
    activeIndexes.reduce((sum, index) => sum + (perPeriod[index]?.[position] ?? 0), 0);
  const gross = sumAt(1);
  const instalmentsPence =
    type === 'MONTHLY' ? [sumAt(0), ...Array.from({ length: MONTHS - 1 }, () => gross)] : [gross];
  return {
    type,
    active,
    priceOptions,
    totals: { gross, discount: 0, discounted: gross },
    instalmentsPence,
  };
}

/**
 * Prices a proposal: a pure function of the input and the rating tables. A referral carries its
 * reasons and no price; a quote carries the excess lines and both payment schedules.
 */
export function rateProposal(input: RatingInput): RatingResult {
  const reasons = referralReasons(input);
  const group = insuranceGroup(input.disclosure);
  if (reasons.length > 0 || group === null) {
    return {
      ratingStatus: 'REFERRAL',
      referralReasons: reasons,
      tablesVersion: RATING_TABLES_VERSION,
      annualPremiumPence: null,
      iptPence: null,
      excess: [],
      availablePaymentSchedules: [],
    };
  }
  const requested = new Set(input.requestedOptionalCovers ?? []);
  const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode] as Record<string, number>;
  const lines: AnnualLine[] = [
    {
      coverGroup: 'main',
      code: 'main',
      grossPence: grossWithIpt(netAnnualPremiumPence(input, group)),
      active: true,
    },
    ...offeredOptionalCovers(input).map((code) => ({
      coverGroup: 'optional' as const,
      code,
      grossPence: grossWithIpt(prices[code] ?? 0),
      active: requested.has(code),
    })),
  ];
  const annual = lines.reduce((sum, line) => sum + (line.active ? line.grossPence : 0), 0);
  const monthlyProduct = PRODUCT_KIND_OF_SCHEME[input.schemeCode] === 'SUBSCRIPTION';
  return {
    ratingStatus: 'QUOTE',
    referralReasons: [],
    tablesVersion: RATING_TABLES_VERSION,
    annualPremiumPence: annual,
    iptPence: iptIncluded(annual),
    excess: excessLines(input),
    availablePaymentSchedules: [
      schedule('MONTHLY', monthlyProduct, lines),
      schedule('SINGLE_PAYMENT', !monthlyProduct, lines),
    ],
  };
}
