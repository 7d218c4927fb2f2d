import type {
  CoverCode,
  ExcessType,
  LicenceType,
  OvernightLocation,
  PaymentScheduleType,
  SchemeUrlName,
  VehicleUsage,
} from '@brand/domain';

/**
 * The rating tables: every number the engine prices with, as data. A quote records
 * RATING_TABLES_VERSION, so change the version with any value below (same version, same price).
 * Base rates are annual premiums before IPT; factors multiply them.
 */
export const RATING_TABLES_VERSION = '2025.2.0';

/** A band of a numeric answer: applies from `from` (inclusive) up to the next band's `from`. */
export type Band = { readonly from: number; readonly factor: number };

/** Annual premium before IPT, in pounds, for insurance groups 1 to 50 (index 0 is group 1). */
export const BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP: readonly number[] = [
  260, 272, 284, 297, 310, 324, 339, 354, 370, 386, 404, 422, 441, 461, 482, 503, 526, 549, 574,
  600, 627, 655, 685, 716, 748, 781, 817, 853, 892, 932, 974, 1018, 1063, 1111, 1161, 1214, 1268,
  1325, 1385, 1447, 1512, 1580, 1651, 1726, 1803, 1885, 1969, 2058, 2151, 2247,
];

/** Lowest and highest insurance group the base table covers. */
export const INSURANCE_GROUP_MIN = 1;
export const INSURANCE_GROUP_MAX = 50;

/** Vehicle value bands, by estimated value in pounds. */
export const VEHICLE_VALUE_BANDS: readonly Band[] = [
  { from: 0, factor: 0.9 },
  { from: 10_000, factor: 1 },
  { from: 20_000, factor: 1.1 },
  { from: 35_000, factor: 1.25 },
  { from: 50_000, factor: 1.45 },
];

/** Driver age bands on the cover date (the policyholder's age). */
export const DRIVER_AGE_BANDS: readonly Band[] = [
  { from: 17, factor: 2.6 },
  { from: 21, factor: 1.9 },
  { from: 25, factor: 1.3 },
  { from: 30, factor: 1.05 },
  { from: 40, factor: 0.95 },
  { from: 50, factor: 0.9 },
  { from: 70, factor: 1.05 },
  { from: 80, factor: 1.3 },
];

/** Youngest driver the insurer quotes; younger is referred. */
export const MIN_DRIVER_AGE = 17;

/** Licence type factors. */
export const LICENCE_TYPE_FACTORS: Readonly<Record<LicenceType, number>> = {
  UKFull: 1,
  UKAutoOnly: 1.05,
  UKProvisional: 1.6,
  EUFull: 1.1,
  EUProvisional: 1.7,
  EuropeanNonEU: 1.25,
  International: 1.35,
};

/** Whole years the policyholder's licence has been held on the cover date. */
export const LICENCE_YEARS_BANDS: readonly Band[] = [
  { from: 0, factor: 1.4 },
  { from: 1, factor: 1.2 },
  { from: 2, factor: 1.1 },
  { from: 3, factor: 1.05 },
  { from: 5, factor: 1 },
];

/** No-claims discount factors by years, 0 to 9 (9 meaning 9 or more). */
export const NCD_FACTORS: readonly number[] = [
  1, 0.8, 0.72, 0.65, 0.6, 0.55, 0.52, 0.5, 0.48, 0.46,
];

/** Claim types counted as fault claims. */
export const FAULT_CLAIM_TYPES: readonly string[] = ['AccidentFault', 'AccidentBothFault'];

/** Factors by the number of fault claims in the lookback; more than the last is referred. */
export const FAULT_CLAIM_FACTORS: readonly number[] = [1, 1.35, 1.8];

/** Factor for each non-fault claim in the lookback. */
export const NON_FAULT_CLAIM_FACTOR = 1.05;

/** Most non-fault claims in the lookback a driver may have; more is out of appetite (referred). */
export const MAX_NON_FAULT_CLAIMS = 3;

