import {
  type CoverCode,
  DRIVEAWAY_INCLUDED_COVERS,
  DRIVEAWAY_OPTIONAL_COVERS,
  FLEX_INCLUDED_COVERS,
  FLEX_OPTIONAL_COVERS,
  FLEX_VOLUNTARY_EXCESS_OPTIONS,
} from './covers';
import type { ProductKind } from './policy';

/** The URL names of the two schemes the brand sells. */
export const SCHEME_URL_NAMES = ['flex', 'driveaway'] as const;
/** A scheme's URL name. */
export type SchemeUrlName = (typeof SCHEME_URL_NAMES)[number];

/** The product kind each scheme sells: flex is a monthly subscription, driveaway fixed-term free cover. */
export const PRODUCT_KIND_OF_SCHEME = {
  flex: 'SUBSCRIPTION',
  driveaway: 'DRIVEAWAY',
} as const satisfies Record<SchemeUrlName, ProductKind>;

/** Included covers and add-ons of each scheme. */
export const COVERS_BY_SCHEME = {
  flex: { included: FLEX_INCLUDED_COVERS, optional: FLEX_OPTIONAL_COVERS },
  driveaway: { included: DRIVEAWAY_INCLUDED_COVERS, optional: DRIVEAWAY_OPTIONAL_COVERS },
} as const satisfies Record<
  SchemeUrlName,
  { included: readonly CoverCode[]; optional: readonly CoverCode[] }
>;

/** Voluntary excess options per scheme, in pounds; driveaway's excess is not adjustable. */
export const VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME = {
  flex: FLEX_VOLUNTARY_EXCESS_OPTIONS,
  driveaway: [],
} as const satisfies Record<SchemeUrlName, readonly number[]>;

/** True when `excess` (pounds) is one of the configured voluntary excess options. */
export function isValidVoluntaryExcess(excess: unknown, options: readonly number[]): boolean {
  return typeof excess === 'number' && options.includes(excess);
}
