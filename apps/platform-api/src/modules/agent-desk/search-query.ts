import { ApiError } from '../../http/problem';

/** What a search result was found by (the contract's `matchedOn`). */
export const MATCH_KINDS = [
  'name',
  'email',
  'phone',
  'postcode',
  'dateOfBirth',
  'policyNumber',
  'quoteReference',
  'registration',
] as const;
/** A kind of match. */
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The shortest and longest search, counted once trimmed. */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;

/**
 * What a search looks for, by the shape of what was typed. A query may fit more than one kind (a
 * number is a phone or a policy number's digits; "A1 2BC" a postcode or a private plate): each
 * fitting kind is searched, and a result says which found it. A name is the fallback, for text
 * that fits nothing else.
 */
export type SearchPlan = {
  /** The query with its runs of spaces made one, for the audit. */
  text: string;
  /** The exact kinds, each with the value as its column is compared. */
  exact: { kind: Exclude<MatchKind, 'name'>; value: string }[];
  /** The name's words, lower-cased: [first?, last] or one word for either. */
  name: { first: string | null; last: string } | { either: string } | null;
};

// A UK postcode: outward code (A9, A99, A9A, AA9, AA99, AA9A), then inward code (9AA).
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;
// A policy number as the binding writes it (MINI-FLX-100001), typed with or without dashes.
const POLICY_NUMBER = /^[A-Z]+-?[A-Z]+-?[0-9]{6,}$/;
// Only a policy number's digits: an agent often hears just "one double-oh double-oh one".
const POLICY_DIGITS = /^[0-9]{6,9}$/;
// A quote reference (proposals-service's newExternalReference): Q and nine characters.
const QUOTE_REFERENCE = /^Q[A-Z0-9]{9}$/;
// A registration: letters and digits (a plate has at least one digit), at most 8 of them.
const REGISTRATION = /^(?=.*[0-9])(?=.*[A-Z])[A-Z0-9]{2,8}$/;
// A phone number as people write it: digits with spaces, dashes, brackets, a leading +.
const PHONE_TEXT = /^\+?[0-9 ()-]+$/;
// A name: letters of any alphabet, with the spaces, hyphens, apostrophes and dots names hold.
const NAME_TEXT = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;

function badQuery(detail: string): ApiError {
  return new ApiError('bad-request', detail, { code: 'customerSearch.badQuery' });
}

/** The trimmed query, or a 400 when it is too short or too long. */
export function checkedQuery(raw: string | undefined): string {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text.length < SEARCH_QUERY_LENGTH.min) {
    throw badQuery(`Type at least ${SEARCH_QUERY_LENGTH.min} characters to search.`);
  }
  if (text.length > SEARCH_QUERY_LENGTH.max) {
    throw badQuery(`A search is at most ${SEARCH_QUERY_LENGTH.max} characters.`);
  }
  return text;
}

/** A date of birth as typed (DD/MM/YYYY, D/M/YYYY or YYYY-MM-DD), as 'YYYY-MM-DD'; else null. */
function dateOfBirth(text: string): string | null {
  const british = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(text);
  const iso = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!british && !iso) return null;
  const [year, month, day] = british
    ? [Number(british[3]), Number(british[2]), Number(british[1])]
    : [Number(iso?.[1]), Number(iso?.[2]), Number(iso?.[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw badQuery(`${text} is not a date: type a date of birth as DD/MM/YYYY.`);
  }
  return date.toISOString().slice(0, 10);
}

/** A UK phone number's digits, a leading +44 read as 0 (as search_phone, migration 0024). */
function phoneDigits(text: string): string | null {
  if (!PHONE_TEXT.test(text)) return null;
  const digits = text.replace(/^\s*(\+|00)\s*44\s*(\(0\))?/, '0').replace(/[^0-9]/g, '');
  return /^0[0-9]{9,10}$/.test(digits) ? digits : null;
}

/** The name's words: "first last", "last, first", or one word that may be either. */
function nameOf(text: string): SearchPlan['name'] {
  const comma = text.indexOf(',');
  const ordered = comma >= 0 ? `${text.slice(comma + 1)} ${text.slice(0, comma)}`.trim() : text;
  if (!NAME_TEXT.test(ordered)) return null;
  const words = ordered.toLowerCase().split(' ').filter(Boolean);
  const last = words.pop();
  if (last === undefined) return null;
  return words.length === 0 ? { either: last } : { first: words.join(' '), last };
}

/** How a checked query is searched (see SearchPlan). */
export function planSearch(text: string): SearchPlan {
  const exact: SearchPlan['exact'] = [];
  if (text.includes('@')) {
    exact.push({ kind: 'email', value: text.replaceAll(' ', '').toLowerCase() });
    return { text, exact, name: null };
  }
  const date = dateOfBirth(text);
  if (date) return { text, exact: [{ kind: 'dateOfBirth', value: date }], name: null };
  const upper = text.toUpperCase();
  const key = upper.replace(/[^A-Z0-9]/g, '');
  const phone = phoneDigits(text);
  if (phone) exact.push({ kind: 'phone', value: phone });
  if (POSTCODE.test(upper)) exact.push({ kind: 'postcode', value: key });
  if (POLICY_NUMBER.test(upper.replaceAll(' ', '')))
    exact.push({ kind: 'policyNumber', value: key });
  else if (POLICY_DIGITS.test(key) && !phone) exact.push({ kind: 'policyNumber', value: key });
  if (QUOTE_REFERENCE.test(key)) exact.push({ kind: 'quoteReference', value: key });
  if (/^[A-Z0-9 ]+$/.test(upper) && REGISTRATION.test(key)) {
    exact.push({ kind: 'registration', value: key });
  }
  return { text, exact, name: exact.length === 0 ? nameOf(text) : null };
}
