import type { FieldError } from '../definition/context';
import type { InputDefinition } from '../definition/form-definition';
import { INPUT_TYPE_CATALOGUE } from '../definition/input-types';
import {
  ANSWER_TEXT_MAX_LENGTH,
  CODE_MAX_LENGTH,
  LIST_MAX_ITEMS,
  type ValueShape,
} from '../definition/value-shapes';
import { isRecord } from '../values/form-values';
import { getValue, pathSegments } from '../values/paths';
import { fail, messageKey } from './rule';

/** Why an answer is not of its input type's shape. */
const SHAPE_REASONS = ['type', 'unknownField', 'tooLong', 'tooMany'] as const;

/** Every message key a shape check can produce (`validation.shape.<reason>`). */
export const SHAPE_MESSAGE_KEYS: readonly string[] = SHAPE_REASONS.map((reason) =>
  messageKey('shape', reason),
);

/** What is wrong with an answer's shape, and where inside the answer ('' for the answer itself). */
export interface ShapeProblem {
  readonly field: string;
  readonly error: FieldError;
}

const inside = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

function problem(
  field: string,
  reason: (typeof SHAPE_REASONS)[number],
  params?: FieldError['params'],
): ShapeProblem {
  return { field, error: fail(messageKey('shape', reason), params) };
}

function textProblem(value: string, maxLength: number, field: string): ShapeProblem | null {
  return value.length > maxLength ? problem(field, 'tooLong', { max: maxLength }) : null;
}

// One answer of an option or a typed field: text, a finite number or a boolean.
function choiceProblem(value: unknown, field: string): ShapeProblem | null {
  if (typeof value === 'string') return textProblem(value, ANSWER_TEXT_MAX_LENGTH, field);
  if (typeof value === 'number') return Number.isFinite(value) ? null : problem(field, 'type');
  return typeof value === 'boolean' ? null : problem(field, 'type');
}

/** Where a shape is checked: the input whose answer it is, and the keys other inputs own there. */
interface ShapeScope {
  readonly input: InputDefinition;
  /** Keys of the answer that are other inputs' answers nested under it (judged by them). */
  readonly nestedKeys: readonly string[];
}

function recordProblem(
  value: unknown,
  shape: Extract<ValueShape, { kind: 'record' }>,
  field: string,
  scope: ShapeScope,
): ShapeProblem | null {
  if (!isRecord(value)) return problem(field, 'type');
  for (const [key, child] of Object.entries(value)) {
    const fieldShape = Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined;
    if (fieldShape) {
      const found = shapeProblem(child, fieldShape, inside(field, key), scope);
      if (found) return found;
      continue;
    }
    // Only the answer itself hosts other inputs' answers, never a field inside it.
    const hosted = field === '' && (shape.hostsAnswers === true || scope.nestedKeys.includes(key));
    if (!hosted) return problem(inside(field, key), 'unknownField', { field: key });
  }
  return null;
}

function listProblem(
  value: unknown,
  shape: Extract<ValueShape, { kind: 'list' }>,
  field: string,
  scope: ShapeScope,
): ShapeProblem | null {
  if (!Array.isArray(value)) return problem(field, 'type');
  if (value.length > shape.maxItems) return problem(field, 'tooMany', { max: shape.maxItems });
  for (const [index, item] of value.entries()) {
    const found = shapeProblem(item, shape.of, inside(field, String(index)), scope);
    if (found) return found;
  }
  return null;
}

// A boolean list's items: `meta.items`, else its options (as the list renders them).
function flagItemsOf(input: InputDefinition): string[] {
  return (input.meta?.items ?? input.options ?? []).map((item) => String(item.value));
}

function flagsProblem(value: unknown, field: string, input: InputDefinition): ShapeProblem | null {
  if (!isRecord(value)) return problem(field, 'type');
  const items = flagItemsOf(input);
  for (const [key, flag] of Object.entries(value)) {
    if (!items.includes(key)) return problem(inside(field, key), 'unknownField', { field: key });
    if (flag !== null && typeof flag !== 'boolean') return problem(inside(field, key), 'type');
  }
  return null;
}

// The input tree of a loop item: which inputs sit at each level of the dot paths.
interface ItemNode {
  input?: InputDefinition;
  children: Map<string, ItemNode>;
}

