import type { RuleName } from '../definition/rule-names';
import { beforeOrEqualMonth } from './before-or-equal-month';
import { beforeOrEqualPlusYears } from './before-or-equal-plus-years';
import { afterOrEqual, beforeOrEqual } from './date-bounds';
import { email } from './email';
import { maxItems } from './max-items';
import { minYear } from './min-year';
import { name } from './name';
import { ncdConsistentWithAge } from './ncd-consistent-with-age';
import { greaterThanOrEqual, integer, lessThanOrEqual } from './number-bounds';
import { oneOf } from './one-of';
import { onlyAccept } from './only-accept';
import { orderNumber } from './order-number';
import { paymentToken } from './payment-token';
import { phone } from './phone';
import { postcode } from './postcode';
import { regExp } from './reg-exp';
import { required } from './required';
import { retailerNumber } from './retailer-number';
import type { Rule } from './rule';
import { sameAs } from './same-as';
import { maxLength, minLength } from './text-length';
import { vehicleRegistration } from './vehicle-registration';
import { vehicleTabs } from './vehicle-tabs';

/** The validation catalogue: every rule name with its implementation (spec 002 §5). */
export const RULES = {
  required,
  onlyAccept,
  afterOrEqual,
  beforeOrEqual,
  beforeOrEqualMonth,
  beforeOrEqualPlusYears,
  email,
  name,
  greaterThanOrEqual,
  lessThanOrEqual,
  integer,
  phone,
  regExp,
  minLength,
  maxLength,
  vehicleRegistration,
  vehicleTabs,
  minYear,
  postcode,
  retailerNumber,
  orderNumber,
  paymentToken,
  oneOf,
  sameAs,
  maxItems,
  ncdConsistentWithAge,
} as const satisfies { readonly [N in RuleName]: Rule<N> };

/** Every message key the catalogue can produce, each once. */
export const RULE_MESSAGE_KEYS: readonly string[] = [
  ...new Set(Object.values(RULES).flatMap((rule) => rule.keys)),
];
