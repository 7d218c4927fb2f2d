/** Longest whole address a mailbox can have (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest local part (before the @) a mailbox can have (RFC 5321). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// The spec bars these from the local part: <>()!#~`$^*?/|[]\.,;:@, whitespace and double quotes.
// The dot is barred inside an atom only: atoms are joined by single dots, so first.last@ is fine but
// .first@, first.@ and first..last@ are not. Control characters are barred too.
const ATOM = '[^<>()!#~`$^*?/|[\\]\\\\.,;:@\\s"\\p{Cc}]+';
const LOCAL_PART = `${ATOM}(?:\\.${ATOM})*`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = `(?:${LABEL}\\.)+[A-Za-z]{2,63}`;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IP_LITERAL = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;

/**
 * An email address: a local part of dot-separated atoms (see above), then @, then either a host
 * name of dotted labels ending in a top-level domain of at least 2 letters, or an IPv4 literal in
 * brackets ('user@[192.168.0.1]'). Length limits are checked apart, by `checkEmail`.
 */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${HOST_NAME}|${IP_LITERAL})$`, 'u');

/** Why an email address was refused, one message each. */
export const EMAIL_PROBLEMS = ['required', 'tooLong', 'invalid'] as const;

/** A reason `checkEmail` refuses an address. */
export type EmailProblem = (typeof EMAIL_PROBLEMS)[number];

/** A configured email check: the address must match `required` and must not match `blacklist`. */
export interface EmailRule {
  required: RegExp;
  blacklist?: RegExp;
}

/** Why an address failed a configured email check. */
export const EMAIL_RULE_PROBLEMS = ['required', 'invalid', 'blacklisted'] as const;

/** A reason `checkEmailWith` refuses an address. */
export type EmailRuleProblem = (typeof EMAIL_RULE_PROBLEMS)[number];

/**
 * An address as it should be stored: surrounding whitespace trimmed and the domain (after the last
 * @) in lower case, since domains are case-blind; the local part keeps its case. Never throws.
 */
export function normaliseEmail(input: string): string {
  if (typeof input !== 'string') return '';
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return `${trimmed.slice(0, at + 1)}${trimmed.slice(at + 1).toLowerCase()}`;
}

/** Null when the (trimmed) value is a valid email address, otherwise why it is not. */
export function checkEmail(value: unknown): EmailProblem | null {
  if (value === null || value === undefined) return 'required';
  if (typeof value !== 'string') return 'invalid';
  const address = value.trim();
  if (address === '') return 'required';
  const localPartLength = address.lastIndexOf('@');
  if (address.length > EMAIL_MAX_LENGTH || localPartLength > EMAIL_LOCAL_PART_MAX_LENGTH) {
    return 'tooLong';
  }
  return EMAIL_PATTERN.test(address) ? null : 'invalid';
}

/** True when the (trimmed) value is a valid email address within the length limits. */
export function isValidEmail(value: unknown): boolean {
  return checkEmail(value) === null;
}

// String#search always starts from the beginning and leaves lastIndex alone, so a configured
// pattern with the g or y flag cannot make the check depend on earlier calls.
function matches(pattern: RegExp, value: string): boolean {
  return value.search(pattern) !== -1;
}

/** Null when the (trimmed) value matches the rule's required pattern and not its blacklist. */
export function checkEmailWith(rule: EmailRule, value: unknown): EmailRuleProblem | null {
  if (value === null || value === undefined) return 'required';
  if (typeof value !== 'string') return 'invalid';
  const address = value.trim();
  if (address === '') return 'required';
  if (!matches(rule.required, address)) return 'invalid';
  if (rule.blacklist && matches(rule.blacklist, address)) return 'blacklisted';
  return null;
}

/** True when the (trimmed) value passes the configured email rule. */
export function isValidEmailWith(rule: EmailRule, value: unknown): boolean {
  return checkEmailWith(rule, value) === null;
}
