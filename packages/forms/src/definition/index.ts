export type { Condition, ConditionKind } from './conditions';
export { CONDITION_KINDS } from './conditions';
export type { FieldError, FieldErrors, FormContext } from './context';
export type {
  FormDefinition,
  InputDefinition,
  InputDefinitionOf,
  InputMeta,
  InputOption,
  RuleConfigOf,
  RuleNameOf,
} from './form-definition';
export type { InputType, InputValueShape } from './input-types';
export { INPUT_TYPE_CATALOGUE, INPUT_TYPES, isInputType } from './input-types';
export type { DateBound, DateOffset, RuleConfig } from './rule-config';
export type { RuleName } from './rule-names';
export { isRuleName, RULE_NAMES } from './rule-names';
export type { ValueShape } from './value-shapes';
export {
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  ANSWER_TEXT_MAX_LENGTH,
  CODE_MAX_LENGTH,
  LIST_MAX_ITEMS,
  NAME_PART_MAX_LENGTH,
  SPECIFICATION_TEXT_MAX_LENGTH,
} from './value-shapes';
