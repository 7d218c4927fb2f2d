import type { FormContext } from '../definition/context';
import type { FormDefinition, InputDefinition } from '../definition/form-definition';
import { type FormValues, isRecord } from '../values/form-values';
import { getValue, unsetValue } from '../values/paths';
import { evaluateCondition } from './evaluate-condition';

/** How the values of a scope are seen by its conditions (a loop item also sees the form's values). */
export type ScopeView = (values: FormValues) => FormValues;

const ownValues: ScopeView = (values) => values;

/** What a question-loop item's conditions see: the form's values with the item's fields over them. */
export function itemScope(values: FormValues, item: unknown): FormValues {
  return isRecord(item) ? { ...values, ...item } : values;
}

/** False for an input marked hidden or whose condition does not hold. */
export function isInputVisible(
  input: InputDefinition,
  values: FormValues,
  context: FormContext = {},
): boolean {
  if (input.hidden === true) return false;
  return input.conditional === undefined || evaluateCondition(input.conditional, values, context);
}

/** True when the input is read-only always (`readOnly: true`) or its read-only condition holds. */
export function isInputReadOnly(
  input: InputDefinition,
  values: FormValues,
  context: FormContext = {},
): boolean {
  const { readOnly } = input;
  if (typeof readOnly === 'boolean' || readOnly === undefined) return readOnly === true;
  return evaluateCondition(readOnly, values, context);
}

/**
 * The values with every answer of an input hidden by its condition removed (unless `preserve`),
 * repeated until nothing changes: an answer that only showed because of a now-hidden answer goes too,
 * as it does in the browser, where hidden inputs are unregistered.
 */
export function settleValues(
  inputs: readonly InputDefinition[],
  values: FormValues,
  context: FormContext,
  view: ScopeView = ownValues,
): FormValues {
  let current = values;
  for (;;) {
    const seen = view(current);
    const stale = inputs.find(
      (input) =>
        input.conditional !== undefined &&
        input.preserve !== true &&
        getValue(current, input.name) !== undefined &&
        !evaluateCondition(input.conditional, seen, context),
    );
    // Each pass removes one answer that is there, so the loop ends within inputs.length passes.
    if (!stale) return current;
    current = unsetValue(current, stale.name);
  }
}

/** The inputs of a scope that are shown, judged on its settled values. */
export function visibleAmong(
  inputs: readonly InputDefinition[],
  values: FormValues,
  context: FormContext,
  view: ScopeView = ownValues,
): InputDefinition[] {
  const seen = view(settleValues(inputs, values, context, view));
  return inputs.filter((input) => isInputVisible(input, seen, context));
}

/** The form's inputs that are shown (and so validated) for these values and context. */
export function visibleInputs(
  form: FormDefinition,
  values: FormValues,
  context: FormContext = {},
): InputDefinition[] {
  return visibleAmong(form.inputs, isRecord(values) ? values : {}, context);
}

/** The inputs of one question-loop item that are shown, its conditions seeing the item and the form. */
export function visibleItemInputs(
  loop: InputDefinition,
  item: unknown,
  values: FormValues,
  context: FormContext = {},
): InputDefinition[] {
  const root = isRecord(values) ? values : {};
  return visibleAmong(loop.meta?.inputs ?? [], isRecord(item) ? item : {}, context, (scope) =>
    itemScope(root, scope),
  );
}
