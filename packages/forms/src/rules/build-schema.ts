import {
  type AnyObject,
  array,
  type ISchema,
  lazy,
  mixed,
  type ObjectSchema,
  object,
  type Schema,
  type TestContext,
} from 'yup';
import { visibleInputs, visibleItemInputs } from '../conditions/visibility';
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

// What the tests of one scope (the form, or a loop item) share: the values the schema was built
// for and the scope schema itself, found again among yup's ancestors (`this.from`) while validating.
interface ScopeBuild {
  readonly root: FormValues;
  readonly values: FormValues;
  readonly context: FormContext;
  /** A loop item's scope: its answers' shapes are checked with the loop's. */
  readonly inLoopItem?: boolean;
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

function scopeValuesOf(test: TestContext, build: ScopeBuild): unknown {
  const scope = test.from?.find((ancestor) => ancestor.schema === build.schema);
  return scope ? scope.value : build.values;
}

function withRules(schema: Schema, input: InputDefinition, build: ScopeBuild): Schema {
  const rules = Object.entries(input.validation ?? {});
  return rules.reduce((current, [name, config], order) => {
    if (!isRuleName(name)) return current;
    return current.test(name, messageKey(name), function (this: TestContext) {
      const values = scopeValuesOf(this, build);
      const root = this.from?.at(-1)?.value ?? build.root;
      const context = (this.options.context as FormContext | undefined) ?? build.context;
      const scope = ruleScope(input, context, values, root);
      const fieldError = applyRule(name, config, getValue(values, input.name), scope);
      if (!fieldError) return true;
      const params: RuleTestParams = { fieldError, order };
      return this.createError({ message: fieldError.key, params: { [RULE_TEST_PARAM]: params } });
    });
  }, schema);
}

// Every answer of the form's own scope is checked against its input type's shape, after its rules
// (a rule's message says more), at the exact field inside the answer that breaks it. Loop items are
// checked whole by their loop's shape, shown or not.
function withShape(schema: Schema, input: InputDefinition, node: PathNode, build: ScopeBuild) {
  if (build.inLoopItem) return schema;
  const order = Object.keys(input.validation ?? {}).length;
  const nestedKeys = [...node.children.keys()];
  return schema.test('shape', messageKey('shape'), function (this: TestContext) {
    const values = scopeValuesOf(this, build);
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

function loopSchema(loop: InputDefinition, build: ScopeBuild): Schema {
  const answer = getValue(build.values, loop.name);
  // Items of a loop answered "no" are left over from before; they are not validated.
  if (!loop.meta?.inputs || (isRecord(answer) && answer.answer === false)) {
    return mixed().nullable();
  }
  const item = lazy((value: unknown) =>
    scopeSchema(visibleItemInputs(loop, value, build.root, build.context), {
      root: build.root,
      values: isRecord(value) ? value : {},
      context: build.context,
      inLoopItem: true,
    }),
  );
  return object({ items: array(item as ISchema<unknown>).transform(toList) })
    .transform(nullAsEmpty)
    .transform(onlyFields(['items']));
}

function objectSchema(node: PathNode, build: ScopeBuild): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(
    [...node.children].map(([segment, child]) => [segment, nodeSchema(child, build)]),
  );
  return object(shape)
    .transform(nullAsEmpty)
    .transform(onlyFields(Object.keys(shape)));
}

function nodeSchema(node: PathNode, build: ScopeBuild): Schema {
  const { input } = node;
  let schema: Schema = mixed().nullable();
  if (node.children.size > 0) schema = objectSchema(node, build);
  else if (input?.type === 'questionLoop') schema = loopSchema(input, build);
  return input ? withShape(withRules(schema, input, build), input, node, build) : schema;
}

function scopeSchema(
  inputs: readonly InputDefinition[],
  build: ScopeBuild,
): ObjectSchema<AnyObject> {
  const schema = objectSchema(treeOf(inputs), build);
  build.schema = schema;
  return schema;
}

/**
 * The yup schema of a form for these values: an object schema nested by the inputs' dot paths,
 * holding the inputs visible for these values and context, each rule a `.test` named after it whose
 * message is its key. Question-loop items are validated by the loop's `meta.inputs`, item by item.
 * Build it for the values it validates: visibility is decided here.
 */
export function buildSchema(
  form: FormDefinition,
  values: FormValues,
  context: FormContext = {},
): ObjectSchema<AnyObject> {
  const root = isRecord(values) ? values : {};
  return scopeSchema(visibleInputs(form, root, context), { root, values: root, context });
}
