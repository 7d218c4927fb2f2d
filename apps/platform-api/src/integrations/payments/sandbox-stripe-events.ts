import { stripeId } from './sandbox-ids';

/** Stripe's timestamps: whole seconds since the epoch. */
export const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A Stripe event's body as the sandbox sends it: Stripe's envelope around `object`. */
export function stripeEvent(type: string, object: object, now: Date): string {
  return JSON.stringify({
    id: stripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}
