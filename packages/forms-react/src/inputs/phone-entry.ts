import { UK_COUNTRY_CODE } from '@brand/domain';

const NON_DIGITS = /\D/g;
const TRUNK_ZERO = /^0/;

/**
 * The stored phone number for what was typed after the prefix: digits only, one leading zero
 * dropped, the international code in front (spec 002 §5 "Phone input"); '' when no digits remain.
 */
export function phoneFromTyped(typed: string, prefix: string = UK_COUNTRY_CODE): string {
  const digits = typed.replace(NON_DIGITS, '').replace(TRUNK_ZERO, '');
  return digits === '' ? '' : `${prefix}${digits}`;
}

/** What the input shows for a stored number: the digits after the prefix (the prefix is shown beside it). */
export function phoneDisplay(value: unknown, prefix: string = UK_COUNTRY_CODE): string {
  if (typeof value !== 'string') return '';
  return value.startsWith(prefix) ? value.slice(prefix.length) : value.replace(NON_DIGITS, '');
}
