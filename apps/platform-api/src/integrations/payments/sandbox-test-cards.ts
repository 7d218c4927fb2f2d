/**
 * The card numbers the sandbox's page accepts, as Stripe's test mode does (the same numbers, so
 * a tester uses one set on either). Any other number is refused: the sandbox takes no real card.
 */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'generic_decline' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', behaviour: 'authentication' },
} as const;

export type SandboxCardNumber = keyof typeof SANDBOX_TEST_CARDS;
export type SandboxCardBehaviour = (typeof SANDBOX_TEST_CARDS)[SandboxCardNumber]['behaviour'];

/** Phone-order tokens the sandbox accepts, named as Stripe's test tokens are. */
export const SANDBOX_CARD_TOKENS = {
  tok_visa: '4242424242424242',
  pm_card_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  pm_card_mastercard: '5555555555554444',
  tok_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
} as const satisfies Record<string, SandboxCardNumber>;

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card's expiry as month and four-digit year, or null: 'MM/YY' with or without the slash, as card
 * forms take it ('04/30', '4 / 2030', '04-30', '0430', '042030'); typed digits alone are read as
 * two for the month, then the year.
 */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const trimmed = typed.trim();
  const match =
    /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/.exec(trimmed) ??
    /^(\d{2})(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** True when a card expiring at the end of `month`/`year` has expired at `now` (UTC month). */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
