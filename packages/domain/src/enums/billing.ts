/** How often a policy is paid for. */
export const PAYMENT_SCHEDULE_TYPES = ['MONTHLY', 'SINGLE_PAYMENT'] as const;
/** A payment schedule type. */
export type PaymentScheduleType = (typeof PAYMENT_SCHEDULE_TYPES)[number];

/** How a proposal is paid for at checkout. DUAL is a card deposit plus a direct-debit mandate. */
export const CHECKOUT_METHODS = ['CARD', 'DIRECT_DEBIT', 'DUAL'] as const;
/** A checkout method. */
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** Stored payment method types. */
export const PAYMENT_METHOD_TYPES = ['CARD', 'BACS_DEBIT'] as const;
/** A payment method type. */
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Ledger line types of a customer account. */
export const LEDGER_TYPES = [
  'INVOICE',
  'CREDIT_NOTE',
  'DEBIT_JOURNAL',
  'CREDIT_JOURNAL',
  'PAYMENT',
  'PAYMENT_REVERSAL',
  'REFUND',
  'REFUND_REVERSAL',
] as const;
/** A ledger line type. */
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** Where a ledger line came from. */
export const LEDGER_SUB_TYPES = ['GOCARDLESS', 'STRIPE', 'MTA'] as const;
/** A ledger line sub type. */
export type LedgerSubType = (typeof LEDGER_SUB_TYPES)[number];

/** Groups of ledger lines. */
export const LEDGER_GROUPS = ['INVOICE', 'PAYMENT'] as const;
/** A ledger group. */
export type LedgerGroup = (typeof LEDGER_GROUPS)[number];

/** Which group each ledger type belongs to: charges and their corrections, or money moved. */
export const LEDGER_GROUP_OF_TYPE = {
  INVOICE: 'INVOICE',
  CREDIT_NOTE: 'INVOICE',
  DEBIT_JOURNAL: 'INVOICE',
  CREDIT_JOURNAL: 'INVOICE',
  PAYMENT: 'PAYMENT',
  PAYMENT_REVERSAL: 'PAYMENT',
  REFUND: 'PAYMENT',
  REFUND_REVERSAL: 'PAYMENT',
} as const satisfies Record<LedgerType, LedgerGroup>;

/** Customer account statuses. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
/** A customer account status. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Statement and payment statuses. */
export const PAYMENT_STATUSES = ['PENDING', 'FAILED', 'SETTLED', 'DRAFT'] as const;
/** A statement or payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Ledger transaction statuses. */
export const LEDGER_TRANSACTION_STATUSES = ['PENDING', 'POSTED', 'FAILED'] as const;
/** A ledger transaction status. */
export type LedgerTransactionStatus = (typeof LEDGER_TRANSACTION_STATUSES)[number];

/** Direct-debit mandate statuses. */
export const MANDATE_STATUSES = ['PENDING_CUSTOMER_APPROVAL', 'ACTIVE', 'CANCELLED'] as const;
/** A mandate status. */
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** Mandate statuses that count as an active mandate of their type. */
export const ACTIVE_MANDATE_STATUSES = [
  'ACTIVE',
  'PENDING_CUSTOMER_APPROVAL',
] as const satisfies readonly MandateStatus[];
