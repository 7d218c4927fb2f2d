/**
 * A UK postcode, upper case, outward and inward parts with one optional space between them.
 * Outward: A9, A99, AA9, AA99, A9A or AA9A; inward: 9AA. The letters follow Royal Mail's rules for
 * each position (first never Q, V or X; second never I, J or Z; a letter after the district digit
 * only from the sets in use; inward letters never C, I, K, M, O or V). Covers Great Britain,
 * Northern Ireland, the Channel Islands (GY, JE) and the Isle of Man (IM), plus GIR 0AA.
 */
export const UK_POSTCODE_PATTERN =
  /^(?:GIR ?0AA|(?:[A-PR-UWYZ](?:\d{1,2}|\d[A-HJKPS-UW])|[A-PR-UWYZ][A-HK-Y](?:\d{1,2}|\d[ABEHMNPRV-Y])) ?\d[ABD-HJLNP-UW-Z]{2})$/;

/** Length of the inward code (sector digit and unit letters) that ends every postcode. */
export const POSTCODE_INWARD_LENGTH = 3;

/** Length of the shortest postcode without its space ('A99AA'). */
export const POSTCODE_MIN_LENGTH = 5;

/** Length of the longest postcode without its space ('AA9A9AA'). */
export const POSTCODE_MAX_LENGTH = 7;

/**
 * Puts a postcode however it was typed (' sw1a1aa', 'SW1A  1AA') into its canonical form 'SW1A 1AA':
 * whitespace removed, upper case, one space before the inward code when the length fits a postcode.
 * Anything else comes back upper case without whitespace. Never throws.
 */
export function normalisePostcode(input: string): string {
  if (typeof input !== 'string') return '';
  const compact = input.replace(/\s/g, '').toUpperCase();
  if (compact.length < POSTCODE_MIN_LENGTH || compact.length > POSTCODE_MAX_LENGTH) return compact;
  const split = compact.length - POSTCODE_INWARD_LENGTH;
  return `${compact.slice(0, split)} ${compact.slice(split)}`;
}

/** True when the input, in any case and with any spacing, is a UK postcode. */
export function isValidUkPostcode(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  return UK_POSTCODE_PATTERN.test(normalisePostcode(input));
}
