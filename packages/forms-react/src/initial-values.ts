import type { FormDefinition, InputDefinition } from '@brand/forms';
import { type FormValues, getValue, setValue } from '@brand/forms';

// A list of checkboxes the customer leaves unticked means "none of these apply": the unticked
// state is an answer of all false, so the form starts there rather than with nothing.
function defaultValueOf(input: InputDefinition): unknown {
  if (input.meta?.defaultValue !== undefined) return input.meta.defaultValue;
  if (input.type === 'booleanList' && input.meta?.items) {
    return Object.fromEntries(input.meta.items.map((item) => [String(item.value), false]));
  }
  return undefined;
}

/**
 * The starting values: those given, with each input's default where the input has none. Takes a
 * form, or a question loop's item inputs (a new entry starts where the item's own form would).
 */
export function withDefaultValues(
  form: Pick<FormDefinition, 'inputs'>,
  values: FormValues,
): FormValues {
  return form.inputs.reduce((result, input) => {
    const fallback = defaultValueOf(input);
    return fallback !== undefined && getValue(result, input.name) === undefined
      ? setValue(result, input.name, fallback)
      : result;
  }, values);
}
