/** The international dialling code every customer phone number is stored with. */
export const UK_COUNTRY_CODE = '+44';

/**
 * A UK phone number in canonical form: +44, then 9 or 10 digits starting 1 or 2 (landlines), or
 * exactly 10 digits starting 7 (mobiles). Matches the output of `normaliseUkPhone`.
 */
export const UK_PHONE_PATTERN = /^\+44(?:[12]\d{8,9}|7\d{9})$/;

const COUNTRY_DIGITS = UK_COUNTRY_CODE.slice(1);
const INTERNATIONAL_DIALLING_PREFIX = '00';
const TRUNK_PREFIX = '0';
const PLUS_BEFORE_FIRST_DIGIT = /^\D*\+/;

/**
 * Puts a UK phone number however it was typed ('07700 900123', '+44 (0)7700-900-123',
 * '0044 7700 900123', '(01632) 960.123') into the form +44XXXXXXXXXX: keeps the digits, drops the
 * country code (typed as +44, 0044 or 44), then drops one trunk zero. No digits, or only the 00
 * of an international call, gives ''.
 *
 * A number with another country code ('+33 1 23 45 67 89', '0033 …') or one that still starts with
 * 0 after the trunk zero ('+44 00 7700 900123') is not a UK number: it comes back as '+' and its
 * digits, so it stays invalid instead of being coerced into a valid one, and normalising twice
 * gives the same as normalising once. Never throws.
 */
export function normaliseUkPhone(input: string): string {
  if (typeof input !== 'string') return '';
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const typedPlus = PLUS_BEFORE_FIRST_DIGIT.test(input);
  const typed00 = !typedPlus && digits.startsWith(INTERNATIONAL_DIALLING_PREFIX);
  const international = typedPlus || typed00;
  const dialled = typed00 ? digits.slice(INTERNATIONAL_DIALLING_PREFIX.length) : digits;
  const hasCountryCode = dialled.startsWith(COUNTRY_DIGITS);
  if (international && !hasCountryCode) return dialled === '' ? '' : `+${dialled}`;
  let national = hasCountryCode ? dialled.slice(COUNTRY_DIGITS.length) : dialled;
  if (national.startsWith(TRUNK_PREFIX)) national = national.slice(TRUNK_PREFIX.length);
  // No UK number starts with 0 once the trunk zero is gone.
  if (national.startsWith(TRUNK_PREFIX)) return `+${dialled}`;
  return `${UK_COUNTRY_CODE}${national}`;
}

/** True when the input, however typed, is a UK landline or mobile number (see UK_PHONE_PATTERN). */
export function isValidUkPhone(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  return UK_PHONE_PATTERN.test(normaliseUkPhone(input));
}
