import { isRecord } from '../values/form-values';

/**
 * Equality of answers: primitives strictly (so '1' and 1 differ, as do NaN and NaN), lists item by
 * item, plain objects field by field, dates by instant. Configured values are JSON, and a string
 * that looks like a number is a different answer from the number: a condition on `1` does not
 * match a radio that stores '1'. Configure the value as the input stores it.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  );
}
