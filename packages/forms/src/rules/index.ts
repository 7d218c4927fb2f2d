export { applyRule, ruleParams } from './apply-rule';
export type { RuleTestParams } from './build-schema';
export { buildSchema } from './build-schema';
export { RULE_MESSAGE_KEYS, RULES } from './catalogue';
export { checkRuleConfig } from './check-rule-config';
export { isMissing, REQUIRED_FIELDS_BY_TYPE } from './required';
export type { Rule, RuleParams, RuleScope } from './rule';
export { ruleScope } from './rule-scope';
