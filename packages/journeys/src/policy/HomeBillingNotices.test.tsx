import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { fakePlatform } from '../quote/screens/proposal-screen-test-kit';
import { browserLocation } from '../shared/redirect';
import { HomeBillingNotices } from './HomeBillingNotices';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };
const account = (id: string, overrides = {}) => ({
  accountId: id,
  policyId: `PL-${id}`,
  policyNumber: `POL-${id}`,
  outstandingAmount: 0,
  paymentMethodType: 'BACS_DEBIT',
  ...overrides,
});
const activeMandate = { paymentMethodId: 'M', type: 'BACS_DEBIT', mandateStatus: 'ACTIVE' };

describe('home billing notifications', () => {
  it('shows an outstanding balance and a missing Direct Debit, and nothing for an account in order', async () => {
    const calls = fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [account('A1', { outstandingAmount: 2500 }), account('A2'), account('A3')],
      },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [activeMandate] },
      'GET /api/customerAccounts/A2/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/A3/paymentMethods': { status: 200, body: [activeMandate] },
      'POST /api/goCardless/flows': { status: 200, body: { redirectUrl: 'http://dd.example/f' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderShell(<HomeBillingNotices />, { client: fakeAuthClient(JANE) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your payments' })).toBeVisible();
    expect(screen.getByText(/outstanding balance of £25\.00\. Policy number POL-A1/)).toBeVisible();
    expect(screen.getByText(/set up a Direct Debit.*POL-A2/)).toBeVisible();
    expect(screen.queryByText(/POL-A3/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(assign).toHaveBeenCalledWith('http://dd.example/f');
    expect(calls.find((call) => call.path === '/api/goCardless/flows')?.body).toEqual({
      mandateDescription: 'Monthly payments for your car insurance',
      successUrl: 'http://localhost/policy/PL-A2/billing',
    });
  });

  it('shows nothing to a visitor', () => {
    fakePlatform({});
    const { container } = renderShell(<HomeBillingNotices />, { client: fakeAuthClient(null) });
    expect(container).toBeEmptyDOMElement();
  });
});
