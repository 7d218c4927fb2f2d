import {
  cardDigits,
  hasExpired,
  parseExpiry,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
  type SandboxCardNumber,
} from './sandbox-test-cards';

/** The card fields the sandbox's hosted page and its card field both take (the name is the page's). */
export type TypedCard = { number: string; expiry: string; cvc: string };
export type TypedCardField = keyof TypedCard;

/** A test card that passed the checks: what the sandbox keeps of it (never the number). */
export type CheckedCard = {
  number: SandboxCardNumber;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxCardBehaviour;
};

/**
 * The sandbox's one set of card rules, as Stripe's own field applies them: a number that passes
 * Luhn and is one of the test cards, an expiry not in the past, a 3 or 4 digit code. Each error
 * names its field, in the words the page and the field show.
 */
export function checkTypedCard(
  typed: TypedCard,
  now: Date,
): { card: CheckedCard } | { errors: Partial<Record<TypedCardField, string>> } {
  const errors: Partial<Record<TypedCardField, string>> = {};
  const digits = cardDigits(typed.number);
  const card = SANDBOX_TEST_CARDS[digits as SandboxCardNumber];
  if (!digits) errors.number = 'Enter the card number';
  else if (!passesLuhn(digits)) errors.number = 'Enter a valid card number';
  else if (!card) errors.number = 'Use a test card number: this sandbox takes no real cards';
  const expiry = parseExpiry(typed.expiry);
  if (!typed.expiry.trim()) errors.expiry = 'Enter the expiry date';
  else if (!expiry) errors.expiry = 'Enter the expiry date as month and year, like 04/29 or 0429';
  else if (hasExpired(expiry, now)) {
    errors.expiry = 'The card has expired: check its expiry date, or use another card';
  }
  if (!/^\d{3,4}$/.test(typed.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (!card || !expiry || Object.keys(errors).length > 0) return { errors };
  return {
    card: {
      number: digits as SandboxCardNumber,
      brand: card.brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      behaviour: card.behaviour,
    },
  };
}
