import { randomBytes } from 'node:crypto';

/** A Stripe-shaped id: `cs_test_...`, `pi_test_...` (test-mode ids, as the sandbox is one). */
export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

/** A GoCardless-shaped id: two capital letters then capitals and digits (`MD000A1B2C3D4E`). */
export function goCardlessId(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** A webhook signing secret of the vendor's shape, made when a sandbox starts. */
export function webhookSecret(prefix = 'whsec_'): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}
