import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_TOKEN_VALIDITY_MINUTES } from '@brand/domain';
import type { CheckedCard } from './sandbox-card-checks';
import { SANDBOX_TEST_CARDS, type SandboxCardNumber } from './sandbox-test-cards';

/**
 * The tokens the sandbox's card field hands the page (ADR 0048), shaped as Stripe's `tok_...`.
 * They are signed rather than stored, so the field needs no table: the payload names the test
 * card (by its place in SANDBOX_TEST_CARDS, never its digits), the expiry and the minute it was
 * made; the signature is keyed by the sandbox's secret, so only this process's field makes one
 * and a forged or altered token is unknown. Like Stripe's, a token is good for
 * PAYMENT_TOKEN_VALIDITY_MINUTES.
 */

const PREFIX = 'tok_test_';
const CARDS = Object.keys(SANDBOX_TEST_CARDS) as SandboxCardNumber[];
const SIGNATURE_LENGTH = 32;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', `card-field:${secret}`)
    .update(payload)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);
}

/** A new token for a checked card, made at `now`. */
export function issueFieldToken(secret: string, card: CheckedCard, now: Date): string {
  const fields = [
    CARDS.indexOf(card.number),
    card.expMonth,
    card.expYear,
    Math.floor(now.getTime() / 1000),
    randomBytes(6).toString('hex'),
  ];
  const payload = fields.join('x');
  return `${PREFIX}${payload}_${signature(secret, payload)}`;
}

/** The card a token stands for, or null when it is not this sandbox's, altered or too old. */
export function fieldTokenCard(secret: string, token: string, now: Date): CheckedCard | null {
  if (!token.startsWith(PREFIX)) return null;
  const [payload = '', signed = '', ...rest] = token.slice(PREFIX.length).split('_');
  if (rest.length > 0 || signed.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(signature(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return null;
  const [index, month, year, issued] = payload.split('x').map(Number);
  const number = CARDS[index ?? -1];
  if (!number || month === undefined || year === undefined || issued === undefined) return null;
  const ageMs = now.getTime() - issued * 1000;
  if (ageMs < 0 || ageMs >= PAYMENT_TOKEN_VALIDITY_MINUTES * 60_000) return null;
  const card = SANDBOX_TEST_CARDS[number];
  return {
    number,
    brand: card.brand,
    last4: number.slice(-4),
    expMonth: month,
    expYear: year,
    behaviour: card.behaviour,
  };
}
