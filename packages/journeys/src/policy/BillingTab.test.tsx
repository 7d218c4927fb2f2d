import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../quote/screens/proposal-screen-test-kit';
import { browserLocation } from '../shared/redirect';
import { PolicyScreen } from './PolicyScreen';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

const account = (overrides = {}) => ({
  accountId: 'A1',
  accountCode: 'ACC-1',
  accountBalance: 5417,
  outstandingAmount: 0,
  paymentDay: 1,
  paymentMethodType: 'BACS_DEBIT',
  billingType: 'MONTHLY',
  policyId: 'PL1',
  policyNumber: 'POL-1',
  status: 'ACTIVE',
  ...overrides,
});

const statement = (id: string, number: number, status: string, overrides = {}) => ({
  statementId: id,
  statementNumber: number,
  status,
  createdAt: '2026-04-01T00:00:00Z',
  paymentDueAt: '2026-05-01T00:00:00Z',
  amountOutstanding: 5417,
  statementBalance: 5417,
  subtotalBalance: 5417,
  broughtForwardBalance: 0,
  carriedForwardBalance: 5417,
  servicePeriodStart: '2026-04-01',
  servicePeriodEnd: '2026-04-30',
  final: false,
  lineItems: [
    {
      lineItemId: `${id}-L1`,
      type: 'INVOICE',
      amount: 5417,
      descriptionKey: 'billing.lineItem.premium',
      descriptionValue: null,
      effectiveAt: '2026-04-01T00:00:00Z',
      paymentMethodDescription: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      status: 'POSTED',
      subType: null,
    },
  ],
  ...overrides,
});

function platform(overrides: Record<string, unknown> = {}) {
  const statements = [
    statement('S2', 1, 'PENDING'),
    statement('S1', 0, 'SETTLED', { amountOutstanding: 0 }),
  ];
  return fakePlatform({
    'GET /api/policies/PL1': { status: 200, body: { policyId: 'PL1', policyNumber: 'POL-1' } },
    'GET /api/customerAccounts': { status: 200, body: [account(overrides)] },
    'GET /api/customerAccounts/A1/paymentMethods': {
      status: 200,
      body: [
        {
          paymentMethodId: 'PM1',
          type: 'CARD',
          cardBrand: 'Visa',
          cardLast4: '4242',
          cardExpiryMonth: 4,
          cardExpiryYear: 2030,
          bankName: null,
          accountNumberEnding: null,
          mandateId: null,
          mandateStatus: null,
        },
        {
          paymentMethodId: 'PM2',
          type: 'BACS_DEBIT',
          cardBrand: null,
          cardLast4: null,
          cardExpiryMonth: null,
          cardExpiryYear: null,
          bankName: 'Barclays',
          accountNumberEnding: '11',
          mandateId: 'MD1',
          mandateStatus: 'ACTIVE',
        },
      ],
    },
    'GET /api/customerAccounts/A1/statements': { status: 200, body: statements },
    'GET /api/customerAccounts/A1/statements/S2': { status: 200, body: statements[0] },
    'GET /api/customerAccounts/A1/statements/S1': { status: 200, body: statements[1] },
    'GET /api/customerAccounts/A1/nextStatementEstimate': {
      status: 200,
      body: [
        {
          amount: 5417,
          statementNumber: 2,
          paymentDueAt: '2026-06-01T00:00:00Z',
          servicePeriodStart: '2026-05-01',
          servicePeriodEnd: '2026-05-31',
        },
      ],
    },
    'POST /api/stripe/settle/A1': { status: 200, body: { url: 'http://pay.example/settle' } },
    'POST /api/goCardless/mandates': { status: 200, body: { id: 'MD2', status: 'ACTIVE' } },
  });
}

function renderBilling(route = '/policy/PL1/billing') {
  return renderShell(
    <Routes>
      <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
    </Routes>,
    { client: fakeAuthClient(JANE), route },
  );
}

describe('the billing tab', () => {
  it('shows the account, payment methods, latest statement with its message, estimate and previous statements', async () => {
    platform();
    renderBilling();
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toHaveFocus();
    expect(await screen.findByText('Policy number POL-1')).toBeVisible();
    expect(screen.getByText('£54.17 to pay')).toBeVisible();
    expect(screen.getByText('The 1st of each month')).toBeVisible();
    expect(screen.getByText('Visa ending 4242, expires 04/2030')).toBeVisible();
    expect(screen.getByText('Direct Debit from Barclays, account ending 11')).toBeVisible();
    const latest = screen.getByRole('article', { name: 'Statement 2' });
    expect(within(latest).getByRole('img', { name: 'Pending' })).toBeVisible();
    expect(
      within(latest).getByText(/Your next payment of £54\.17 will be taken on 1 May 2026/),
    ).toBeVisible();
    expect(within(latest).getByRole('table', { name: 'Statement 2' })).toBeVisible();
    expect(
      screen.getByText(/£54\.17 for 1 May 2026 to 31 May 2026, due 1 June 2026/),
    ).toBeVisible();
    const previous = screen.getByRole('article', { name: 'Statement 1' });
    expect(within(previous).getByRole('img', { name: 'Paid' })).toBeVisible();
  });

  it('offers Pay now for an outstanding balance and sends the browser to the card page with a key', async () => {
    const calls = platform({ outstandingAmount: 5417 });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBilling();
    expect(await screen.findByText(/You have an outstanding balance of £54\.17/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(assign).toHaveBeenCalledWith('http://pay.example/settle');
    const settle = calls.find((call) => call.path === '/api/stripe/settle/A1');
    expect(settle?.body).toEqual({
      successUrl: 'http://localhost/policy/PL1/billing',
      cancelUrl: 'http://localhost/policy/PL1/billing?status=cancelled',
    });
  });

  it('completes the mandate on return from the direct-debit page before loading', async () => {
    const calls = platform();
    renderBilling('/policy/PL1/billing?redirect_flow_id=RE1');
    expect(await screen.findByText('Policy number POL-1')).toBeVisible();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/goCardless/mandates',
      body: { redirectFlowId: 'RE1' },
    });
  });

  it('sends an unknown tab to the billing tab and says when loading failed', async () => {
    fakePlatform({});
    renderBilling('/policy/PL1/nowhere');
    expect(
      await screen.findByText('We couldn’t load your billing. Please try again later.'),
    ).toBeVisible();
  });
});
