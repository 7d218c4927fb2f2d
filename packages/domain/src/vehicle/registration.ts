/**
 * One complete registration format. The capture groups mark the parts the divider joins
 * ('AB12' + 'CDE' becomes 'AB12 CDE'); a pattern without groups is shown as typed.
 */
export type RegistrationPattern = { readonly name: string; readonly pattern: RegExp };

/** A brand's registration format: the divider shown, the complete formats in order of preference, and what may be typed on the way to one. */
export type RegistrationFormat = {
  readonly divider: string;
  readonly complete: readonly RegistrationPattern[];
  readonly incomplete: RegExp;
};

/** Why a registration was refused (null when it is acceptable). */
export type VrnProblem = 'required' | 'invalidFormat' | 'qPlate';

/**
 * The UK's formats, most specific first. They do not overlap today, but the order is the tie-break
 * a brand's own list relies on: the first pattern that matches wins. Letter restrictions inside
 * each format (no I, Q or Z in some positions) are the DVLA's to enforce, not the form's.
 */
export const UK_REGISTRATION_FORMAT: RegistrationFormat = {
  divider: ' ',
  complete: [
    { name: 'current', pattern: /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/ },
    { name: 'prefix', pattern: /^([A-Z][0-9]{1,3})([A-Z]{3})$/ },
    { name: 'suffix', pattern: /^([A-Z]{3})([0-9]{1,3}[A-Z])$/ },
    { name: 'datelessLettersFirst', pattern: /^([A-Z]{1,3})([0-9]{1,4})$/ },
    { name: 'datelessDigitsFirst', pattern: /^([0-9]{1,4})([A-Z]{1,3})$/ },
  ],
  // Every prefix of a complete format above, the empty string included.
  incomplete:
    /^(?:[A-Z]{0,3}|[A-Z]{1,3}[0-9]{1,4}|[A-Z]{1,3}[0-9]{1,3}[A-Z]|[A-Z][0-9]{1,3}[A-Z]{1,3}|[A-Z]{2}[0-9]{2}[A-Z]{1,3}|[0-9]{1,4}[A-Z]{0,3})$/,
};

/** The letter a registration may not start with: Q plates mark vehicles of unknown identity. */
export const VRN_REFUSED_FIRST_LETTER = 'Q';

/** Removes spaces, hyphens and other whitespace and upper-cases; anything but a string gives ''. */
export function normaliseVrn(input: unknown): string {
  if (typeof input !== 'string') return '';
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

// A brand's pattern may carry a g or y flag; those make RegExp stateful between calls.
function execOnce(pattern: RegExp, value: string): RegExpExecArray | null {
  const stateless = pattern.global || pattern.sticky;
  const regex = stateless
    ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
    : pattern;
  return regex.exec(value);
}

// The first complete pattern that matches, with its capture groups.
function firstMatch(
  value: string,
  format: RegistrationFormat,
): { entry: RegistrationPattern; match: RegExpExecArray } | null {
  if (value === '') return null;
  for (const entry of format.complete) {
    const match = execOnce(entry.pattern, value);
    if (match) return { entry, match };
  }
  return null;
}

/** The first complete pattern (in the format's order) that the normalised input matches, or null. */
export function matchVrnPattern(
  input: unknown,
  format: RegistrationFormat = UK_REGISTRATION_FORMAT,
): RegistrationPattern | null {
  return firstMatch(normaliseVrn(input), format)?.entry ?? null;
}

/** The registration as displayed ('AB12 CDE'): normalised, split by the first matching pattern, joined by the divider; null if no pattern matches. */
export function formatVrn(
  input: unknown,
  format: RegistrationFormat = UK_REGISTRATION_FORMAT,
): string | null {
  const value = normaliseVrn(input);
  const found = firstMatch(value, format);
  if (!found) return null;
  const groups = found.match.slice(1).filter((part) => part);
  return groups.length > 0 ? groups.join(format.divider) : value;
}

/** True while the typed text can still become (or already is) a registration of the format; Q plates are judged on completion, not here. */
export function isIncompleteVrn(
  input: unknown,
  format: RegistrationFormat = UK_REGISTRATION_FORMAT,
): boolean {
  if (typeof input !== 'string') return false;
  return execOnce(format.incomplete, normaliseVrn(input)) !== null;
}

/**
 * Checks a registration: null when acceptable. An empty value is 'required' only when the
 * registration is mandatory (brand config); a well-formed Q plate is 'qPlate' so it gets its own message.
 */
export function checkVrn(
  input: unknown,
  format: RegistrationFormat = UK_REGISTRATION_FORMAT,
  { required = true }: { required?: boolean } = {},
): VrnProblem | null {
  const value = normaliseVrn(input);
  if (value === '') return required ? 'required' : null;
  if (!matchVrnPattern(value, format)) return 'invalidFormat';
  if (value.startsWith(VRN_REFUSED_FIRST_LETTER)) return 'qPlate';
  return null;
}

/** True for a complete registration of the format that does not start with Q. */
export function isValidVrn(
  input: unknown,
  format: RegistrationFormat = UK_REGISTRATION_FORMAT,
): boolean {
  return checkVrn(input, format) === null;
}
