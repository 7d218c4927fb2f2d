import type { InputDefinition } from '../definition/form-definition';
import type { InputType } from '../definition/input-types';
import { isBlank } from '../values/blank';
import { isRecord } from '../values/form-values';
import { getValue } from '../values/paths';
import { fail, messageKey, type Rule } from './rule';

/**
 * Fields an object answer needs by default, where not every field is needed: the spec's address
 * needs line1 only, a vehicle a specification and the lookup flag, a data-entry or lookup answer its
 * code. Other object answers need every field unless the rule lists `fields`.
 */
export const REQUIRED_FIELDS_BY_TYPE: Partial<Record<InputType, readonly string[]>> = {
  address: ['line1'],
  vehicleTabs: ['specification', 'regLookup'],
  vehicleLookup: ['specification', 'regLookup'],
  cascading: ['specification', 'regLookup'],
  lookup: ['code'],
  dataEntry: ['code'],
  name: ['firstName', 'lastName'],
  yearMonth: ['year', 'month'],
};

// A question loop is answered by "no", or by "yes" with at least one item.
function isLoopAnswered(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.answer === false) return true;
  return value.answer === true && Array.isArray(value.items) && value.items.length > 0;
}

function requiredFields(input: InputDefinition, value: Record<string, unknown>): readonly string[] {
  // A boolean list (declarations) needs an answer for each of its items.
  if (input.type === 'booleanList' && input.meta?.items) {
    return input.meta.items.map((item) => String(item.value));
  }
  return REQUIRED_FIELDS_BY_TYPE[input.type] ?? Object.keys(value);
}

/** True when an answer counts as missing for `required` on this input. */
export function isMissing(
  value: unknown,
  input: InputDefinition,
  fields?: readonly string[],
): boolean {
  if (input.type === 'questionLoop') return !isLoopAnswered(value);
  if (isBlank(value)) return true;
  if (!isRecord(value)) return false;
  return (fields ?? requiredFields(input, value)).some((field) => isBlank(getValue(value, field)));
}

/** A value is needed; an object needs every field (or its type's, or the listed `fields`). */
export const required: Rule<'required'> = {
  keys: [messageKey('required')],
  judgesBlank: true,
  check: (value, { fields }, { input }) =>
    isMissing(value, input, fields) ? fail(messageKey('required')) : null,
};
