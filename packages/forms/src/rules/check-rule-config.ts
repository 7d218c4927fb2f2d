import { ConfigurationError } from '@brand/domain';
import type { InputNameCheck } from '../conditions/check-condition';
import type { InputDefinition } from '../definition/form-definition';
import { INPUT_TYPE_CATALOGUE, isInputType } from '../definition/input-types';
import { isRuleName, type RuleName } from '../definition/rule-names';
import { isRecord } from '../values/form-values';

// Parameters that name another input (cross-field rules).
const FIELD_PARAMS: Partial<Record<RuleName, readonly string[]>> = {
  afterOrEqual: ['field'],
  beforeOrEqual: ['field'],
  beforeOrEqualMonth: ['field'],
  beforeOrEqualPlusYears: ['field'],
  sameAs: ['field'],
  orderNumber: ['promoCodeField'],
  ncdConsistentWithAge: ['dateOfBirthField'],
};

// Parameters holding a regular expression (source text), with the parameter of its flags.
const PATTERN_PARAMS: Partial<Record<RuleName, readonly string[]>> = {
  regExp: ['pattern'],
  email: ['pattern', 'blacklist'],
  phone: ['pattern'],
};

function checkPattern(source: unknown, flags: unknown, where: string): void {
  try {
    new RegExp(String(source), typeof flags === 'string' ? flags : '');
  } catch {
    throw new ConfigurationError(
      `${where}: pattern /${String(source)}/ is not a valid regular expression`,
    );
  }
}

/**
 * Throws a ConfigurationError naming the culprit when a rule is unknown, is not taken by the
 * input's type, has a pattern that does not compile, or refers to an unknown input.
 */
export function checkRuleConfig(
  name: string,
  config: unknown,
  input: InputDefinition,
  isKnownInput: InputNameCheck,
  where: string,
): void {
  if (!isRuleName(name))
    throw new ConfigurationError(`${where}: unknown validation rule "${name}"`);
  const takes: readonly string[] = isInputType(input.type)
    ? INPUT_TYPE_CATALOGUE[input.type].rules
    : [];
  if (name !== 'required' && !takes.includes(name)) {
    throw new ConfigurationError(
      `${where}: rule "${name}" is not taken by input type "${input.type}"`,
    );
  }
  if (!isRecord(config)) return;
  for (const param of FIELD_PARAMS[name] ?? []) {
    const field = config[param];
    if (field !== undefined && (typeof field !== 'string' || !isKnownInput(field))) {
      throw new ConfigurationError(
        `${where}: rule "${name}" refers to unknown input "${String(field)}"`,
      );
    }
  }
  for (const param of PATTERN_PARAMS[name] ?? []) {
    if (config[param] !== undefined)
      checkPattern(config[param], config.flags, `${where}, rule "${name}"`);
  }
}
