import type { RegistrationFormat } from '@brand/domain';
import type { RuleName } from './rule-names';

/** An offset from today or from another input's date. */
export interface DateOffset {
  years?: number;
  months?: number;
  days?: number;
}

/** A date bound: today plus an offset, or another input's date plus an offset (cross-field). */
export interface DateBound extends DateOffset {
  /** Compare with this input's value instead of today. */
  field?: string;
}

/** Every rule an input may carry, with its parameters; `message` overrides the message key. */
export interface RuleConfig {
  /** A value is needed (objects need every field; `fields` narrows which). */
  required?: boolean | { message?: string; fields?: readonly string[] };
  /** A checkbox must hold this value (eligibility and terms must be accepted). */
  onlyAccept?: { value: unknown; message?: string };
  /** A date on or after a bound. */
  afterOrEqual?: DateBound & { message?: string };
  /** A date on or before a bound. */
  beforeOrEqual?: DateBound & { message?: string };
  /** A date or year-month no later than another input's month. */
  beforeOrEqualMonth?: { field: string; message?: string };
  /** A radio of years (NCD) no more than another date input's years ago (plus `years`). */
  beforeOrEqualPlusYears?: { field: string; years: number; message?: string };
  /** A valid email address (the spec's pattern); optional required/blacklist patterns. */
  email?: boolean | { pattern?: string; blacklist?: string; message?: string };
  /** First and last name lengths. */
  name?: boolean | { min?: number; max?: number; message?: string };
  /** A number at least this. */
  greaterThanOrEqual?: { value: number; message?: string };
  /** A number at most this (also passed to the input as its maximum). */
  lessThanOrEqual?: { value: number; message?: string };
  /** A whole number. */
  integer?: boolean | { message?: string };
  /** A UK phone number after stripping the country prefix. */
  phone?: boolean | { prefix?: string; pattern?: string; message?: string };
  /** Text matching a pattern (with `meta.mask` blocking other characters as typed). */
  regExp?: { pattern: string; flags?: string; message?: string };
  /** Text at least this long. */
  minLength?: { value: number; message?: string };
  /** Text at most this long. */
  maxLength?: { value: number; message?: string };
  /** A UK (or configured) registration, not starting with Q. */
  vehicleRegistration?: boolean | { format?: RegistrationFormat; message?: string };
  /** A vehicle with a specification and a lookup flag; the registration when `vrnRequired`. */
  vehicleTabs?: boolean | { vrnRequired?: boolean; message?: string };
  /** A year-month no earlier than this year. */
  minYear?: { value: number; message?: string };
  /** A UK postcode (upper-cased). */
  postcode?: boolean | { message?: string };
  /** A five-digit retailer number that is in the retailer table. */
  retailerNumber?: boolean | { message?: string };
  /** An order number valid for the proposal's promotion code. */
  orderNumber?: boolean | { promoCodeField?: string; message?: string };
  /** A card token starting tok_ (admin phone payments). */
  paymentToken?: boolean | { message?: string };
  /** One of these values. */
  oneOf?: { values: readonly unknown[]; message?: string };
  /** Equal to another input's value or a context value (admin settle: the policyholder's date of birth). */
  sameAs?: { field?: string; contextValue?: string; message?: string };
  /** A list (question loop) of at most this many items. */
  maxItems?: { value: number; message?: string };
  /** An NCD no larger than the driver's age allows (age minus NCD at least 16). */
  ncdConsistentWithAge?: { dateOfBirthField: string; message?: string };
}

// The rule-name table and this interface must name the same rules: a compile error here means
// one of them was edited without the other.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never;
const _ruleConfigMatchesRuleNames: SameKeys<keyof RuleConfig, RuleName> = true;
void _ruleConfigMatchesRuleNames;
