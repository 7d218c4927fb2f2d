// The form engine (no React): values, conditions, the validation catalogue, messages, validate
// and the definition check. src/index.ts re-exports this barrel.

export {
  deepEqual,
  evaluateCondition,
  isConditionKind,
  isInputReadOnly,
  isInputVisible,
  itemScope,
  visibleInputs,
  visibleItemInputs,
} from './conditions';
export { checkFormDefinition, formTranslationKeys } from './config-check';
export type {
  FormInputMessageKey,
  Translate,
  TranslateParams,
  ValidationMessageKey,
} from './messages';
export {
  ERROR_SUMMARY_MESSAGE_KEY,
  FORM_INPUT_MESSAGES_EN_GB,
  interpolate,
  VALIDATION_MESSAGES_EN_GB,
} from './messages';
export type { Rule, RuleParams, RuleScope, ShapeProblem } from './rules';
export {
  applyRule,
  buildSchema,
  compiledSchema,
  inputShapeProblem,
  isMissing,
  ownFieldsOf,
  REQUIRED_FIELDS_BY_TYPE,
  RULE_MESSAGE_KEYS,
  RULES,
  ruleScope,
  SHAPE_MESSAGE_KEYS,
  VRN_PROBLEM_KEYS,
} from './rules';
export { validate } from './validate';
export type {
  Address,
  AddressSearchResult,
  FormValues,
  LookupItem,
  QuestionLoopValue,
  VehicleSpecification,
  VehicleValue,
} from './values';
export { getValue, isBlank, pruneHiddenValues, setValue, unsetValue } from './values';
export { watchedAnswerChanged, watchedAnswers } from './watched-answers';
