import type { Sql } from '../../db/database';
import type { CardPaymentEvent } from './card-payments';
import type { DirectDebitEvent } from './direct-debit';

/** A verified webhook event from either provider, as handlers receive it. */
export type PaymentEvent =
  | { provider: 'stripe'; event: CardPaymentEvent }
  | { provider: 'gocardless'; event: DirectDebitEvent };

/**
 * Acts on one event (binds a paid proposal, posts a payment to the ledger...). Called once per
 * event id when it succeeds; when it throws, the webhook is answered 500 and the provider sends
 * it again, so a handler must itself be safe to run again for the same event.
 */
export type PaymentEventHandler = (payment: PaymentEvent, db: Sql) => Promise<void>;

/** Who acts on payment events: the checkout and billing work subscribe here. */
export class PaymentEventHandlers {
  private readonly handlers = new Set<PaymentEventHandler>();

  /** Subscribes `handler`; answers the unsubscribe. */
  onPaymentEvent(handler: PaymentEventHandler): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  /** Runs every handler on the event, in the order they subscribed. */
  async dispatch(payment: PaymentEvent, db: Sql): Promise<void> {
    for (const handler of this.handlers) await handler(payment, db);
  }
}
