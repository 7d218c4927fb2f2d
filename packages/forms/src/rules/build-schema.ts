import {
  type AnyObject,
  array,
  type ISchema,
  mixed,
  type ObjectSchema,
  object,
  type Schema,
  type TestContext,
} from 'yup';
import { itemScope, visibleAmong } from '../conditions/visibility';
import type { FieldError, FormContext } from '../definition/context';
import type { FormDefinition, InputDefinition } from '../definition/form-definition';
import { isRuleName } from '../definition/rule-names';
import { type FormValues, isRecord } from '../values/form-values';
import { getValue, pathSegments } from '../values/paths';
import { applyRule } from './apply-rule';
import { messageKey } from './rule';
import { ruleScope } from './rule-scope';
import { inputShapeProblem } from './value-shape';

/** What a failed test carries in its yup params: the field error and the rule's place in the config. */
export interface RuleTestParams {
  fieldError: FieldError;
  order: number;
}

/** The yup param under which a test's field error travels. */
export const RULE_TEST_PARAM = 'rule';

// One level of the dot-path tree: the input named by the path so far, and deeper inputs.
interface PathNode {
  input?: InputDefinition;
  children: Map<string, PathNode>;
}

// One scope of a form: the form itself, or one item of a question loop (its inputs named relative to
// the item). The schema is built once for every input of the scope; which of them are shown is
// decided as each validation runs, from the values it is given, so the schema serves any values.
interface Scope {
  readonly inputs: readonly InputDefinition[];
  /** The context rules see when yup is given none (buildSchema's callers). */
  readonly defaultContext: FormContext;
  /** A loop item's scope: the loop input and the scope holding it. */
  readonly loop?: { readonly input: InputDefinition; readonly parent: Scope };
  schema?: Schema;
}

// Any answer may arrive. yup refuses a non-object where an object schema stands, and its cast
// looks fields up on a plain object, so a key such as 'valueOf' or 'constructor' in an answer
// crashes it: each object node keeps only its own fields, and anything else reads as {}. The
// rules still judge the raw answers, looked up from the scope's values.
function onlyFields(fields: readonly string[]) {
  return (value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(fields.filter((f) => Object.hasOwn(value, f)).map((f) => [f, value[f]]))
      : {};
}
const toList = (value: unknown) => (Array.isArray(value) ? value : []);

function treeOf(inputs: readonly InputDefinition[]): PathNode {
  const root: PathNode = { children: new Map() };
  for (const input of inputs) {
    let node = root;
    for (const segment of pathSegments(input.name)) {
      const child = node.children.get(segment) ?? { children: new Map() };
      node.children.set(segment, child);
      node = child;
    }
    node.input = input;
  }
  return root;
}

function inputsUnder(node: PathNode): InputDefinition[] {
  const own = node.input ? [node.input] : [];
  return [...own, ...[...node.children.values()].flatMap(inputsUnder)];
}

// The values one validation sees: the whole form's (yup's root) and the context in force.
function runOf(test: TestContext, scope: Scope) {
  const root = test.from?.at(-1)?.value;
  const context = (test.options.context as FormContext | undefined) ?? scope.defaultContext;
  return { root: isRecord(root) ? root : {}, context };
}

// The scope's values: its schema is found again among yup's ancestors (`this.from`).
function scopeValuesOf(test: TestContext, scope: Scope): unknown {
  return test.from?.find((ancestor) => ancestor.schema === scope.schema)?.value;
}

// Which inputs of a scope are shown is decided once per scope value and validation: validate()
// hands yup a context object of its own for each run, so a run's decisions are kept under it and
// never outlive it. A context from elsewhere (buildSchema's callers) may be reused with changed
// values, so for it they are decided again each time.
const runContexts = new WeakSet<FormContext>();
const shownByRun = new WeakMap<FormContext, Map<Scope, Map<unknown, Set<InputDefinition>>>>();

/** A context object for one validation run, under which the visibility decisions are kept. */
export function runContext(context: FormContext): FormContext {
  const run = { ...context };
  runContexts.add(run);
  return run;
}

function decideShown(scope: Scope, values: unknown, root: FormValues, context: FormContext) {
  const own = isRecord(values) ? values : {};
  const view = scope.loop ? (item: FormValues) => itemScope(root, item) : undefined;
  return new Set(visibleAmong(scope.inputs, own, context, view));
}

function shownInputs(test: TestContext, scope: Scope, values: unknown): Set<InputDefinition> {
  const { root, context } = runOf(test, scope);
  if (!runContexts.has(context)) return decideShown(scope, values, root, context);
  const byScope = shownByRun.get(context) ?? new Map<Scope, Map<unknown, Set<InputDefinition>>>();
  shownByRun.set(context, byScope);
  const byValues = byScope.get(scope) ?? new Map<unknown, Set<InputDefinition>>();
  byScope.set(scope, byValues);
  const held = byValues.get(values);
  if (held) return held;
  const shown = decideShown(scope, values, root, context);
  byValues.set(values, shown);
  return shown;
}

// An input is validated when it is shown in its scope, and a loop item's inputs only while the
// loop itself is shown in the scope holding it.
function isShown(test: TestContext, scope: Scope, input: InputDefinition): boolean {
  if (!shownInputs(test, scope, scopeValuesOf(test, scope)).has(input)) return false;
  return scope.loop ? isShown(test, scope.loop.parent, scope.loop.input) : true;
}

function withRules(schema: Schema, input: InputDefinition, scope: Scope): Schema {
  const rules = Object.entries(input.validation ?? {});
  return rules.reduce((current, [name, config], order) => {
    if (!isRuleName(name)) return current;
    return current.test(name, messageKey(name), function (this: TestContext) {
      if (!isShown(this, scope, input)) return true;
      const values = scopeValuesOf(this, scope);
      const { context } = runOf(this, scope);
      const inScope = ruleScope(input, context, values, this.from?.at(-1)?.value);
      const fieldError = applyRule(name, config, getValue(values, input.name), inScope);
      if (!fieldError) return true;
      const params: RuleTestParams = { fieldError, order };
      return this.createError({ message: fieldError.key, params: { [RULE_TEST_PARAM]: params } });
    });
  }, schema);
}

// Every answer of the form's own scope is checked against its input type's shape, after its rules
// (a rule's message says more), at the exact field inside the answer that breaks it. Loop items are
// checked whole by their loop's shape, shown or not. The keys other inputs own inside the answer
// are those of the inputs shown.
function withShape(schema: Schema, input: InputDefinition, node: PathNode, scope: Scope) {
  if (scope.loop) return schema;
  const order = Object.keys(input.validation ?? {}).length;
  const nested = [...node.children].map(([key, child]) => [key, inputsUnder(child)] as const);
  return schema.test('shape', messageKey('shape'), function (this: TestContext) {
    if (!isShown(this, scope, input)) return true;
    const values = scopeValuesOf(this, scope);
    const shown = shownInputs(this, scope, values);
    const nestedKeys = nested
      .filter(([, inputs]) => inputs.some((under) => shown.has(under)))
      .map(([key]) => key);
    const found = inputShapeProblem(input, getValue(values, input.name), nestedKeys);
    if (!found) return true;
    const params: RuleTestParams = { fieldError: found.error, order };
    return this.createError({
      path: found.field === '' ? this.path : `${this.path}.${found.field}`,
      message: found.error.key,
      params: { [RULE_TEST_PARAM]: params },
    });
  });
}

// yup refuses a null with its own "cannot be null" error, which names no rule and so would be
// dropped (a required answer sent as null passed): every leaf takes null, so the rules judge it
// (`required` as missing), and an object sent as null is read as {} so its inputs' rules run.
const nullAsEmpty = (value: unknown) => (value === null ? {} : value);

const ANY_VALUE = mixed().nullable();

// Items of a loop answered "no" are left over from before; they are not validated.
const dropItemsOfNo = (value: unknown) => (isRecord(value) && value.answer === false ? {} : value);

function loopSchema(loop: InputDefinition, parent: Scope): Schema {
  const inputs = loop.meta?.inputs;
  if (!inputs) return ANY_VALUE;
  const item = scopeSchema(inputs, {
    inputs,
    defaultContext: parent.defaultContext,
    loop: { input: loop, parent },
  });
  return object({ items: array(item as ISchema<unknown>).transform(toList) })
    .transform(nullAsEmpty)
    .transform(dropItemsOfNo)
    .transform(onlyFields(['items']));
}

function objectSchema(node: PathNode, scope: Scope): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(
    [...node.children].map(([segment, child]) => [segment, nodeSchema(child, scope)]),
  );
  return object(shape)
    .transform(nullAsEmpty)
    .transform(onlyFields(Object.keys(shape)));
}

