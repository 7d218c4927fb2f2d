import Stripe from 'stripe';
import { WebhookSignatureError } from './webhook-signatures';

// Verifying a signature makes no call to Stripe: a client without a real key does it.
const verifier = new Stripe('sk_test_webhook_verification_only', { telemetry: false });

/** Stripe's own tolerance for a webhook's timestamp. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A webhook checked with Stripe's own `constructEvent` (the `Stripe-Signature` t= and v1= HMAC
 * of the raw body) and judged stale against `now`, the platform's clock, not the machine's.
 */
export function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_WEBHOOK_TOLERANCE_SECONDS,
): Stripe.Event {
  try {
    return verifier.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      secret,
      toleranceSeconds,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
}
