import type { FormContext } from '../definition/context';
import type { InputDefinition } from '../definition/form-definition';
import { getValue } from '../values/paths';
import { londonTodayFrom } from './readers';
import type { RuleScope } from './rule';

/**
 * The scope a rule reads: `values` are the answers of the input's own scope (a loop item, or the
 * form), `root` the form's; another input is looked up in the item first, then in the form.
 */
export function ruleScope(
  input: InputDefinition,
  context: FormContext,
  values: unknown,
  root: unknown = values,
): RuleScope {
  return {
    input,
    context,
    today: londonTodayFrom(context.now),
    answerOf: (field) =>
      getValue(values, field) ?? (root === values ? undefined : getValue(root, field)),
  };
}
