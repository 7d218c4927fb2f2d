import { isRecord } from './form-values';

/**
 * True for an answer that is not there: undefined, null, a string of only whitespace, NaN, an empty
 * list, or an object whose every field is blank ({} and { firstName: '' }). False and 0 are answers.
 * `required` and the `defined` condition judge emptiness by it; every other rule skips blank values.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isBlank);
  return false;
}
