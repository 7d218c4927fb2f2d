import type {
  LedgerSubType,
  LedgerTransactionStatus,
  LedgerType,
  Pence,
  ServicePeriod,
} from '@brand/domain';

/** One ledger transaction as stored: its size is positive, its direction comes from its kind. */
export type LedgerTransaction = {
  id: string;
  accountId: string;
  kind: LedgerType;
  status: LedgerTransactionStatus;
  /** The size of the transaction in pence, always above zero. */
  amountPence: Pence;
  /** What it adds to the customer's balance: negative for a credit, as the spec's amounts are. */
  customerAmountPence: Pence;
  idempotencyKey: string;
  statementId: string | null;
  reversesId: string | null;
  subType: LedgerSubType | null;
  descriptionKey: string;
  descriptionValue: string | null;
  paymentMethodDescription: string | null;
  providerPaymentId: string | null;
  failureReason: string | null;
  servicePeriod: ServicePeriod | null;
  effectiveAt: string;
  createdAt: string;
  updatedAt: string;
};

/** What posting a transaction asks for. The idempotency key makes a repeat return the first. */
export type PostTransactionInput = {
  accountId: string;
  kind: LedgerType;
  /** Positive pence; the kind says which way it moves the balance. */
  amountPence: Pence;
  idempotencyKey: string;
  /** POSTED unless given: a payment the provider has not confirmed yet is PENDING. */
  status?: LedgerTransactionStatus;
  statementId?: string | null;
  reversesId?: string | null;
  subType?: LedgerSubType | null;
  /** A translation key for the line item, e.g. 'billing.lineItem.invoice'. */
  descriptionKey: string;
  descriptionValue?: string | null;
  paymentMethodDescription?: string | null;
  providerPaymentId?: string | null;
  failureReason?: string | null;
  servicePeriod?: ServicePeriod | null;
  /** When it takes effect; now unless given. */
  effectiveAt?: Date;
};
