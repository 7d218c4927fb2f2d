import type { Idempotent, PaymentMetadata } from './card-payments';

/**
 * Bacs Direct Debit (GoCardless, or the embedded sandbox): the customer sets up a mandate on the
 * provider's page (a redirect flow), the platform completes the flow into a mandate, and later
 * creates payments on it; outcomes arrive as signed webhooks.
 */

/** The spec's mandate statuses; `providerStatus` keeps the provider's finer one. */
export const MANDATE_STATUSES = ['PENDING_CUSTOMER_APPROVAL', 'ACTIVE', 'CANCELLED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** GoCardless's mandate statuses, each with the spec's status it counts as. */
export const PROVIDER_MANDATE_STATUSES = {
  pending_customer_approval: 'PENDING_CUSTOMER_APPROVAL',
  pending_submission: 'PENDING_CUSTOMER_APPROVAL',
  submitted: 'PENDING_CUSTOMER_APPROVAL',
  active: 'ACTIVE',
  suspended_by_payer: 'CANCELLED',
  failed: 'CANCELLED',
  cancelled: 'CANCELLED',
  expired: 'CANCELLED',
  consumed: 'CANCELLED',
  blocked: 'CANCELLED',
} as const satisfies Record<string, MandateStatus>;
export type ProviderMandateStatus = keyof typeof PROVIDER_MANDATE_STATUSES;

/** The spec's status for a provider status; an unknown one counts as cancelled (never charged). */
export function mandateStatusOf(providerStatus: string): MandateStatus {
  return PROVIDER_MANDATE_STATUSES[providerStatus as ProviderMandateStatus] ?? 'CANCELLED';
}

/** A Direct Debit mandate as the platform shows it. */
export type Mandate = {
  id: string;
  customerId: string;
  status: MandateStatus;
  providerStatus: string;
  reference: string | null;
  bankName: string | null;
  accountNumberEnding: string | null;
  createdAt: string;
};

/** A redirect flow: the provider's page where the customer gives their bank details. */
export type RedirectFlowRequest = Idempotent & {
  /** Shown on the provider's page ("MINI Insurance monthly payments"). */
  description: string;
  /** Where the customer returns, with `redirect_flow_id` added. */
  successUrl: string;
  /** Ties the flow to the customer's session: completing needs the same token. */
  sessionToken: string;
  prefilledCustomer?: { email?: string; givenName?: string; familyName?: string } | undefined;
};

export type RedirectFlow = { id: string; redirectUrl: string };

export type CompleteRedirectFlowRequest = Idempotent & { flowId: string; sessionToken: string };

export type DirectDebitPaymentRequest = Idempotent & {
  mandateId: string;
  amountPence: number;
  /** 'yyyy-MM-dd'; absent means the earliest the provider can collect. */
  chargeDate?: string | undefined;
  description: string;
  metadata?: PaymentMetadata | undefined;
};

export type DirectDebitPayment = {
  id: string;
  mandateId: string;
  amountPence: number;
  chargeDate: string;
  status: string;
};

/**
 * Money paid back on a collected payment (GoCardless's refunds API). `totalRefundedPence` is what
 * the payment's refunds come to with this one, sent as `total_amount_confirmation`: the provider
 * refuses the refund when its own total differs, so a refund the platform lost track of is never
 * made a second time under a new key.
 */
export type DirectDebitRefundRequest = Idempotent & {
  paymentId: string;
  amountPence: number;
  totalRefundedPence: number;
  metadata?: PaymentMetadata | undefined;
};

/** GoCardless's refund statuses, in the order a refund goes through them. */
export const DIRECT_DEBIT_REFUND_STATUSES = [
  'created',
  'pending_submission',
  'submitted',
  'paid',
  'cancelled',
  'bounced',
  'funds_returned',
] as const;
export type DirectDebitRefundStatus = (typeof DIRECT_DEBIT_REFUND_STATUSES)[number];

/** A refund the provider accepted (it reaches the payer's bank days later, or comes back). */
export type DirectDebitRefund = {
  id: string;
  paymentId: string;
  amountPence: number;
  status: string;
};

/** What a Direct Debit provider's webhook tells the platform. */
export type DirectDebitEvent =
  | {
      type: 'mandate.active' | 'mandate.cancelled' | 'mandate.failed';
      eventId: string;
      mandateId: string;
      cause: string | null;
      description: string | null;
    }
  | {
      /**
       * `payment.cancelled`: the payment was never collected (its mandate was cancelled before it
       * was submitted, or the bank cancelled it); the ledger treats it as a failed one.
       */
      type: 'payment.confirmed' | 'payment.failed' | 'payment.cancelled' | 'payment.charged_back';
      eventId: string;
      paymentId: string;
      cause: string | null;
      description: string | null;
    }
  | {
      /**
       * `refund.paid`: the refund reached the payer's bank. `refund.failed`: it never will (it
       * bounced, its funds came back, or it was cancelled): the money is the customer's again.
       */
      type: 'refund.paid' | 'refund.failed';
      eventId: string;
      refundId: string;
      paymentId: string | null;
      cause: string | null;
      description: string | null;
    };

/** A Direct Debit provider: mandates through redirect flows, payments on them, webhooks. */
export interface DirectDebit {
  readonly kind: 'gocardless' | 'sandbox';
  createRedirectFlow(request: RedirectFlowRequest): Promise<RedirectFlow>;
  /** The flow's mandate once the customer has confirmed it; the same mandate when done twice. */
  completeRedirectFlow(request: CompleteRedirectFlowRequest): Promise<Mandate>;
  listMandates(filter: { customerId: string }): Promise<Mandate[]>;
  /**
   * Cancels a mandate at the provider (no payment can be made on it afterwards). A mandate
   * cancelled (or failed) already answers as it is, so cancelling twice changes nothing.
   */
  cancelMandate(request: { mandateId: string }): Promise<Mandate>;
  createPayment(request: DirectDebitPaymentRequest): Promise<DirectDebitPayment>;
  /**
   * Refunds (part of) a collected payment to the payer's bank account, once per idempotency key
   * (a repeat answers the first refund). Throws ProviderRefusal when the provider says no (more
   * than was paid, a payment never collected, a total that does not match) and ProviderError
   * when it cannot be asked.
   */
  refund(request: DirectDebitRefundRequest): Promise<DirectDebitRefund>;
  /**
   * Verifies a webhook's `Webhook-Signature` against the raw body and answers its events (none
   * for the kinds the platform does not use). Throws WebhookSignatureError for a bad signature.
   */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<DirectDebitEvent[]>;
}