function nodeSchema(node: PathNode, scope: Scope): Schema {
  const { input } = node;
  let schema: Schema = ANY_VALUE;
  if (node.children.size > 0) schema = objectSchema(node, scope);
  else if (input?.type === 'questionLoop') schema = loopSchema(input, scope);
  return input ? withShape(withRules(schema, input, scope), input, node, scope) : schema;
}

function scopeSchema(inputs: readonly InputDefinition[], scope: Scope): ObjectSchema<AnyObject> {
  const schema = objectSchema(treeOf(inputs), scope);
  scope.schema = schema;
  return schema;
}

function compile(form: FormDefinition, defaultContext: FormContext): ObjectSchema<AnyObject> {
  return scopeSchema(form.inputs, { inputs: form.inputs, defaultContext });
}

// Definitions are constants: each is compiled once. A WeakMap lets a definition built on the fly
// be collected with its schema.
const compiled = new WeakMap<FormDefinition, ObjectSchema<AnyObject>>();

/**
 * The form's yup schema, built once per definition and reused by every validation (validate()):
 * an object schema nested by the inputs' dot paths, each rule a `.test` named after it whose
 * message is its key, question-loop items validated by the loop's `meta.inputs`. Which inputs are
 * shown (and so validated) is decided from the values as each validation runs.
 */
export function compiledSchema(form: FormDefinition): ObjectSchema<AnyObject> {
  const held = compiled.get(form);
  if (held) return held;
  const schema = compile(form, {});
  compiled.set(form, schema);
  return schema;
}

/**
 * The yup schema of a form, as compiledSchema gives it. Given a context, a schema of its own whose
 * rules and conditions see that context when yup is given none. The values are no longer read:
 * visibility is decided as the schema validates (the parameter stays for existing callers).
 */
export function buildSchema(
  form: FormDefinition,
  _values?: FormValues,
  context?: FormContext,
): ObjectSchema<AnyObject> {
  return context === undefined ? compiledSchema(form) : compile(form, context);
}
