/** Employment statuses for which occupation and industry are asked: full-time, part-time, self-employed. */
export const OCCUPATION_REQUIRED_EMPLOYMENT = ['FT', 'PT', 'SE'] as const;
/** An employment status that needs occupation and industry. */
export type OccupationRequiredEmployment = (typeof OCCUPATION_REQUIRED_EMPLOYMENT)[number];

/** Characters typed before the offence lookup searches. */
export const OFFENCE_LOOKUP_MIN_CHARS = 2;
/** Characters typed before the occupation lookup searches. */
export const OCCUPATION_LOOKUP_MIN_CHARS = 3;
/** Characters typed before the industry lookup searches. */
export const INDUSTRY_LOOKUP_MIN_CHARS = 3;

/** True when occupation and industry are required: employment is FT, PT or SE. */
export function isOccupationRequired(
  employmentStatus: unknown,
): employmentStatus is OccupationRequiredEmployment {
  return (OCCUPATION_REQUIRED_EMPLOYMENT as readonly unknown[]).includes(employmentStatus);
}

/** True when enough characters (ignoring surrounding whitespace) are typed for a lookup to search. */
export function canStartLookup(text: unknown, minChars: number): boolean {
  return typeof text === 'string' && text.trim().length >= minChars;
}
