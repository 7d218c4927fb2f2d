/** Fewest characters a first or last name may have. */
export const NAME_MIN_LENGTH = 2;

/** Most characters a first or last name may have. */
export const NAME_MAX_LENGTH = 30;

/** Shown in place of an initial when that part of the name is missing. */
export const MISSING_INITIAL = '?';

/** A customer's name as the proposal and account forms hold it. */
export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Why a first or last name was refused, one message each. */
export const NAME_PART_PROBLEMS = ['required', 'tooShort', 'tooLong', 'invalidCharacters'] as const;

/** A reason `checkNamePart` refuses a name. */
export type NamePartProblem = (typeof NAME_PART_PROBLEMS)[number];

// Letters and combining marks of any script (Zoë, Nguyễn, Seán), with the space, hyphen, straight
// and typographic apostrophes (phones type ’) and full stop that real names use: O'Neill,
// Smith-Jones, St. John. At least one letter, so '--' or '.' is not a name.
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
const HAS_LETTER = /\p{L}/u;

/**
 * A name part as it should be checked and stored: leading and trailing whitespace trimmed, each run
 * of whitespace inside made one space, and composed to Unicode NFC so 'Zoë' is the same however it
 * was typed. (The spec trims leading whitespace; trailing is trimmed too, as no name ends in one.)
 */
export function normaliseNamePart(value: string): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Characters in a name part as a person counts them: code points after NFC composition. */
function nameLength(value: string): number {
  return Array.from(value).length;
}

/** Null when the value, once normalised, is an acceptable first or last name; otherwise why not. */
export function checkNamePart(value: unknown): NamePartProblem | null {
  if (value === null || value === undefined) return 'required';
  if (typeof value !== 'string') return 'invalidCharacters';
  const name = normaliseNamePart(value);
  if (name === '') return 'required';
  if (!NAME_CHARACTERS.test(name) || !HAS_LETTER.test(name)) return 'invalidCharacters';
  const length = nameLength(name);
  if (length < NAME_MIN_LENGTH) return 'tooShort';
  if (length > NAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/** True when the value is an acceptable first or last name. */
export function isValidNamePart(value: unknown): boolean {
  return checkNamePart(value) === null;
}

/** Both parts of a name, each normalised by `normaliseNamePart`. */
export function normalisePersonName(name: PersonName): PersonName {
  return {
    firstName: normaliseNamePart(name.firstName),
    lastName: normaliseNamePart(name.lastName),
  };
}

/** True when both the first and the last name are acceptable. */
export function isValidPersonName(name: unknown): boolean {
  if (typeof name !== 'object' || name === null) return false;
  const { firstName, lastName } = name as Partial<Record<keyof PersonName, unknown>>;
  return isValidNamePart(firstName) && isValidNamePart(lastName);
}

function initial(part: string | null | undefined): string {
  if (typeof part !== 'string') return MISSING_INITIAL;
  const letter = Array.from(part.normalize('NFC')).find((character) => HAS_LETTER.test(character));
  if (letter === undefined) return MISSING_INITIAL;
  // Upper-casing can lengthen a letter ('ß' becomes 'SS'); an initial is one character.
  return Array.from(letter.toLocaleUpperCase('en-GB'))[0] ?? MISSING_INITIAL;
}

/** Two upper-case initials for the account button ('Zoë Smith' gives 'ZS'), '?' for a missing part. */
export function initials(
  name: Partial<Record<keyof PersonName, string | null>> | null | undefined,
): string {
  return `${initial(name?.firstName)}${initial(name?.lastName)}`;
}
