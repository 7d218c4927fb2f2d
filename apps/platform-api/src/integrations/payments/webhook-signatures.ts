import { createHmac } from 'node:crypto';

/** A webhook whose signature does not match its body (or is missing, malformed or too old). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the
 * endpoint's secret. The sandbox signs with it so the platform verifies both the same way.
 */
export function stripeSignatureHeader(body: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** GoCardless's `Webhook-Signature`: the hex HMAC-SHA256 of the raw body with the endpoint's secret. */
export function goCardlessSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