/** Factors by the number of convictions in the lookback; more than the last is referred. */
export const CONVICTION_FACTORS: readonly number[] = [1, 1.25, 1.6];

/** Annual mileage bands. */
export const ANNUAL_MILEAGE_BANDS: readonly Band[] = [
  { from: 0, factor: 0.85 },
  { from: 5_000, factor: 0.95 },
  { from: 8_000, factor: 1 },
  { from: 12_000, factor: 1.15 },
  { from: 20_000, factor: 1.3 },
];

/** Usage class factors. */
export const USAGE_FACTORS: Readonly<Record<VehicleUsage, number>> = {
  SocialDomesticPleasure: 0.9,
  SocialDomesticPleasureCommuting: 1,
  BusinessClass1: 1.15,
};

/** Postcode area factors (the letters of the outward code); other areas take the default. */
export const POSTCODE_AREA_FACTORS: Readonly<Record<string, number>> = {
  E: 1.45,
  EC: 1.4,
  N: 1.35,
  NW: 1.35,
  SE: 1.4,
  SW: 1.3,
  W: 1.3,
  WC: 1.4,
  B: 1.35,
  M: 1.4,
  L: 1.35,
  G: 1.25,
  LS: 1.2,
  BD: 1.3,
  OX: 1,
  CB: 0.95,
  EX: 0.85,
  TR: 0.8,
  AB: 0.85,
  IV: 0.8,
};
export const POSTCODE_AREA_DEFAULT_FACTOR = 1.05;

/** Overnight location factors. */
export const OVERNIGHT_LOCATION_FACTORS: Readonly<Record<OvernightLocation, number>> = {
  Driveway: 0.95,
  PublicRoadNear: 1.05,
  PublicRoadAway: 1.1,
  GarageLockedNear: 0.88,
  GarageLockedAway: 0.92,
  GarageUnlockedNear: 0.95,
  GarageUnlockedAway: 0.98,
  CarParkOpen: 1.1,
  CarParkSecure: 0.97,
  CarParkOffice: 1,
  CompoundLocked: 0.92,
  CompoundUnlocked: 1,
  Carport: 0.97,
  PrivateProperty: 0.97,
  Other: 1.1,
};

/** Additional drivers, by the youngest driver's age; no additional drivers is 1. */
export const ADDITIONAL_DRIVER_AGE_BANDS: readonly Band[] = [
  { from: 17, factor: 1.6 },
  { from: 21, factor: 1.35 },
  { from: 25, factor: 1.12 },
  { from: 30, factor: 1.05 },
];

/** Modified vehicle. */
export const MODIFICATIONS_FACTOR = 1.25;
/** Tracker fitted. */
export const TRACKER_FACTOR = 0.92;

/** Voluntary excess (pounds) discounts, as factors. */
export const VOLUNTARY_EXCESS_FACTORS: Readonly<Record<number, number>> = {
  0: 1,
  100: 0.96,
  200: 0.92,
  300: 0.88,
};

/** Lowest annual premium before IPT the engine quotes, in pence. */
export const MIN_ANNUAL_NET_PREMIUM_PENCE = 15_000;

/** Optional cover annual prices before IPT, in pence, per scheme (driveaway has none). */
export const OPTIONAL_COVER_PRICES_PENCE: Readonly<
  Record<SchemeUrlName, Partial<Record<CoverCode, number>>>
> = {
  flex: { ncb_protection: 3_600, legal_expenses: 2_250, excess_assist: 3_100 },
  driveaway: {},
};

/** Compulsory excess per excess category, in pence, per scheme. */
export const COMPULSORY_EXCESS_PENCE: Readonly<Record<SchemeUrlName, Record<ExcessType, number>>> =
  {
    flex: {
      accidental_damage: 25_000,
      car: 25_000,
      fire: 25_000,
      theft: 25_000,
      lock_and_key_replacement: 10_000,
      windscreen_repair: 1_000,
      windscreen_replacement: 9_500,
    },
    driveaway: {
      accidental_damage: 35_000,
      car: 35_000,
      fire: 35_000,
      theft: 35_000,
      lock_and_key_replacement: 15_000,
      windscreen_repair: 2_500,
      windscreen_replacement: 12_500,
    },
  };

