import { fail, INVALID_KEY, messageKey, type Rule } from './rule';

// Characters as a person counts them (code points), ignoring surrounding whitespace.
function lengthOf(value: unknown): number | null {
  return typeof value === 'string' ? Array.from(value.trim()).length : null;
}

/** Text of at least `value` characters. */
export const minLength: Rule<'minLength'> = {
  keys: [INVALID_KEY, messageKey('minLength')],
  check(value, { value: min }) {
    const length = lengthOf(value);
    if (length === null) return fail(INVALID_KEY);
    return length >= min ? null : fail(messageKey('minLength'), { min });
  },
};

/** Text of at most `value` characters. */
export const maxLength: Rule<'maxLength'> = {
  keys: [INVALID_KEY, messageKey('maxLength')],
  check(value, { value: max }) {
    const length = lengthOf(value);
    if (length === null) return fail(INVALID_KEY);
    return length <= max ? null : fail(messageKey('maxLength'), { max });
  },
};
