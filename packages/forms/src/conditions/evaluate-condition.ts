import { ConfigurationError, DEFAULT_FEATURE_TOGGLES } from '@brand/domain';
import type { Condition, ConditionKind } from '../definition/conditions';
import type { FormContext } from '../definition/context';
import { isBlank } from '../values/blank';
import type { FormValues } from '../values/form-values';
import { getValue } from '../values/paths';
import { deepEqual } from './deep-equal';

type Evaluator<K extends ConditionKind> = (
  condition: Extract<Condition, { kind: K }>,
  values: FormValues,
  context: FormContext,
) => boolean;

// A checkbox list stores a list: a listed value matches when it is the whole list or one of its items.
function matchesAny(actual: unknown, listed: readonly unknown[]): boolean {
  const matches = (value: unknown) => listed.some((candidate) => deepEqual(value, candidate));
  return matches(actual) || (Array.isArray(actual) && actual.some(matches));
}

/** How each kind of condition is judged: one pure function per kind, shared by browser and server. */
const EVALUATORS: { readonly [K in ConditionKind]: Evaluator<K> } = {
  value: ({ input, values: listed, defined }, values) => {
    const actual = getValue(values, input);
    // With neither `values` nor `defined`, the condition asks whether the input is answered.
    const wantDefined = defined ?? (listed === undefined ? true : undefined);
    const definedHolds = wantDefined === undefined || !isBlank(actual) === wantDefined;
    return definedHolds && (listed === undefined || matchesAny(actual, listed));
  },
  feature: ({ toggle }, _values, { features }) =>
    features?.[toggle] ??
    (DEFAULT_FEATURE_TOGGLES as Partial<Record<string, boolean>>)[toggle] ??
    false,
  anonymous: (_condition, _values, { isAnonymous }) => isAnonymous === true,
  policy: ({ present }, _values, { hasPolicy }) => (hasPolicy === true) === present,
  scheme: ({ schemeCodes }, _values, { schemeCode }) =>
    schemeCode !== undefined && schemeCodes.includes(schemeCode),
  admin: (_condition, _values, { isAdmin }) => isAdmin === true,
  adminPermission: ({ has = [], lacks = [], default: fallback }, _values, context) => {
    if (context.isAdmin !== true) return fallback;
    const held = context.permissions ?? [];
    return has.every((p) => held.includes(p)) && lacks.every((p) => !held.includes(p));
  },
  policyStarted: ({ started }, _values, { policyStarted }) => (policyStarted === true) === started,
  every: ({ conditions }, values, context) =>
    conditions.every((condition) => evaluateCondition(condition, values, context)),
  some: ({ conditions }, values, context) =>
    conditions.some((condition) => evaluateCondition(condition, values, context)),
  not: ({ condition }, values, context) => !evaluateCondition(condition, values, context),
};

/** True for a condition kind the engine knows. */
export function isConditionKind(kind: unknown): kind is ConditionKind {
  return typeof kind === 'string' && Object.hasOwn(EVALUATORS, kind);
}

/** Printable name of a configured kind, whatever its type. */
export function describeKind(kind: unknown): string {
  return typeof kind === 'string' ? `"${kind}"` : typeof kind;
}

/**
 * Whether a condition holds for these values and context. Never throws for a known kind, whatever
 * the values; an unknown kind is a configuration error naming it.
 */
export function evaluateCondition(
  condition: Condition,
  values: FormValues,
  context: FormContext = {},
): boolean {
  const kind: unknown = condition?.kind;
  if (!isConditionKind(kind)) {
    throw new ConfigurationError(`Unknown condition kind ${describeKind(kind)}`);
  }
  const evaluate = EVALUATORS[kind] as Evaluator<ConditionKind>;
  return evaluate(condition as never, values, context);
}
