import { normalisePostcode, UK_POSTCODE_PATTERN } from '@brand/domain';

/** Retrieving a saved quote (route /retrieve, anonymous only). */
export interface RetrieveConfig {
  /** The retrieve form. */
  readonly formId: string;
  /** The postcode a retrieval needs must match this (after normalising). */
  readonly postcodePattern: RegExp;
  /** Extra back-book paths (old quotes kept by the previous provider); none for this brand. */
  readonly backBookPaths: readonly string[];
}

/** The brand's retrieve settings. */
export const RETRIEVE_CONFIG = {
  formId: 'retrieve',
  postcodePattern: UK_POSTCODE_PATTERN,
  backBookPaths: [],
} as const satisfies RetrieveConfig;

/** The values the retrieve form submits. */
export interface RetrieveValues {
  /** The quote reference from the customer's email. */
  readonly externalReference?: unknown;
  /** ISO date of birth. */
  readonly dateOfBirth?: unknown;
  /** Postcode as typed. */
  readonly postcode?: unknown;
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * True when the retrieve form may be submitted: a reference, a date of birth and a postcode that
 * matches the configured pattern once normalised (spec 000 §5).
 */
export function canSubmitRetrieve(
  values: RetrieveValues,
  config: Pick<RetrieveConfig, 'postcodePattern'> = RETRIEVE_CONFIG,
): boolean {
  if (!filled(values.externalReference) || !filled(values.dateOfBirth)) return false;
  if (!filled(values.postcode)) return false;
  return config.postcodePattern.test(normalisePostcode(values.postcode as string));
}
