import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { fakePlatform } from '../quote/screens/proposal-screen-test-kit';
import { browserLocation } from '../shared/redirect';
import { JourneyStoreProvider } from '../shared/store';
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

/** Home's notices on a store of the journeys' slices, as the portal's store holds them. */
function Home() {
  return (
    <JourneyStoreProvider>
      <HomeBillingNotices />
    </JourneyStoreProvider>
  );
}

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
      // The policies name each account's billing tab by its scheme.
      'GET /api/policies': {
        status: 200,
        body: [
          {
            policyId: 'PL-A2',
            productUrlName: 'monthly',
            policyDetail: { policyStatus: 'ACTIVE', autoRenewalEnabled: false },
          },
        ],
      },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderShell(<Home />, { client: fakeAuthClient(JANE) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your payments' })).toBeVisible();
    const owing = 'Policy POL-A1 has an outstanding balance of £25.00. Please pay it by card.';
    expect(screen.getByText(owing)).toBeVisible();
    expect(
      screen.getByText(
        'Policy POL-A2 has no Direct Debit. Please set one up for your monthly payments.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/POL-A3/)).toBeNull();
    // Each action is described by its notice, so it says which policy it is for.
    expect(screen.getByRole('button', { name: 'Pay now by card' })).toHaveAccessibleDescription(
      owing,
    );

    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(assign).toHaveBeenCalledWith('http://dd.example/f');
    expect(calls.find((call) => call.path === '/api/goCardless/flows')?.body).toEqual({
      mandateDescription: 'Monthly payments for your car insurance',
      successUrl: 'http://localhost/monthly/policy/PL-A2/billing',
      accountId: 'A2',
    });
  });

  it('asks no card or Direct Debit for a cancelled, lapsed or ended policy, but still asks for what it owes', async () => {
    const policy = (id: string, policyStatus: string) => ({
      policyId: `PL-${id}`,
      productUrlName: 'monthly',
      policyDetail: { policyStatus, autoRenewalEnabled: true },
    });
    fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [
          account('C1'),
          account('C2', { paymentMethodType: 'CARD' }),
          account('C3', { outstandingAmount: 1200 }),
          account('C4'),
        ],
      },
      'GET /api/customerAccounts/C1/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/C2/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/C3/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/C4/paymentMethods': { status: 200, body: [] },
      'GET /api/policies': {
        status: 200,
        body: [
          policy('C1', 'CANCELLED'),
          policy('C2', 'LAPSED'),
          policy('C3', 'CANCELLED'),
          policy('C4', 'ACTIVE'),
        ],
      },
    });
    renderShell(<Home />, { client: fakeAuthClient(JANE) });
    // The live policy's notice shows, so every account's notices have been decided by now.
    expect(
      await screen.findByText(
        'Policy POL-C4 has no Direct Debit. Please set one up for your monthly payments.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Policy POL-C3 has an outstanding balance of £12.00. Please pay it by card.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/POL-C1/)).toBeNull();
    expect(screen.queryByText(/POL-C2/)).toBeNull();
    expect(screen.queryByText(/POL-C3 has no Direct Debit/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Set up Direct Debit' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });

  it('offers a card account without a card to add one, coming back to its billing tab', async () => {
    const calls = fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [account('A4', { paymentMethodType: 'CARD' })],
      },
      'GET /api/customerAccounts/A4/paymentMethods': { status: 200, body: [] },
      'POST /api/stripe/setup': { status: 200, body: { url: 'http://pay.example/setup' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderShell(<Home />, { client: fakeAuthClient(JANE) });
    expect(
      await screen.findByText(
        'Policy POL-A4 has no payment card. Please add one so we can take your payments.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(assign).toHaveBeenCalledWith('http://pay.example/setup');
    expect(calls.find((call) => call.path === '/api/stripe/setup')?.body).toEqual({
      successUrl: 'http://localhost/policy/PL-A4/billing?status=cardSaved',
      cancelUrl: 'http://localhost/policy/PL-A4/billing?status=cancelled',
      clientReference: 'A4',
    });
  });

  it('says so when the secure payment page cannot be opened, and lets the customer try again', async () => {
    fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [account('A1', { outstandingAmount: 2500 })],
      },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [activeMandate] },
      'POST /api/stripe/settle/A1': { status: 502, body: { title: 'Down', status: 502 } },
    });
    const { user } = renderShell(<Home />, { client: fakeAuthClient(JANE) });
    await user.click(await screen.findByRole('button', { name: 'Pay now by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t open our secure payment page. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay now by card' })).toBeEnabled();
  });

  it('shows nothing to a visitor, and asks the platform nothing', async () => {
    const calls = fakePlatform({});
    const { container } = renderShell(<Home />, { client: fakeAuthClient(null) });
    // Once sign-in has settled (no one is signed in), there is still nothing to show.
    await waitFor(() => expect(calls).toEqual([]));
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });
});
