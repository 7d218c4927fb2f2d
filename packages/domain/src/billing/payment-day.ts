import type { AccountStatus } from '../enums';

/** The first day of the month a payment can be taken on. */
export const PAYMENT_DAY_MIN = 1;
/** The last payment day: 28 so that every month, February included, has it. */
export const PAYMENT_DAY_MAX = 28;

/**
 * True for a whole payment day from 1 to 28, given as a number or as the digits a form field holds;
 * empty, fractional and out-of-range values are invalid. Never throws.
 */
export function isValidPaymentDay(value: unknown): boolean {
  let day: number;
  if (typeof value === 'number') day = value;
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) day = Number(value.trim());
  else return false;
  return Number.isInteger(day) && day >= PAYMENT_DAY_MIN && day <= PAYMENT_DAY_MAX;
}

/** The payment days to offer, 1 to 28 in order. */
export function paymentDayOptions(): number[] {
  return Array.from(
    { length: PAYMENT_DAY_MAX - PAYMENT_DAY_MIN + 1 },
    (_, i) => PAYMENT_DAY_MIN + i,
  );
}

const ORDINAL_RULES = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ORDINAL_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};

/** An integer as an en-GB ordinal ('1st', '2nd', '3rd', '11th', '21st'). Throws RangeError for a non-integer. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number: ${String(n)}`);
  return `${n}${ORDINAL_SUFFIXES[ORDINAL_RULES.select(n)] ?? 'th'}`;
}

/** What the billing-day edit reads. */
export type BillingDayPermissionInput = {
  isAdmin: boolean;
  allowModifyBillingDay: boolean;
  accountStatus: AccountStatus | null | undefined;
};

/** True when the billing day may be changed: an admin, with the allowModifyBillingDay toggle on, on an ACTIVE account. */
export function canModifyBillingDay(input: BillingDayPermissionInput): boolean {
  return input.isAdmin && input.allowModifyBillingDay && input.accountStatus === 'ACTIVE';
}
