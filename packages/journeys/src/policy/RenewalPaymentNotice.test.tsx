import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { fakePlatform } from '../quote/screens/proposal-screen-test-kit';
import { JourneyStoreProvider } from '../shared/store';
import { HomeBillingNotices } from './HomeBillingNotices';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };
const account = (id: string, overrides = {}) => ({
  accountId: id,
  policyId: `PL-${id}`,
  policyNumber: `POL-${id}`,
  outstandingAmount: 0,
  paymentMethodType: 'CARD',
  ...overrides,
});
const policy = (id: string, detail = {}, overrides = {}) => ({
  policyId: `PL-${id}`,
  policyNumber: `POL-${id}`,
  productUrlName: 'flex',
  policyDetail: {
    policyStatus: 'ACTIVE',
    autoRenewalEnabled: true,
    renewalStopped: false,
    ...detail,
  },
  ...overrides,
});
const expiredCard = {
  paymentMethodId: 'C1',
  type: 'CARD',
  mandateStatus: null,
  cardExpiryMonth: 1,
  cardExpiryYear: 2020,
};
const WARNING = (id: string) =>
  `Policy POL-${id} renews automatically, but there is no card or Direct Debit to pay for it. Please add one so your cover carries on.`;

function renderHome() {
  return renderShell(
    <JourneyStoreProvider>
      <HomeBillingNotices />
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE) },
  );
}

describe('home warns when a policy renews automatically with no way to pay', () => {
  it('warns for an auto-renewing policy whose only card has expired, linking to its billing tab', async () => {
    fakePlatform({
      'GET /api/customerAccounts': { status: 200, body: [account('A1')] },
      'GET /api/policies': { status: 200, body: [policy('A1')] },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [expiredCard] },
    });
    renderHome();
    expect(await screen.findByText(WARNING('A1'))).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Add a way to pay for policy POL-A1' }),
    ).toHaveAttribute('href', '/flex/policy/PL-A1/billing');
  });

  it.each([
    ['auto-renewal is off', policy('A1', { autoRenewalEnabled: false })],
    ['the renewal is stopped', policy('A1', { renewalStopped: true })],
    ['the policy has ended', policy('A1', { policyStatus: 'LAPSED' })],
    ['the policy is a drive-away', policy('A1', {}, { productUrlName: 'driveaway' })],
  ])('says nothing when %s', async (_, listed) => {
    const calls = fakePlatform({
      'GET /api/customerAccounts': { status: 200, body: [account('A1'), account('A2')] },
      'GET /api/policies': { status: 200, body: [listed, policy('A2')] },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [expiredCard] },
      'GET /api/customerAccounts/A2/paymentMethods': { status: 200, body: [expiredCard] },
    });
    renderHome();
    // A2 warns, so the load has finished when A1 is checked.
    expect(await screen.findByText(WARNING('A2'))).toBeVisible();
    expect(screen.queryByText(WARNING('A1'))).toBeNull();
    expect(calls.some((call) => call.path === '/api/policies')).toBe(true);
  });

  it('gives no second warning where the missing Direct Debit notice shows, nor with a live mandate', async () => {
    fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [
          account('A1', { paymentMethodType: 'BACS_DEBIT' }),
          account('A2', { paymentMethodType: 'BACS_DEBIT' }),
          account('A3'),
        ],
      },
      'GET /api/policies': { status: 200, body: [policy('A1'), policy('A2'), policy('A3')] },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/A2/paymentMethods': {
        status: 200,
        body: [
          { paymentMethodId: 'M', type: 'BACS_DEBIT', mandateStatus: 'PENDING_CUSTOMER_APPROVAL' },
        ],
      },
      'GET /api/customerAccounts/A3/paymentMethods': { status: 200, body: [expiredCard] },
    });
    renderHome();
    expect(await screen.findByText(WARNING('A3'))).toBeVisible();
    expect(
      screen.getByText(
        'Policy POL-A1 has no Direct Debit. Please set one up for your monthly payments.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(WARNING('A1'))).toBeNull();
    expect(screen.queryByText(WARNING('A2'))).toBeNull();
  });

  it('still shows the other notices when the policies cannot be loaded', async () => {
    fakePlatform({
      'GET /api/customerAccounts': {
        status: 200,
        body: [account('A1', { outstandingAmount: 900 })],
      },
      'GET /api/policies': { status: 500, body: { title: 'Oops', status: 500 } },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [expiredCard] },
    });
    renderHome();
    expect(
      await screen.findByText(
        'Policy POL-A1 has an outstanding balance of £9.00. Please pay it by card.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(WARNING('A1'))).toBeNull();
  });
});
