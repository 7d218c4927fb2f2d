import { itemScope, type ScopeView, settleValues } from '../conditions/visibility';
import type { FormContext } from '../definition/context';
import type { FormDefinition, InputDefinition } from '../definition/form-definition';
import { type FormValues, isRecord } from './form-values';
import { getValue, setValue } from './paths';

function pruneLoopItems(
  loop: InputDefinition,
  values: FormValues,
  context: FormContext,
  view: ScopeView,
): FormValues {
  const answer = getValue(values, loop.name);
  const itemInputs = loop.meta?.inputs;
  if (!itemInputs || !isRecord(answer) || !Array.isArray(answer.items)) return values;
  const items: unknown[] = answer.items;
  const pruned = items.map((item) =>
    isRecord(item)
      ? pruneScope(itemInputs, item, context, (scope) => itemScope(view(values), scope))
      : item,
  );
  return pruned.every((item, i) => item === items[i])
    ? values
    : setValue(values, `${loop.name}.items`, pruned);
}

function pruneScope(
  inputs: readonly InputDefinition[],
  values: FormValues,
  context: FormContext,
  view: ScopeView,
): FormValues {
  const settled = settleValues(inputs, values, context, view);
  return inputs
    .filter((input) => input.type === 'questionLoop')
    .reduce((current, loop) => pruneLoopItems(loop, current, context, view), settled);
}

/**
 * The values without the answers of inputs hidden by their condition (unless the input sets
 * `preserve`), inside question-loop items too. Answers of `hidden` inputs are kept: the platform
 * sets them. The values given are not changed.
 */
export function pruneHiddenValues(
  form: FormDefinition,
  values: FormValues,
  context: FormContext = {},
): FormValues {
  return pruneScope(form.inputs, isRecord(values) ? values : {}, context, (scope) => scope);
}
