import type { FormDefinition } from '../definition';
import { type FormValues, getValue, setValue } from '../engine';

/** The starting values: those given, with each input's `meta.defaultValue` where the input has none. */
export function withDefaultValues(form: FormDefinition, values: FormValues): FormValues {
  return form.inputs.reduce(
    (result, input) =>
      input.meta?.defaultValue !== undefined && getValue(result, input.name) === undefined
        ? setValue(result, input.name, input.meta.defaultValue)
        : result,
    values,
  );
}
