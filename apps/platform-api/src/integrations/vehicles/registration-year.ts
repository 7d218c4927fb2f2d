import { matchVrnPattern, normaliseVrn } from '@brand/domain';

/**
 * The year each prefix letter was first issued (DVLA, August 1983 to August 2001); I, O, Q, U and
 * Z were never used as prefixes.
 */
export const PREFIX_LETTER_YEARS: Readonly<Record<string, number>> = {
  A: 1983,
  B: 1984,
  C: 1985,
  D: 1986,
  E: 1987,
  F: 1988,
  G: 1989,
  H: 1990,
  J: 1991,
  K: 1992,
  L: 1993,
  M: 1994,
  N: 1995,
  P: 1996,
  R: 1997,
  S: 1998,
  T: 1999,
  V: 1999,
  W: 2000,
  X: 2000,
  Y: 2001,
};

/**
 * The year a current-format age identifier dates to (September 2001 onwards): March's is the
 * year's last two digits ('02' is March 2002), September's adds 50 ('51' is September 2001) and
 * September 2050's is '00'. '01' was never issued (March 2001 was still a Y prefix): null.
 */
export function ageIdentifierYear(identifier: string): number | null {
  const digits = Number(identifier);
  if (!/^\d{2}$/.test(identifier) || digits === 1) return null;
  if (digits === 0) return 2050;
  return digits > 50 ? 1950 + digits : 2000 + digits;
}

/**
 * The year a registration dates its vehicle to, or null when its format carries no date:
 * current-format plates by their age identifier, prefix plates by their first letter. Suffix
 * plates (1963 to 1983) do carry a year but one long before any MINI of this data set; dateless
 * (cherished) plates carry none.
 */
export function registrationYear(vrn: string): number | null {
  const value = normaliseVrn(vrn);
  switch (matchVrnPattern(value)?.name) {
    case 'current':
      return ageIdentifierYear(value.slice(2, 4));
    case 'prefix':
      return PREFIX_LETTER_YEARS[value.charAt(0)] ?? null;
    default:
      return null;
  }
}
