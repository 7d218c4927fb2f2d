/** A retailer number is exactly this many digits. */
export const RETAILER_NUMBER_LENGTH = 5;

const RETAILER_NUMBER_PATTERN = /^[0-9]{5}$/;

/** Why a retailer number is refused: missing, not five digits, or not in the retailer table. */
export type RetailerNumberProblem = 'required' | 'invalidFormat' | 'unknownRetailer';

/** True when `value` (trimmed) is exactly five digits. It says nothing about whether the retailer exists. */
export function isValidRetailerNumber(value: unknown): boolean {
  return typeof value === 'string' && RETAILER_NUMBER_PATTERN.test(value.trim());
}

/**
 * Checks a retailer number's shape and, when `retailerExists` is given, that it is in the retailer
 * table. The lookup is passed in because the table lives in configuration and the platform.
 */
export function checkRetailerNumber(
  value: unknown,
  retailerExists?: (retailerNumber: string) => boolean,
): RetailerNumberProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (!isValidRetailerNumber(value)) return 'invalidFormat';
  if (retailerExists && !retailerExists(value.trim())) return 'unknownRetailer';
  return null;
}
