/** Price-option cover types. */
export const COVER_TYPES = ['MAIN', 'OPTIONAL', 'DISCOUNT'] as const;
/** A cover type. */
export type CoverType = (typeof COVER_TYPES)[number];

/** Cover groups of price options and premium lines. */
export const COVER_GROUPS = ['main', 'discount', 'optional'] as const;
/** A cover group. */
export type CoverGroup = (typeof COVER_GROUPS)[number];

/** Covers included in flex. */
export const FLEX_INCLUDED_COVERS = [
  'liability_to_others',
  'damage_to_car',
  'uk_accident_recovery',
  'electric_vehicles',
  'windscreen',
  'accessories',
  'child_car_seat',
  'foreign_travel',
  'personal_accident',
  'medical_expenses',
  'uninsured_driver_promise',
  'drive_other_cars',
] as const;

/** Add-ons a flex customer may choose. */
export const FLEX_OPTIONAL_COVERS = ['ncb_protection', 'legal_expenses', 'excess_assist'] as const;

/** Every cover code the brand sells: flex's included covers and its add-ons. */
export const COVER_CODES = [...FLEX_INCLUDED_COVERS, ...FLEX_OPTIONAL_COVERS] as const;
/** A cover code. */
export type CoverCode = (typeof COVER_CODES)[number];

/** Covers included in driveaway: flex's less foreign travel, the uninsured driver promise and driving other cars. */
export const DRIVEAWAY_INCLUDED_COVERS = [
  'liability_to_others',
  'damage_to_car',
  'uk_accident_recovery',
  'electric_vehicles',
  'windscreen',
  'accessories',
  'child_car_seat',
  'personal_accident',
  'medical_expenses',
] as const satisfies readonly CoverCode[];

/** Driveaway has no add-ons. */
export const DRIVEAWAY_OPTIONAL_COVERS = [] as const satisfies readonly CoverCode[];

/** Voluntary excess options for flex, in pounds. */
export const FLEX_VOLUNTARY_EXCESS_OPTIONS = [0, 100, 200, 300] as const;

/** Excess categories shown on a quote. */
export const EXCESS_TYPES = [
  'accidental_damage',
  'car',
  'fire',
  'lock_and_key_replacement',
  'theft',
  'windscreen_repair',
  'windscreen_replacement',
] as const;
/** An excess category. */
export type ExcessType = (typeof EXCESS_TYPES)[number];

/**
 * The excess categories a chosen voluntary excess adds to. The rating puts it into these lines'
 * amounts, and every screen and document that splits a line into compulsory and voluntary parts
 * reads this list, so the split never counts it twice or in a line it is not in.
 */
export const VOLUNTARY_EXCESS_CATEGORIES: readonly ExcessType[] = [
  'accidental_damage',
  'car',
  'fire',
  'theft',
];

/** Endorsements a quote can carry. */
export const ENDORSEMENTS = ['DRIVE_OTHER_CARS_EXCLUDED', 'DRVEXC_INEXP', 'DRVEXC_YOUNG'] as const;
/** An endorsement code. */
export type Endorsement = (typeof ENDORSEMENTS)[number];

/** Legal expenses cover limit, in pence (£100,000). */
export const LEGAL_EXPENSES_LIMIT_PENCE = 10_000_000;

/** Years of no-claims discount needed before it can be protected. */
export const NCB_PROTECTION_MIN_YEARS = 4;

/**
 * Whether no-claims bonus protection can be offered with this many years of no-claims discount:
 * the rating engine and the add-ons page both ask this, so the tick is never offered where the
 * price would silently leave it out. An unanswered discount counts as none.
 */
export function ncbProtectionOffered(noClaimsYears: number | null | undefined): boolean {
  return (noClaimsYears ?? 0) >= NCB_PROTECTION_MIN_YEARS;
}

/** Territorial limits of cover. */
export const TERRITORIES = ['UK', 'Channel Islands', 'Isle of Man'] as const;
/** A territory the cover applies in. */
export type Territory = (typeof TERRITORIES)[number];
