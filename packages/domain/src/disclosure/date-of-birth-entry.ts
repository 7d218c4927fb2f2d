import type { DateOfBirthParts } from './date-of-birth';

/** The three parts of the date-of-birth entry, in the order they are typed (UK order). */
export const DATE_OF_BIRTH_PARTS = ['day', 'month', 'year'] as const;
/** One part of the date-of-birth entry. */
export type DateOfBirthPart = (typeof DATE_OF_BIRTH_PARTS)[number];

/** Most digits of a day or month; focus moves on once this many are typed. */
export const DAY_MONTH_MAX_DIGITS = 2;
/** Most digits of a year. */
export const YEAR_MAX_DIGITS = 4;
/** Digits each part takes. */
export const PART_MAX_DIGITS = {
  day: DAY_MONTH_MAX_DIGITS,
  month: DAY_MONTH_MAX_DIGITS,
  year: YEAR_MAX_DIGITS,
} as const satisfies Record<DateOfBirthPart, number>;

/** A year as it may stand while typed: empty, or 1 or 2 followed by up to three more digits. */
const YEAR_SO_FAR = /^(?:[12]\d{0,3})?$/;
const NON_DIGITS = /\D/g;

/**
 * The part's text after the user typed `typed` over `previous`: non-digits are dropped and the
 * text is cut to the part's length; a year that would not start with 1 or 2 is refused (the
 * previous text stays).
 */
export function enterDateOfBirthPart(
  part: DateOfBirthPart,
  typed: string,
  previous: string,
): string {
  const digits = typed.replace(NON_DIGITS, '').slice(0, PART_MAX_DIGITS[part]);
  if (part === 'year' && !YEAR_SO_FAR.test(digits)) return previous;
  return digits;
}

/** The part focus moves on to after an entry, or null: only a day or month just filled to 2 digits moves it. */
export function nextDateOfBirthPart(
  part: DateOfBirthPart,
  previous: string,
  next: string,
): DateOfBirthPart | null {
  if (part === 'year') return null;
  const filled = next.length === DAY_MONTH_MAX_DIGITS && previous.length < DAY_MONTH_MAX_DIGITS;
  return filled ? (part === 'day' ? 'month' : 'year') : null;
}

/** The parts with one of them replaced. */
export function withDateOfBirthPart(
  parts: DateOfBirthParts,
  part: DateOfBirthPart,
  text: string,
): DateOfBirthParts {
  return { ...parts, [part]: text };
}
