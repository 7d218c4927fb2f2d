/**
 * Card payments through a hosted page (Stripe Checkout, or the embedded sandbox's page): the
 * platform creates a session, sends the customer to its URL, and learns the outcome from signed
 * webhooks. Card numbers never reach the platform, only the provider's ids and a card's brand,
 * last four digits and expiry (PCI DSS SAQ A).
 */

/** Every call that changes something at the provider carries a key: the same key, the same result. */
export type Idempotent = {
  /** Sent as Stripe's Idempotency-Key; a retry with the same key never charges twice. */
  idempotencyKey: string;
};

/** Free text the provider keeps with a session or payment and sends back in its webhooks. */
export type PaymentMetadata = Record<string, string>;

/** A hosted checkout for `amountPence`. */
export type CheckoutSessionRequest = Idempotent & {
  amountPence: number;
  /** The line the customer sees on the hosted page ("Car insurance, policy MINI-123"). */
  description: string;
  /**
   * Where the customer goes after paying. `{CHECKOUT_SESSION_ID}` is replaced by the session id
   * (Stripe's convention); without it the id is added as `session_id`.
   */
  successUrl: string;
  /** Where "back" goes; the session id is added the same way. */
  cancelUrl: string;
  /** Keep the card for later off-session charges (monthly collections, adjustments). */
  saveCard: boolean;
  /** Our reference (a proposal, adjustment or statement), sent back as client_reference_id. */
  reference: string;
  /** The provider's customer to attach a saved card to, when there is one already. */
  customerId?: string | undefined;
  customerEmail?: string | undefined;
  metadata?: PaymentMetadata | undefined;
};

/** A hosted page that only saves a card (no payment). */
export type SetupSessionRequest = Idempotent & {
  successUrl: string;
  cancelUrl: string;
  reference: string;
  customerId?: string | undefined;
  customerEmail?: string | undefined;
  metadata?: PaymentMetadata | undefined;
};

/** A hosted page the customer is sent to. */
export type CheckoutSession = {
  id: string;
  url: string;
  expiresAt: Date;
};

/** A card kept at the provider, as the platform may show it. */
export type SavedCard = {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** A charge of a saved card without the customer present (a monthly collection). */
export type OffSessionChargeRequest = Idempotent & {
  amountPence: number;
  customerId: string;
  paymentMethodId: string;
  description: string;
  metadata?: PaymentMetadata | undefined;
};

/**
 * A phone order (MOTO): an agent keys the customer's card into the provider's own field, which
 * answers with a token (a PaymentMethod `pm_...` or a card token `tok_...`); only the token
 * reaches the platform.
 */
export type MotoPaymentRequest = Idempotent & {
  amountPence: number;
  cardToken: string;
  description: string;
  metadata?: PaymentMetadata | undefined;
};

/**
 * Keeps the card a card field's token stands for (`tok_...`), for later off-session charges,
 * without a hosted page: the provider checks the card with its bank first (Stripe's SetupIntent).
 */
export type SaveCardRequest = Idempotent & {
  cardToken: string;
  /** The provider's customer to keep it under; without one a new customer is made. */
  customerId?: string | undefined;
  metadata?: PaymentMetadata | undefined;
};

/** What keeping a card came to: the card as the platform shows it, or the bank's refusal. */
export type SaveCardResult =
  | { status: 'saved'; card: SavedCard }
  | { status: 'declined'; declineCode: string; message: string };

/** What a direct charge (off-session or MOTO) came to. */
export type CardChargeResult =
  | { status: 'succeeded'; paymentId: string; amountPence: number }
  | {
      status: 'declined';
      paymentId: string | null;
      /** The issuer's reason (`generic_decline`, `insufficient_funds`, `authentication_required`). */
      declineCode: string;
      message: string;
    };

/** What a card provider's webhook tells the platform, in the platform's terms. */
export type CardPaymentEvent =
  | {
      type: 'checkout.completed';
      eventId: string;
      sessionId: string;
      mode: 'payment' | 'setup';
      reference: string | null;
      /** Null for a setup session. */
      amountPence: number | null;
      paymentId: string | null;
      /** The card kept for later, when the session saved one. */
      savedCard: SavedCard | null;
      metadata: PaymentMetadata;
    }
  | {
      type: 'checkout.expired';
      eventId: string;
      sessionId: string;
      reference: string | null;
      metadata: PaymentMetadata;
    }
  | {
      type: 'payment.failed';
      eventId: string;
      paymentId: string;
      amountPence: number;
      declineCode: string | null;
      message: string | null;
      metadata: PaymentMetadata;
    }
  | {
      type: 'refund';
      eventId: string;
      paymentId: string | null;
      chargeId: string;
      amountRefundedPence: number;
      metadata: PaymentMetadata;
    };

/**
 * A hosted checkout the customer paid, as the provider lists it: what its `checkout.completed`
 * webhook says, without the event. Reconcile settles these when the webhook never came.
 */
export type PaidCheckout = Omit<
  Extract<CardPaymentEvent, { type: 'checkout.completed' }>,
  'type' | 'eventId'
>;

/** Why money goes back: Stripe's own reasons (a second payment is a duplicate). */
export const REFUND_REASONS = ['duplicate', 'requested_by_customer'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Gives a payment (or part of it) back to the card it came from. */
export type RefundRequest = Idempotent & {
  paymentId: string;
  amountPence: number;
  reason: RefundReason;
  metadata?: PaymentMetadata | undefined;
};

/** A refund the provider accepted. */
export type CardRefund = { id: string; paymentId: string; amountPence: number };

/** A card provider: hosted checkout and setup, off-session and phone-order charges, webhooks. */
export interface CardPayments {
  /** `stripe` for the vendor, `sandbox` for the embedded one. */
  readonly kind: 'stripe' | 'sandbox';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  createSetupSession(request: SetupSessionRequest): Promise<CheckoutSession>;
  chargeSavedCard(request: OffSessionChargeRequest): Promise<CardChargeResult>;
  motoPayment(request: MotoPaymentRequest): Promise<CardChargeResult>;
  /**
   * Keeps the card of a card field's token. Throws ProviderRefusal for a token the provider does
   * not know (made elsewhere, used or too old), ProviderError when it cannot be reached.
   */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /**
   * Refunds a payment, once per idempotency key. Throws ProviderError when the provider refuses
   * (the payment already refunded under another key, say) or cannot be reached.
   */
  refund(request: RefundRequest): Promise<CardRefund>;
  /**
   * The payment-mode sessions created since `createdSince` that are paid, oldest first: what the
   * provider knows was paid, whether or not its webhook ever reached the platform.
   */
  listPaidCheckouts(request: { createdSince: Date }): Promise<PaidCheckout[]>;
  /**
   * Verifies a webhook's `Stripe-Signature` against the raw body and answers its events (none for
   * a type the platform does not use). Throws WebhookSignatureError for a bad or stale signature.
   */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<CardPaymentEvent[]>;
}
