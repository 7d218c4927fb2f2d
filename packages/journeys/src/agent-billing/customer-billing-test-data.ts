// A customer with two accounts as GET /agent/customers/{id}/billing answers: a monthly account
// paying by Direct Debit with a failed collection outstanding, and one ended with a card refund
// due. Shared by the view's tests and its story.
import type { CustomerBillingAccount, CustomerBillingStatement } from './customer-billing-types';

const statement = (
  statementId: string,
  statementNumber: number,
  status: CustomerBillingStatement['status'],
  overrides: Partial<CustomerBillingStatement> = {},
): CustomerBillingStatement => ({
  statementId,
  statementNumber,
  createdAt: '2026-03-01T00:00:00.000Z',
  status,
  statementBalance: 5417,
  subtotalBalance: 5417,
  broughtForwardBalance: 0,
  carriedForwardBalance: 0,
  amountOutstanding: 5417,
  paymentDueAt: '2026-03-01T00:00:00.000Z',
  servicePeriodStart: '2026-03-01',
  servicePeriodEnd: '2026-03-31',
  final: false,
  lineItems: [],
  ...overrides,
});

/** Two accounts of one customer, statements newest first. */
export const BILLING_ACCOUNTS: CustomerBillingAccount[] = [
  {
    accountId: 'A1',
    accountCode: 'ACC-000001',
    status: 'ACTIVE',
    policyId: 'PL1',
    policyNumber: 'MINI-FLX-000001',
    billingType: 'MONTHLY',
    accountBalance: 10834,
    outstandingAmount: 5417,
    paymentDay: 1,
    paymentMethodType: 'BACS_DEBIT',
    statements: [
      statement('S2', 1, 'FAILED', {
        createdAt: '2026-04-01T00:00:00.000Z',
        paymentDueAt: '2026-04-01T00:00:00.000Z',
        servicePeriodStart: '2026-04-01',
        servicePeriodEnd: '2026-04-30',
        statementBalance: 10834,
        broughtForwardBalance: 5417,
      }),
      statement('S1', 0, 'SETTLED', { amountOutstanding: 0 }),
    ],
    paymentMethods: [
      {
        paymentMethodId: 'PM1',
        type: 'BACS_DEBIT',
        mandateId: 'MD1',
        bankName: 'Barclays',
        accountNumberEnding: '11',
        mandateStatus: 'ACTIVE',
        cardBrand: null,
        cardLast4: null,
        cardExpiryMonth: null,
        cardExpiryYear: null,
      },
      {
        paymentMethodId: 'PM2',
        type: 'CARD',
        mandateId: null,
        bankName: null,
        accountNumberEnding: null,
        mandateStatus: null,
        cardBrand: 'visa',
        cardLast4: '4242',
        cardExpiryMonth: 4,
        cardExpiryYear: 2029,
      },
    ],
  },
  {
    accountId: 'A2',
    accountCode: 'ACC-000002',
    status: 'SUSPENDED',
    policyId: 'PL2',
    policyNumber: 'MINI-DRV-000002',
    billingType: 'SINGLE_PAYMENT',
    accountBalance: -2350,
    outstandingAmount: 0,
    paymentDay: 15,
    paymentMethodType: null,
    statements: [
      statement('S3', 0, 'PENDING', {
        subtotalBalance: -2350,
        statementBalance: -2350,
        amountOutstanding: -2350,
        servicePeriodStart: null,
        servicePeriodEnd: null,
        paymentDueAt: '2026-03-15T00:00:00.000Z',
        final: true,
      }),
    ],
    paymentMethods: [],
  },
];
