import type { FieldError } from '../definition/context';
import type { RuleName } from '../definition/rule-names';
import { isBlank } from '../values/blank';
import { isRecord } from '../values/form-values';
import { RULES } from './catalogue';
import type { Rule, RuleParams, RuleScope } from './rule';

/** A rule's parameters when switched on: `true` reads as `{}`; false or absent switch it off. */
export function ruleParams<N extends RuleName>(config: unknown): RuleParams<N> | null {
  if (config === true) return {} as RuleParams<N>;
  return isRecord(config) ? (config as RuleParams<N>) : null;
}

/**
 * Runs one configured rule on a value: null when it passes or is off. Blank values pass every rule
 * but `required`. A configured `message` replaces the rule's key and keeps its message values.
 */
export function applyRule(
  name: RuleName,
  config: unknown,
  value: unknown,
  scope: RuleScope,
): FieldError | null {
  const params = ruleParams(config);
  const rule = RULES[name] as Rule<RuleName>;
  if (!params || (!rule.judgesBlank && isBlank(value))) return null;
  const failure = rule.check(value, params as never, scope);
  if (!failure || params.message === undefined) return failure;
  return { ...failure, key: params.message };
}
