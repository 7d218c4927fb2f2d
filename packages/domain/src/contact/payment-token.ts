import { type DateInput, toLondon } from '../dates/london';

/** A card token the admin settles a phone payment with: a Stripe token id, 'tok_' then letters, digits or _. */
export const PAYMENT_TOKEN_PATTERN = /^tok_[A-Za-z0-9_]+$/;

/** Minutes a payment token can be used for after it is issued. */
export const PAYMENT_TOKEN_VALIDITY_MINUTES = 10;

const MILLISECONDS_PER_MINUTE = 60_000;

/** A pasted token as it should be submitted: surrounding whitespace trimmed. Never throws. */
export function normalisePaymentToken(input: string): string {
  if (typeof input !== 'string') return '';
  return input.trim();
}

/** True when the value, trimmed, is a payment token id ('tok_1N3T00LkdIwHu7ix'). */
export function isValidPaymentToken(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return PAYMENT_TOKEN_PATTERN.test(normalisePaymentToken(value));
}

/**
 * True once PAYMENT_TOKEN_VALIDITY_MINUTES have passed since the token was issued: at exactly
 * 10 minutes it is expired. An unreadable issue time counts as expired, so a bad token is never used.
 */
export function isPaymentTokenExpired(issuedAt: DateInput, now: DateInput = new Date()): boolean {
  const issued = toLondon(issuedAt);
  const current = toLondon(now);
  if (!issued || !current) return true;
  const elapsed = current.toMillis() - issued.toMillis();
  return elapsed >= PAYMENT_TOKEN_VALIDITY_MINUTES * MILLISECONDS_PER_MINUTE;
}
