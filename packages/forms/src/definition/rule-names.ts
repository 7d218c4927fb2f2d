/**
 * Every validation rule name of the catalogue (spec 002 §5 plus the brand rules of its catalogue),
 * in one table. Each has its implementation in src/rules/<name>.ts and its message key
 * `validation.<name>` (some rules have several reasons: `validation.<name>.<reason>`).
 */
export const RULE_NAMES = [
  'required',
  'onlyAccept',
  'afterOrEqual',
  'beforeOrEqual',
  'beforeOrEqualMonth',
  'beforeOrEqualPlusYears',
  'email',
  'name',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'integer',
  'phone',
  'regExp',
  'minLength',
  'maxLength',
  'vehicleRegistration',
  'vehicleTabs',
  'minYear',
  'postcode',
  'retailerNumber',
  'orderNumber',
  'paymentToken',
  'oneOf',
  'sameAs',
  'maxItems',
  'ncdConsistentWithAge',
] as const;

/** A validation rule name. */
export type RuleName = (typeof RULE_NAMES)[number];

/** True for a known rule name. */
export function isRuleName(value: unknown): value is RuleName {
  return typeof value === 'string' && (RULE_NAMES as readonly string[]).includes(value);
}
