import { fakeAuthClient, TEST_ROLES_CLAIM } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { JANE_RECORD } from '../customers/customer-test-data';
import {
  AGENT_USER,
  accessToken,
  agentClient,
  fetchByPath,
  renderAdmin,
} from '../test-support/render-admin';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Jane's billing as GET /api/agent/customers/user_jane/billing answers it. */
const JANE_BILLING = {
  accounts: [
    {
      ...JANE_RECORD.accounts[0],
      policyId: 'PL1',
      billingType: 'MONTHLY',
      accountBalance: 5417,
      outstandingAmount: 5417,
      paymentDay: 3,
      statements: [
        {
          statementId: 'S1',
          statementNumber: 0,
          createdAt: '2026-03-01T00:00:00.000Z',
          status: 'FAILED',
          statementBalance: 5417,
          subtotalBalance: 5417,
          broughtForwardBalance: 0,
          carriedForwardBalance: 5417,
          amountOutstanding: 5417,
          paymentDueAt: '2026-03-03T00:00:00.000Z',
          servicePeriodStart: '2026-03-03',
          servicePeriodEnd: '2026-04-02',
          final: false,
          lineItems: [],
        },
      ],
      paymentMethods: [],
    },
  ],
};

const BILLING_CALL = 'GET /api/agent/customers/user_jane/billing';

/** A finance user: the admin console's permission and the finance role in the roles claim. */
function financeClient() {
  return fakeAuthClient(
    AGENT_USER,
    accessToken({
      sub: AGENT_USER.sub,
      permissions: ['access:impersonate'],
      [TEST_ROLES_CLAIM]: ['admin', 'finance'],
    }),
  );
}

function platform(billing: { status: number; body: unknown }) {
  const send = fetchByPath({
    'GET /api/agent/customers/user_jane': { status: 200, body: JANE_RECORD },
    [BILLING_CALL]: billing,
  });
  globalThis.fetch = send;
  return send;
}

const calls = (send: ReturnType<typeof fetchByPath>) =>
  send.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('finance’s billing view of a customer', () => {
  it('is offered on the record to a finance user, and shows every account’s billing', async () => {
    platform({ status: 200, body: JANE_BILLING });
    const { user } = renderAdmin(financeClient(), '/customers/user_jane');
    await user.click(
      await screen.findByRole('link', { name: 'See their billing across all accounts' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith’s billing' });
    const account = screen.getByRole('region', { name: 'Account ACC-1, policy MINI-FLX-000001' });
    expect(within(account).getByText('Outstanding').nextSibling).toHaveTextContent('£54.17');
    expect(within(account).getByText('Payment day').nextSibling).toHaveTextContent(
      'The 3rd of each month',
    );
    const statements = within(account).getByRole('table', {
      name: 'Statements on account ACC-1, newest first',
    });
    expect(statements).toHaveTextContent('3 March 2026 to 2 April 2026');
    expect(within(account).getByText('No payment method is set up on this account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Jane Smith’s record' })).toHaveAttribute(
      'href',
      '/customers/user_jane',
    );
  });

  it('offers an agent without the finance role no link, and its address the finance role page, calling nothing', async () => {
    const send = platform({ status: 200, body: JANE_BILLING });
    const { unmount } = renderAdmin(agentClient(), '/customers/user_jane');
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
    expect(
      screen.queryByRole('link', { name: 'See their billing across all accounts' }),
    ).toBeNull();
    unmount();

    renderAdmin(agentClient(), '/customers/user_jane/billing');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You need the finance role to see this',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the customer’s record' })).toHaveAttribute(
      'href',
      '/customers/user_jane',
    );
    expect(calls(send)).not.toContain('/api/agent/customers/user_jane/billing');
  });

  it('shows the finance role page when the platform refuses the call for the role', async () => {
    platform({
      status: 403,
      body: { title: 'Forbidden', status: 403, code: 'role.missing', detail: 'finance' },
    });
    renderAdmin(financeClient(), '/customers/user_jane/billing');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You need the finance role to see this',
      }),
    ).toBeVisible();
  });

  it('says so for an id that is no customer’s, and when the billing cannot be read', async () => {
    platform({ status: 404, body: { title: 'Not Found', status: 404, code: 'customer.notFound' } });
    const { unmount } = renderAdmin(financeClient(), '/customers/user_jane/billing');
    expect(await screen.findByText('No customer has this user id.')).toBeVisible();
    unmount();

    platform({ status: 500, body: { title: 'Internal Server Error', status: 500 } });
    renderAdmin(financeClient(), '/customers/user_jane/billing');
    expect(
      await screen.findByText('We could not load this customer’s billing. Please try again.'),
    ).toBeVisible();
  });
});
