import {
  ACCOUNT_STATUSES,
  LEDGER_SUB_TYPES,
  LEDGER_TRANSACTION_STATUSES,
  LEDGER_TYPES,
  MANDATE_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_SCHEDULE_TYPES,
  PAYMENT_STATUSES,
} from '@brand/domain';
import Type from 'typebox';
import { Literals, Nullable, ProblemSchema } from '../../http/schemas';

const PENCE = { description: 'Minor units (pence); negative is a credit.' };
const DATE_TIME = { format: 'date-time' };
const DAY = { format: 'date', description: 'A London day, YYYY-MM-DD.' };

/** A customer account (spec 001 §3). */
export const CustomerAccountSchema = Type.Object({
  accountId: Type.String(),
  accountCode: Type.String(),
  status: Literals(ACCOUNT_STATUSES),
  policyId: Type.String(),
  policyNumber: Type.String(),
  billingType: Literals(PAYMENT_SCHEDULE_TYPES),
  accountBalance: Type.Integer(PENCE),
  outstandingAmount: Type.Integer({
    description: 'Pence owed on statements whose collection failed.',
  }),
  paymentDay: Type.Integer({ minimum: 1, maximum: 28 }),
  paymentMethodType: Nullable(Literals(PAYMENT_METHOD_TYPES)),
});

/** A statement line item. */
export const LineItemSchema = Type.Object({
  lineItemId: Type.String(),
  type: Literals(LEDGER_TYPES),
  amount: Type.Integer(PENCE),
  descriptionKey: Type.String(),
  descriptionValue: Nullable(Type.String()),
  paymentMethodDescription: Nullable(Type.String()),
  servicePeriodStart: Nullable(Type.String(DAY)),
  servicePeriodEnd: Nullable(Type.String(DAY)),
  effectiveAt: Type.String(DATE_TIME),
  subType: Nullable(Literals(LEDGER_SUB_TYPES)),
  status: Literals(LEDGER_TRANSACTION_STATUSES),
});

const summaryFields = {
  statementId: Type.String(),
  statementNumber: Type.Integer({ minimum: 0, description: '0 is the first payment.' }),
  createdAt: Type.String(DATE_TIME),
  status: Literals(PAYMENT_STATUSES),
  statementBalance: Type.Integer(PENCE),
  subtotalBalance: Type.Integer(PENCE),
  broughtForwardBalance: Type.Integer(PENCE),
  carriedForwardBalance: Type.Integer(PENCE),
  amountOutstanding: Type.Integer(PENCE),
  paymentDueAt: Type.String(DATE_TIME),
  servicePeriodStart: Nullable(Type.String(DAY)),
  servicePeriodEnd: Nullable(Type.String(DAY)),
  final: Type.Boolean(),
};

/** A statement summary (spec 001 §3). */
export const StatementSummarySchema = Type.Object(summaryFields);

/** One statement with its line items. */
export const StatementSchema = Type.Object({
  ...summaryFields,
  lineItems: Type.Array(LineItemSchema),
});

/** The next statement, as far as it is known now. */
export const StatementEstimateSchema = Type.Object({
  statementNumber: Type.Integer({ minimum: 0 }),
  paymentDueAt: Type.String(DATE_TIME),
  amount: Type.Integer(PENCE),
  servicePeriodStart: Type.String(DAY),
  servicePeriodEnd: Type.String(DAY),
});

/** A saved payment method. */
export const PaymentMethodSchema = Type.Object({
  paymentMethodId: Type.String(),
  type: Literals(PAYMENT_METHOD_TYPES),
  mandateId: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  accountNumberEnding: Nullable(Type.String()),
  mandateStatus: Nullable(Literals(MANDATE_STATUSES)),
  cardBrand: Nullable(Type.String()),
  cardLast4: Nullable(Type.String()),
  cardExpiryMonth: Nullable(Type.Integer()),
  cardExpiryYear: Nullable(Type.Integer()),
});

export const AccountIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const StatementParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  statementId: Type.String({ maxLength: 64 }),
});
export const ListAccountsQuery = Type.Object({
  policyNumber: Type.Optional(Type.String({ maxLength: 64 })),
});
export const CreateAccountBody = Type.Object(
  { proposalCode: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
/** The day is any whole number here: the payment-day form refuses 0 and 29 with its message. */
export const PaymentDayBody = Type.Object(
  { paymentDay: Type.Integer() },
  { additionalProperties: false },
);
export const BillingDayBody = Type.Object(
  { billingDay: Type.Integer() },
  { additionalProperties: false },
);

/** The 402 of POST /customerAccounts: the customer owes money on another account. */
export const OutstandingBalanceProblemSchema = Type.Object(
  {
    ...ProblemSchema.properties,
    code: Type.Literal('customerAccount.outstandingBalance'),
    outstandingAmount: Type.Integer({
      minimum: 1,
      description: 'Pence owed on failed collections across the customer’s accounts.',
    }),
  },
  { description: 'An outstanding balance blocks the purchase until it is paid.' },
);

/** Where the browser opens a statement's PDF (spec 001 §7's shape, as a policy document's). */
export const StatementDocumentSchema = Type.Object({
  fileName: Type.String(),
  location: Type.String({
    description: 'A signed link to the PDF that works for a few minutes, for this statement only.',
  }),
});
/** A statement PDF's file name in its link's path. */
export const StatementFileParams = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 100 }),
});
/** A statement link's signed token (too long for a path segment). */
export const StatementFileQuery = Type.Object({
  link: Type.String({ minLength: 1, maxLength: 4096 }),
});
