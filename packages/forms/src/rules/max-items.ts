import { isRecord } from '../values/form-values';
import { fail, INVALID_KEY, messageKey, type Rule } from './rule';

// A question loop's answer holds its items; a bare list is counted as it is.
function countOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  if (!isRecord(value)) return null;
  return Array.isArray(value.items) ? value.items.length : 0;
}

/** At most `value` items in a question loop. */
export const maxItems: Rule<'maxItems'> = {
  keys: [INVALID_KEY, messageKey('maxItems')],
  check(value, { value: max }) {
    const count = countOf(value);
    if (count === null) return fail(INVALID_KEY);
    return count <= max ? null : fail(messageKey('maxItems'), { max });
  },
};