function itemTree(inputs: readonly InputDefinition[]): ItemNode {
  const root: ItemNode = { children: new Map() };
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

// An answer within a loop item: an input's (checked by its type's shape) or a level of dot paths
// holding others ('drivingLicence' holds 'drivingLicence.licenceType'), whose keys must be theirs.
function nodeProblem(
  value: unknown,
  node: ItemNode,
  field: string,
  extraFields: readonly string[],
): ShapeProblem | null {
  if (value === null || value === undefined) return null;
  const childKeys = [...node.children.keys()];
  if (node.input) {
    const found = inputShapeProblem(node.input, value, childKeys);
    if (found) return { ...found, field: inside(field, found.field) };
  } else {
    if (!isRecord(value)) return problem(field, 'type');
    for (const [key, child] of Object.entries(value)) {
      if (node.children.has(key)) continue;
      if (!extraFields.includes(key)) {
        return problem(inside(field, key), 'unknownField', { field: key });
      }
      if (child !== null && typeof child !== 'string') return problem(inside(field, key), 'type');
      if (typeof child === 'string') {
        const long = textProblem(child, CODE_MAX_LENGTH, inside(field, key));
        if (long) return long;
      }
    }
  }
  if (!isRecord(value)) return null;
  for (const [key, child] of node.children) {
    const found = nodeProblem(getValue(value, key), child, inside(field, key), []);
    if (found) return found;
  }
  return null;
}

// A question loop's { answer, items }: each item holds its inputs' answers (every item input,
// shown or not) and the loop's item fields, nothing else.
function loopProblem(value: unknown, field: string, loop: InputDefinition): ShapeProblem | null {
  if (!isRecord(value)) return problem(field, 'type');
  for (const key of Object.keys(value)) {
    if (key !== 'answer' && key !== 'items') {
      return problem(inside(field, key), 'unknownField', { field: key });
    }
  }
  const { answer, items } = value;
  if (answer !== undefined && answer !== null && typeof answer !== 'boolean') {
    return problem(inside(field, 'answer'), 'type');
  }
  if (items === undefined || items === null) return null;
  if (!Array.isArray(items)) return problem(inside(field, 'items'), 'type');
  if (items.length > LIST_MAX_ITEMS) {
    return problem(inside(field, 'items'), 'tooMany', { max: LIST_MAX_ITEMS });
  }
  const tree = itemTree(loop.meta?.inputs ?? []);
  for (const [index, item] of items.entries()) {
    const place = inside(field, `items.${index}`);
    if (!isRecord(item)) return problem(place, 'type');
    const found = nodeProblem(item, tree, place, loop.meta?.itemFields ?? []);
    if (found) return found;
  }
  return null;
}

function shapeProblem(
  value: unknown,
  shape: ValueShape,
  field: string,
  scope: ShapeScope,
): ShapeProblem | null {
  // A field left empty is no answer: `required` judges whether one is needed.
  if (value === null || value === undefined) return null;
  switch (shape.kind) {
    case 'text':
      return typeof value === 'string'
        ? textProblem(value, shape.maxLength, field)
        : problem(field, 'type');
    case 'number':
      if (typeof value === 'string') return textProblem(value, ANSWER_TEXT_MAX_LENGTH, field);
      return typeof value === 'number' && Number.isFinite(value) ? null : problem(field, 'type');
    case 'boolean':
      return typeof value === 'boolean' ? null : problem(field, 'type');
    case 'choice':
      return choiceProblem(value, field);
    case 'record':
      return recordProblem(value, shape, field, scope);
    case 'list':
      return listProblem(value, shape, field, scope);
    case 'either': {
      const problems = shape.shapes.map((each) => shapeProblem(value, each, field, scope));
      return problems.includes(null) ? null : (problems[0] ?? null);
    }
    case 'loop':
      return loopProblem(value, field, scope.input);
    case 'flags':
      return flagsProblem(value, field, scope.input);
  }
}

/**
 * What is wrong with an input's answer against its type's shape (INPUT_TYPE_CATALOGUE), or null:
 * a field the type does not have, text past its bound, a list past its length, a value of the
 * wrong type, anywhere inside the answer. `nestedKeys` are keys of the answer that other inputs'
 * answers nest under ('vehicle.usage' under the vehicle). No answer (null) has no shape to break.
 */
export function inputShapeProblem(
  input: InputDefinition,
  value: unknown,
  nestedKeys: readonly string[] = [],
): ShapeProblem | null {
  return shapeProblem(value, INPUT_TYPE_CATALOGUE[input.type].value, '', { input, nestedKeys });
}

/** The fields of an input type's own answer (the vehicle's vrn, regLookup, specification). */
export function ownFieldsOf(input: InputDefinition): readonly string[] {
  const shape = INPUT_TYPE_CATALOGUE[input.type].value;
  if (shape.kind === 'record') return Object.keys(shape.fields);
  if (shape.kind === 'loop') return ['answer', 'items'];
  if (shape.kind === 'flags') return flagItemsOf(input);
  return [];
}
