import { ConfigurationError } from '@brand/domain';
import { checkCondition, type InputNameCheck } from './conditions/check-condition';
import type { Condition } from './definition/conditions';
import type { FormDefinition, InputDefinition, InputOption } from './definition/form-definition';
import { isInputType } from './definition/input-types';
import { isRuleName } from './definition/rule-names';
import { RULES } from './rules/catalogue';
import { checkRuleConfig } from './rules/check-rule-config';
import { isRecord } from './values/form-values';

// A reference is known when it names an input of the scope or a field inside one ('vehicle.vrn').
function nameCheck(names: readonly string[], outer?: InputNameCheck): InputNameCheck {
  return (name) =>
    names.some((known) => name === known || name.startsWith(`${known}.`)) ||
    (outer?.(name) ?? false);
}

function conditionsOf(input: InputDefinition): Condition[] {
  const options: readonly InputOption[] = [...(input.options ?? []), ...(input.meta?.items ?? [])];
  return [
    input.conditional,
    typeof input.readOnly === 'object' ? input.readOnly : undefined,
    ...options.map((option) => option.conditional),
  ].filter((condition): condition is Condition => condition !== undefined);
}

function checkInput(input: InputDefinition, isKnownInput: InputNameCheck, where: string): void {
  if (!isInputType(input.type)) {
    throw new ConfigurationError(`${where}: unknown input type "${String(input.type)}"`);
  }
  for (const [name, config] of Object.entries(input.validation ?? {})) {
    checkRuleConfig(name, config, input, isKnownInput, where);
  }
  for (const condition of conditionsOf(input)) checkCondition(condition, isKnownInput, where);
  if (input.type === 'questionLoop') {
    const items = input.meta?.inputs;
    if (!items || items.length === 0) {
      throw new ConfigurationError(
        `${where}: a question loop needs its item inputs in meta.inputs`,
      );
    }
    checkScope(items, isKnownInput, `${where}, item`);
  }
}

function checkScope(
  inputs: readonly InputDefinition[],
  outer: InputNameCheck | undefined,
  where: string,
) {
  const names = inputs.map((input) => input.name);
  const isKnownInput = nameCheck(names, outer);
  const seen = new Set<string>();
  for (const input of inputs) {
    const place = `${where} input "${input.name}"`;
    if (typeof input.name !== 'string' || input.name.split('.').some((segment) => segment === '')) {
      throw new ConfigurationError(`${place}: not a valid input name`);
    }
    if (seen.has(input.name)) throw new ConfigurationError(`${place}: duplicate input name`);
    seen.add(input.name);
    checkInput(input, isKnownInput, place);
  }
}

/**
 * Throws a ConfigurationError naming the form and the culprit for: an unknown input type, an unknown
 * rule or one the input type does not take, a rule pattern that does not compile, an unknown
 * condition kind or feature toggle, a duplicate input name, a condition or cross-field rule naming
 * an unknown input, a declared read (`reads`) that is not one of the form's hidden inputs.
 * Question-loop item inputs are checked too; their references may name the item's inputs or the
 * form's.
 */
export function checkFormDefinition(form: FormDefinition): void {
  checkScope(form.inputs, undefined, `Form "${form.id}"`);
  checkReads(form);
}

// Rules and conditions reach another form's answer only through an input of their own form (a
// hidden copy the platform fills in), so each declared read names one: a read naming nothing is a
// typo, or a copy since removed.
function checkReads(form: FormDefinition): void {
  const hidden = new Set(form.inputs.filter((input) => input.hidden).map((input) => input.name));
  for (const path of form.reads ?? []) {
    if (!hidden.has(path)) {
      throw new ConfigurationError(
        `Form "${form.id}" reads "${String(path)}": not a hidden input of the form`,
      );
    }
  }
}

function inputKeys(input: InputDefinition): string[] {
  const options = [...(input.options ?? []), ...(input.meta?.items ?? [])];
  const ruleKeys = Object.entries(input.validation ?? {}).flatMap(([name, config]) => {
    if (!isRuleName(name) || config === false || config === undefined) return [];
    return isRecord(config) && typeof config.message === 'string'
      ? [config.message]
      : RULES[name].keys;
  });
  return [
    input.label,
    input.hint,
    input.help,
    ...options.flatMap((option) => [option.label, option.hint]),
    ...ruleKeys,
    ...(input.meta?.inputs ?? []).flatMap(inputKeys),
  ].filter((key): key is string => typeof key === 'string');
}

/**
 * Every translation key the form uses, each once: its title, description and submit label; each
 * input's label, hint and help; option and item labels and hints; the message keys its rules can
 * produce (a configured `message` in place of the rule's own). Loop item inputs included.
 */
export function formTranslationKeys(form: FormDefinition): string[] {
  const keys = [form.title, form.description, form.submitLabel, ...form.inputs.flatMap(inputKeys)];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}
