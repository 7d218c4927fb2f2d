import { InvalidSignatureError, parse } from 'gocardless-nodejs';
import type { DirectDebitEvent } from './direct-debit';
import { WebhookSignatureError } from './webhook-signatures';

/** An event as GoCardless sends it in a webhook's `events` array (the fields the platform reads). */
export type GoCardlessEvent = {
  id: string;
  created_at?: string;
  resource_type: string;
  action: string;
  links?: {
    mandate?: string;
    payment?: string;
    refund?: string;
    [link: string]: string | undefined;
  };
  details?: { cause?: string; description?: string; origin?: string; reason_code?: string };
};

/** The (resource, action) pairs the platform acts on, each with the platform's event type. */
export const GOCARDLESS_EVENT_TYPES = {
  'mandates.active': 'mandate.active',
  'mandates.cancelled': 'mandate.cancelled',
  'mandates.failed': 'mandate.failed',
  'payments.confirmed': 'payment.confirmed',
  'payments.failed': 'payment.failed',
  'payments.cancelled': 'payment.cancelled',
  'payments.charged_back': 'payment.charged_back',
  'refunds.paid': 'refund.paid',
  // A refund that bounced at the payer's bank, whose funds came back, or that was cancelled
  // before submission: in each the money never reached the customer.
  'refunds.failed': 'refund.failed',
  'refunds.bounced': 'refund.failed',
  'refunds.funds_returned': 'refund.failed',
  'refunds.cancelled': 'refund.failed',
} as const satisfies Record<string, DirectDebitEvent['type']>;

/** A GoCardless event in the platform's terms, or null for one the platform does not use. */
export function directDebitEventFromGoCardless(event: GoCardlessEvent): DirectDebitEvent | null {
  const type =
    GOCARDLESS_EVENT_TYPES[
      `${event.resource_type}.${event.action}` as keyof typeof GOCARDLESS_EVENT_TYPES
    ];
  if (!type) return null;
  const cause = event.details?.cause ?? null;
  const description = event.details?.description ?? null;
  if (type === 'refund.paid' || type === 'refund.failed') {
    const refundId = event.links?.refund;
    if (!refundId) return null;
    return {
      type,
      eventId: event.id,
      refundId,
      paymentId: event.links?.payment ?? null,
      cause,
      description,
    };
  }
  if (type.startsWith('mandate.')) {
    const mandateId = event.links?.mandate;
    if (!mandateId) return null;
    return { type: type as 'mandate.active', eventId: event.id, mandateId, cause, description };
  }
  const paymentId = event.links?.payment;
  if (!paymentId) return null;
  return { type: type as 'payment.confirmed', eventId: event.id, paymentId, cause, description };
}

/**
 * A webhook checked with the SDK's `parse` (the `Webhook-Signature` hex HMAC-SHA256 of the raw
 * body with the endpoint's secret), then read into the platform's events.
 */
export function readGoCardlessWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): DirectDebitEvent[] {
  let events: GoCardlessEvent[];
  try {
    events = parse(rawBody, secret, signature ?? '') as unknown as GoCardlessEvent[];
  } catch (error) {
    if (
      error instanceof InvalidSignatureError ||
      (error as Error)?.name === 'InvalidSignatureError'
    ) {
      throw new WebhookSignatureError('The Webhook-Signature does not match the body.');
    }
    throw new WebhookSignatureError(`The webhook could not be read: ${(error as Error).message}`);
  }
  return (Array.isArray(events) ? events : []).flatMap((event) => {
    const mapped = directDebitEventFromGoCardless(event);
    return mapped ? [mapped] : [];
  });
}
