import { ValidationError } from 'yup';
import { checkFormDefinition } from './config-check';
import type { FieldErrors, FormContext } from './definition/context';
import type { FormDefinition } from './definition/form-definition';
import {
  compiledSchema,
  RULE_TEST_PARAM,
  type RuleTestParams,
  runContext,
} from './rules/build-schema';
import type { FormValues } from './values/form-values';

// Definitions are constants: each is checked once, the first time it is validated. A WeakSet (a
// WeakMap of "checked") lets a definition built on the fly be collected with its entry.
const checkedForms = new WeakSet<FormDefinition>();

function checkOnce(form: FormDefinition): void {
  if (checkedForms.has(form)) return;
  checkFormDefinition(form);
  checkedForms.add(form);
}

// yup names list items loop.items[0].field; the engine names them loop.items.0.field. (Object
// keys never hold a dot, so yup never quotes them.)
function errorName(path: string | undefined): string {
  return (path ?? '').replace(/\[(\d+)\]/g, '.$1');
}

// An error's place in the form: its input's position; an input's own error before its items'.
function formOrder(form: FormDefinition) {
  const rank = (name: string) =>
    form.inputs.findIndex((input) => name === input.name || name.startsWith(`${input.name}.`));
  return (a: string, b: string) =>
    rank(a) - rank(b) ||
    Number(form.inputs[rank(a)]?.name !== a) - Number(form.inputs[rank(b)]?.name !== b);
}

// The first failing rule (in configuration order) of each input, in form order.
function firstErrors(error: ValidationError, form: FormDefinition): FieldErrors {
  const first = new Map<string, RuleTestParams>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const test = inner.params?.[RULE_TEST_PARAM] as RuleTestParams | undefined;
    if (!test) continue;
    const name = errorName(inner.path);
    const held = first.get(name);
    if (!held || test.order < held.order) first.set(name, test);
  }
  const names = [...first.keys()].sort(formOrder(form));
  return Object.fromEntries(
    names.map((name) => [name, (first.get(name) as RuleTestParams).fieldError]),
  );
}

/**
 * The errors of a form's answers, by input name, the first failing rule of each input: only inputs
 * visible for these values and context are validated, question-loop items by the loop's inputs
 * (named loop.items.0.field). Never throws on the values; throws a ConfigurationError when the
 * definition is wrong (unknown input type, rule, condition kind or input name).
 */
export function validate(
  form: FormDefinition,
  values: FormValues,
  context: FormContext = {},
): FieldErrors {
  checkOnce(form);
  // One schema per definition, whatever the values: validating a whole disclosure costs the
  // validation alone, not a schema per section per call.
  const schema = compiledSchema(form);
  try {
    // Stack traces of yup's errors are never read here and cost most of a validation.
    schema.validateSync(values, {
      abortEarly: false,
      context: runContext(context),
      disableStackTrace: true,
    });
    return {};
  } catch (error) {
    if (ValidationError.isError(error)) return firstErrors(error, form);
    throw error;
  }
}
