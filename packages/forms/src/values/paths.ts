import { type FormValues, isRecord } from './form-values';

const INDEX = /^(?:0|[1-9]\d*)$/;

function isIndex(segment: string): boolean {
  return INDEX.test(segment);
}

/** The segments of a dot path ('loop.items.0.name' gives loop, items, 0, name). */
export function pathSegments(path: string): string[] {
  return path.split('.');
}

function childOf(container: unknown, segment: string): unknown {
  if (Array.isArray(container)) return isIndex(segment) ? container[Number(segment)] : undefined;
  // Own fields only: a path must never reach the prototype ('constructor', '__proto__').
  if (isRecord(container) && Object.hasOwn(container, segment)) return container[segment];
  return undefined;
}

/** The value at a dot path; arrays are entered by numeric segment. Undefined when absent. Never throws. */
export function getValue(values: unknown, path: string): unknown {
  return pathSegments(path).reduce<unknown>(childOf, values);
}

// defineProperty rather than assignment, so a segment named __proto__ becomes an own field.
function withField(record: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function setIn(container: unknown, segments: readonly string[], value: unknown): unknown {
  const [head = '', ...rest] = segments;
  const child = rest.length === 0 ? value : setIn(childOf(container, head), rest, value);
  if (Array.isArray(container) && isIndex(head)) {
    const copy = [...container];
    copy[Number(head)] = child;
    return copy;
  }
  if (Array.isArray(container) || isRecord(container)) return withField(container, head, child);
  return isIndex(head) ? setIn([], segments, value) : withField({}, head, child);
}

/**
 * A copy of the values with `value` at the dot path; the values given are not changed. Missing
 * containers are created: a list where the next segment is a number, an object otherwise.
 */
export function setValue(values: FormValues, path: string, value: unknown): FormValues {
  const [head = '', ...rest] = pathSegments(path);
  const child = rest.length === 0 ? value : setIn(childOf(values, head), rest, value);
  return withField(isRecord(values) ? values : {}, head, child);
}

function unsetIn(container: unknown, segments: readonly string[]): unknown {
  const [head = '', ...rest] = segments;
  const child = childOf(container, head);
  if (child === undefined) return container;
  if (rest.length > 0) {
    const next = unsetIn(child, rest);
    if (next === child) return container;
    // A parent object the removal leaves empty goes too: pruning `otherCar.name` leaves no `otherCar: {}`.
    const emptied =
      typeof next === 'object' &&
      next !== null &&
      !Array.isArray(next) &&
      Object.keys(next).length === 0;
    return emptied && !Array.isArray(container)
      ? unsetIn(container, [head])
      : setIn(container, [head], next);
  }
  // A list keeps its length so the other items keep their indices (and their error names).
  if (Array.isArray(container)) return setIn(container, [head], undefined);
  const { [head]: _removed, ...others } = container as Record<string, unknown>;
  return others;
}

/** A copy of the values without the value at the dot path (the same object when there is none). */
export function unsetValue(values: FormValues, path: string): FormValues {
  return unsetIn(values, pathSegments(path)) as FormValues;
}
