/** What typing into a number input comes to: a new value (null when emptied) or a refusal. */
export type NumberEntry =
  | { readonly accepted: true; readonly value: number | null }
  | { readonly accepted: false };

const NON_DIGITS = /\D/g;

/**
 * Reads what the user typed as a whole number: non-digits are stripped, empty gives null, and a
 * value above `maxValue` (or too big to hold exactly) is refused so the input keeps its old value.
 */
export function readNumberEntry(typed: string, maxValue?: number): NumberEntry {
  const digits = typed.replace(NON_DIGITS, '');
  if (digits === '') return { accepted: true, value: null };
  const value = Number.parseInt(digits, 10);
  if (!Number.isSafeInteger(value)) return { accepted: false };
  if (maxValue !== undefined && value > maxValue) return { accepted: false };
  return { accepted: true, value };
}
