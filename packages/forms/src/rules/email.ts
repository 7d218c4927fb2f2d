import { checkEmail, checkEmailWith, EMAIL_PATTERN } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

const REASONS = ['invalid', 'tooLong', 'blacklisted'] as const;

// Domains are case-blind, so a blacklist of domains is too.
const blacklistOf = (pattern: string | undefined) =>
  pattern === undefined ? undefined : new RegExp(pattern, 'i');

function problemOf(value: unknown, pattern?: string, blacklist?: string) {
  if (pattern !== undefined) {
    return checkEmailWith(
      { required: new RegExp(pattern), blacklist: blacklistOf(blacklist) },
      value,
    );
  }
  const problem = checkEmail(value);
  if (problem !== null || blacklist === undefined) return problem;
  return checkEmailWith({ required: EMAIL_PATTERN, blacklist: blacklistOf(blacklist) }, value);
}

/**
 * An email address: the spec's pattern and length limits, or the configured `pattern`; never one
 * matching the configured `blacklist`.
 */
export const email: Rule<'email'> = {
  keys: REASONS.map((reason) => messageKey('email', reason)),
  check(value, { pattern, blacklist }) {
    const problem = problemOf(value, pattern, blacklist);
    if (problem === null) return null;
    // 'required' only comes from a blank value, which never reaches here; read it as invalid.
    return fail(messageKey('email', problem === 'required' ? 'invalid' : problem));
  },
};
