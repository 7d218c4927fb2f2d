import { ConfigurationError, type SchemeUrlName } from '@brand/domain';

/**
 * The platform's code of the flex scheme (monthly subscription). The platform keys proposals and
 * policies by scheme code; the brand chose codes that read as the brand plus the product's URL name.
 */
export const FLEX_SCHEME_CODE = 'BRAND-FLEX';

/** The platform's code of the driveaway scheme (free fixed-term cover for new-car buyers). */
export const DRIVEAWAY_SCHEME_CODE = 'BRAND-DRIVEAWAY';

/** A scheme as the configuration holds it (spec 000 §3 "Scheme"). */
export interface SchemeConfig {
  /** The platform's scheme code, sent on every proposal and policy call. */
  readonly schemeCode: string;
  /** The first path segment of the scheme's routes (/flex, /driveaway). */
  readonly productUrlName: SchemeUrlName;
  /** A disabled scheme offers no new proposals; existing policies still show. */
  readonly disabled: boolean;
}

/** The brand's schemes, in the order the home page shows their cards. */
export const SCHEMES = [
  { schemeCode: FLEX_SCHEME_CODE, productUrlName: 'flex', disabled: false },
  { schemeCode: DRIVEAWAY_SCHEME_CODE, productUrlName: 'driveaway', disabled: false },
] as const satisfies readonly SchemeConfig[];

/** A scheme code the brand configures. */
export type SchemeCode = (typeof SCHEMES)[number]['schemeCode'];

/** Every configured scheme code. */
export const SCHEME_CODES: readonly SchemeCode[] = SCHEMES.map((scheme) => scheme.schemeCode);

/**
 * The scheme whose routes live under `productUrlName`, or undefined: the name comes from the URL,
 * and an unknown path redirects home rather than failing.
 */
export function schemeByUrlName(productUrlName: unknown): SchemeConfig | undefined {
  return SCHEMES.find((scheme) => scheme.productUrlName === productUrlName);
}

/**
 * The scheme of a platform scheme code. Throws ConfigurationError "No scheme for code X" when none
 * is configured: a proposal or policy of an unknown scheme is a configuration fault (spec 002 §8).
 */
export function schemeByCode(schemeCode: string): SchemeConfig {
  const scheme = SCHEMES.find((candidate) => candidate.schemeCode === schemeCode);
  if (!scheme) throw new ConfigurationError(`No scheme for code ${schemeCode}`);
  return scheme;
}

/** True for a scheme code the brand configures; never throws. */
export function isSchemeCode(value: unknown): value is SchemeCode {
  return typeof value === 'string' && (SCHEME_CODES as readonly string[]).includes(value);
}

/** The schemes open for new proposals (not disabled). */
export function enabledSchemes(schemes: readonly SchemeConfig[] = SCHEMES): SchemeConfig[] {
  return schemes.filter((scheme) => !scheme.disabled);
}
