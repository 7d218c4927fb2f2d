import type { DateTime } from 'luxon';
import type { FieldError, FormContext } from '../definition/context';
import type { InputDefinition } from '../definition/form-definition';
import type { RuleConfig } from '../definition/rule-config';
import type { RuleName } from '../definition/rule-names';

/** A rule's parameters once switched on (`true` reads as `{}`). */
export type RuleParams<N extends RuleName> = Exclude<NonNullable<RuleConfig[N]>, boolean>;

/** What a rule may read besides the value: the input, the context and other answers. */
export interface RuleScope {
  /** The input being validated. */
  readonly input: InputDefinition;
  /** Who fills the form in and about what. */
  readonly context: FormContext;
  /** Today in London (context.now, else the clock): date rules count from it. */
  readonly today: DateTime;
  /** Another input's answer by name: a loop item's own first, then the form's. */
  answerOf(field: string): unknown;
}

/** One catalogue rule: a small named check with every message key it can produce. */
export interface Rule<N extends RuleName> {
  /** Every message key the rule can produce (before a configured `message` replaces it). */
  readonly keys: readonly string[];
  /** Judges blank values too; only `required` does, every other rule skips them. */
  readonly judgesBlank?: boolean;
  /** Null when the value passes, otherwise the failure's key and message values. */
  check(value: unknown, params: RuleParams<N>, scope: RuleScope): FieldError | null;
}

/** A failure with this key and, when given, these message values. */
export function fail(key: string, params?: FieldError['params']): FieldError {
  return params ? { key, params } : { key };
}

/** The message key `validation.<rule>` or `validation.<rule>.<reason>`. */
export function messageKey(rule: string, reason?: string): string {
  return reason ? `validation.${rule}.${reason}` : `validation.${rule}`;
}

/** Key of an answer of the wrong shape for its rule (a number where a name is expected). */
export const INVALID_KEY = 'validation.invalid';
/** Key of a date that cannot be read. */
export const INVALID_DATE_KEY = 'validation.date.invalid';
/** Key of a number rule given something that is not a number. */
export const INVALID_NUMBER_KEY = 'validation.number.invalid';