/** Excess categories the drivers' extra excesses add to. */
export const DRIVER_EXCESS_CATEGORIES: readonly ExcessType[] = ['accidental_damage', 'car'];
/** The categories the voluntary excess adds to: one list, the domain's, with the screens'. */
export { VOLUNTARY_EXCESS_CATEGORIES } from '@brand/domain';

/** The band `value` falls in (below the first band: the first band); undefined without bands. */
export function bandOf(bands: readonly Band[], value: number): Band | undefined {
  let found = bands[0];
  for (const band of bands) if (value >= band.from) found = band;
  return found;
}

/** The factor of the band `value` falls in (below the first band: the first band). */
export function bandFactor(bands: readonly Band[], value: number): number {
  return bandOf(bands, value)?.factor ?? 1;
}

/** The postcode area of a UK postcode: the leading letters of its outward code ('SW1A 2AA' -> 'SW'). */
export function postcodeArea(postcode: string | null | undefined): string | null {
  const match = /^\s*([A-Za-z]{1,2})\d/.exec(postcode ?? '');
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The postcode area factor, the default for unknown or missing areas. */
export function postcodeAreaFactor(postcode: string | null | undefined): number {
  const area = postcodeArea(postcode);
  return (area && POSTCODE_AREA_FACTORS[area]) || POSTCODE_AREA_DEFAULT_FACTOR;
}

/*
 * Appetite: risks the insurer refers to an underwriter rather than pricing. Each limit is one rule in
 * referral-rules.ts with a readable reason.
 */

/** Highest estimated vehicle value (pounds) quoted without an underwriter. */
export const MAX_VEHICLE_VALUE_POUNDS = 100_000;

/**
 * Highest insurance group quoted when any driver is young (under the domain's YOUNG_DRIVER_AGE, 25,
 * the age the young-driver excess uses): young drivers in fast or costly cars are referred.
 */
export const YOUNG_DRIVER_MAX_INSURANCE_GROUP = 30;

/** Licence types that cannot drive unaccompanied: refused on drive-away, bought to drive home alone. */
export const PROVISIONAL_LICENCE_TYPES: readonly LicenceType[] = ['UKProvisional', 'EUProvisional'];

/*
 * Products: what each scheme sells and for how long.
 */

/** Days in the year a fixed term is pro-rated from. */
export const DAYS_PER_YEAR = 365;

/**
 * Days of drive-away cover: the product's texts are the "5-day" set (config translations/fiveDay),
 * the free short term a new-car buyer drives home on.
 */
export const DRIVEAWAY_TERM_DAYS = 5;

/** The discount price option that makes drive-away cover free. */
export const DRIVEAWAY_FREE_COVER_CODE = 'DRIVEAWAY_FREE_COVER';

/**
 * The payment schedules each scheme offers, in order. Drive-away is a free fixed term bought in one
 * (zero) payment, so it has no monthly schedule (its product config checks out SINGLE_PAYMENT only).
 */
export const PAYMENT_SCHEDULES_BY_SCHEME: Readonly<
  Record<SchemeUrlName, readonly PaymentScheduleType[]>
> = {
  flex: ['MONTHLY', 'SINGLE_PAYMENT'],
  driveaway: ['SINGLE_PAYMENT'],
};

/*
 * Promotions: the ages are @brand/config's PROMOTION_ELIGIBILITY; which models are "high power" is
 * the rating's call, so it is versioned here.
 */

/**
 * Engine power (bhp, the unit of the vehicle specification's enginePower; about 164 kW, 223 PS) from
 * which a model is high power and a promotion needs the older minimum age (30). It parts the John
 * Cooper Works models (228 bhp and up) from the Cooper S (201 bhp at most). A specification without
 * a power is not taken as high power.
 */
export const PROMOTION_HIGH_POWER_MIN_BHP = 220;
