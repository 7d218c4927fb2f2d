import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../quote/screens/proposal-screen-test-kit';
import { type CardTokenizer, CardTokenizerProvider } from '../shared/card-entry';
import { agentToken } from '../shared/phone-payment-test-data';
import { browserLocation } from '../shared/redirect';
import { JourneyStoreProvider } from '../shared/store';
import { PolicyScreen } from './PolicyScreen';
import { policyOf } from './policy-test-data';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
  sessionStorage.clear();
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

function platform(
  overrides: Record<string, unknown> = {},
  statements = [
    statement('S2', 1, 'PENDING'),
    statement('S1', 0, 'SETTLED', { amountOutstanding: 0 }),
  ],
  routes: Parameters<typeof fakePlatform>[0] = {},
) {
  return fakePlatform({
    'GET /api/policies/PL1': { status: 200, body: policyOf() },
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
    ...Object.fromEntries(
      statements.map((one) => [
        `GET /api/customerAccounts/A1/statements/${one.statementId}`,
        { status: 200, body: one },
      ]),
    ),
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
    ...routes,
  });
}

function renderBilling(route = '/policy/PL1/billing') {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route },
  );
}

describe('the billing tab', () => {
  it('shows the account, payment methods, latest statement with its message, estimate and previous statements', async () => {
    platform();
    const { user } = renderBilling();
    // The old address goes on to the policy's own; the page is named for the car.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' }),
    ).toHaveFocus();
    // jsdom matches no media query: the page shows the phone's dropdown of tabs.
    expect(screen.getByRole('combobox', { name: 'Policy sections' })).toHaveDisplayValue('Billing');
    expect(await screen.findByText('Policy number POL-1')).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Your account',
      'Payment methods',
      'Payments',
      'Latest statement',
      'Next statement (estimate)',
      'Previous statements',
    ]);
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('ACC-1')).toBeVisible();
    expect(within(account).getByText('£54.17 to pay')).toBeVisible();
    expect(within(account).getByText('The 1st of each month')).toBeVisible();
    expect(within(account).getByText('Direct Debit')).toBeVisible();
    expect(screen.getByText('Visa ending 4242, expires 04/2030')).toBeVisible();
    expect(screen.getByText('Direct Debit from Barclays, account ending 11')).toBeVisible();

    const latest = screen.getByRole('article', { name: 'Statement 2' });
    expect(within(latest).getByRole('img', { name: 'Pending' })).toBeVisible();
    expect(
      within(latest).getByText(/Your next payment of £54\.17 will be taken on 1 May 2026/),
    ).toBeVisible();
    const items = within(latest).getByRole('table', { name: 'Items on statement 2' });
    expect(within(items).getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    expect(within(items).getByRole('cell', { name: 'Insurance premium' })).toBeVisible();

    const estimate = screen.getByRole('region', { name: 'Next statement (estimate)' });
    expect(within(estimate).getByText('1 May 2026 to 31 May 2026')).toBeVisible();
    expect(within(estimate).getByText('1 June 2026')).toBeVisible();

    // An earlier statement shows its status and amount folded, and its items once opened.
    expect(screen.getByRole('img', { name: 'Paid' })).toBeVisible();
    expect(screen.getByText('£0.00 outstanding, due 1 May 2026')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Items on statement 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Statement 1' }));
    expect(await screen.findByRole('table', { name: 'Items on statement 1' })).toBeVisible();
  });

  it('marks each status with its icon and text, a draft with its text only, and a pending payment in words', async () => {
    platform({}, [
      statement('S3', 2, 'FAILED', {
        lineItems: [
          {
            lineItemId: 'S3-L2',
            type: 'PAYMENT',
            amount: -5417,
            descriptionKey: 'billing.lineItem.payment',
            descriptionValue: null,
            effectiveAt: '2026-05-01T00:00:00Z',
            paymentMethodDescription: 'Barclays ending 11',
            servicePeriodStart: null,
            servicePeriodEnd: null,
            status: 'PENDING',
            subType: null,
          },
        ],
      }),
      statement('S2', 1, 'DRAFT'),
    ]);
    renderBilling();
    const latest = await screen.findByRole('article', { name: 'Statement 3' });
    expect(within(latest).getByRole('img', { name: 'Failed' })).toBeVisible();
    const row = within(latest).getByRole('row', { name: /Payment \(Barclays ending 11\)/ });
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('£54.17 credit');
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Draft' })).toBeNull();
  });

  it('opens the latest statement’s PDF from its link in a new tab', async () => {
    const location =
      'https://platform.example/api/billing/statements/files/POL-1-statement-2.pdf?link=x';
    const calls = platform({}, undefined, {
      'GET /api/customerAccounts/A1/statements/S2/document': {
        status: 200,
        body: { fileName: 'POL-1-statement-2.pdf', location },
      },
    });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderBilling();
    await user.click(
      await screen.findByRole('button', {
        name: 'Download PDF of statement 2 (opens in a new tab)',
      }),
    );
    expect(
      calls.some((call) => call.path === '/api/customerAccounts/A1/statements/S2/document'),
    ).toBe(true);
    expect(open).toHaveBeenCalledWith(location, '_blank', 'noopener');
  });

  it('announces a refused statement PDF and opens nothing', async () => {
    platform({}, undefined, {
      'GET /api/customerAccounts/A1/statements/S2/document': {
        status: 404,
        body: { status: 404, title: 'Not Found', detail: 'Statement not found.' },
      },
    });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderBilling();
    await user.click(
      await screen.findByRole('button', {
        name: 'Download PDF of statement 2 (opens in a new tab)',
      }),
    );
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('offers Pay now by card for an outstanding balance and sends the browser to the card page', async () => {
    const calls = platform({ outstandingAmount: 5417 });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBilling();
    expect(
      await screen.findByText(
        'Policy POL-1 has an outstanding balance of £54.17. Please pay it by card.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay now by card' }));
    expect(assign).toHaveBeenCalledWith('http://pay.example/settle');
    const settle = calls.find((call) => call.path === '/api/stripe/settle/A1');
    expect(settle?.body).toEqual({
      successUrl: 'http://localhost/flex/policy/PL1/billing?status=paid',
      cancelUrl: 'http://localhost/flex/policy/PL1/billing?status=cancelled',
    });
  });

  it('thanks the customer back from paying, without offering to pay again before the payment shows', async () => {
    platform({ outstandingAmount: 5417 });
    renderBilling('/policy/PL1/billing?status=paid&session_id=cs_1');
    expect(
      await screen.findByText(
        'Thank you for your payment. It can take a few minutes to show here.',
      ),
    ).toBeVisible();
    await screen.findByRole('region', { name: 'Your account' });
    expect(screen.queryByRole('button', { name: 'Pay now by card' })).toBeNull();
  });

  it('says nothing was paid when the customer left the card page', async () => {
    platform({ outstandingAmount: 5417 });
    renderBilling('/policy/PL1/billing?status=cancelled&session_id=cs_1');
    expect(
      await screen.findByText(
        'You left our secure payment page before finishing. Nothing has been paid or changed.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay now by card' })).toBeVisible();
  });

  it('completes the mandate on return from the direct-debit page before loading', async () => {
    const calls = platform();
    renderBilling('/policy/PL1/billing?redirect_flow_id=RE1');
    expect(await screen.findByText('Policy number POL-1')).toBeVisible();
    // The mandate is completed before the billing is read, so the new Direct Debit shows.
    const billingCalls = calls.filter((call) => call.path !== '/api/policies/PL1');
    expect(billingCalls[0]).toEqual({
      method: 'POST',
      path: '/api/goCardless/mandates',
      body: { redirectFlowId: 'RE1' },
    });
  });

  it('says when the mandate could not be completed, and still shows the billing', async () => {
    fakePlatform({
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/customerAccounts': { status: 200, body: [] },
      'POST /api/goCardless/mandates': { status: 500, body: { title: 'Oops', status: 500 } },
    });
    renderBilling('/policy/PL1/billing?redirect_flow_id=RE1');
    expect(
      await screen.findByText('There is no billing account for this policy yet.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/Direct Debit/);
  });

  it('sends an unknown tab to the first tab and says when loading failed', async () => {
    // A cancelled policy's first tab is billing.
    fakePlatform({
      'GET /api/policies/PL1': {
        status: 200,
        body: policyOf({}, { policyStatus: 'CANCELLED', terminatedAt: '2026-06-01T10:00:00.000Z' }),
      },
    });
    renderBilling('/policy/PL1/nowhere');
    expect(
      await screen.findByText('We couldn’t load your billing. Please try again later.'),
    ).toBeVisible();
  });
});

const AGENT = { sub: 'agent_1', name: 'Alex Agent', email: 'agent@brand.example' };
const OWING = 'Policy POL-1 has an outstanding balance of £54.17. Please pay it by card.';

/** The billing tab as an agent acting for the customer sees it (with a card field's factory). */
function renderForAgent(factory?: ReturnType<typeof fakeCardField>['factory']) {
  const tab = (
    <JourneyStoreProvider>
      <Routes>
        <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
      </Routes>
    </JourneyStoreProvider>
  );
  return renderShell(
    factory ? <CardTokenizerProvider factory={factory}>{tab}</CardTokenizerProvider> : tab,
    {
      client: fakeAuthClient(AGENT, agentToken()),
      route: '/policy/PL1/billing',
      impersonatedUserId: 'user_1',
    },
  );
}

/** Opens the settle form and fills it in: a token, a postcode and a date of birth. */
async function fillSettle(
  user: ReturnType<typeof renderForAgent>['user'],
  { token = 'tok_visa', postcode = 'sw1a 1aa', dateOfBirth = ['27', '03', '1985'] } = {},
) {
  await user.click(await screen.findByRole('button', { name: 'Take payment by phone' }));
  const form = await screen.findByRole('region', { name: 'Take a payment by phone' });
  await user.type(await within(form).findByLabelText(/^Card token/), token);
  await user.type(within(form).getByLabelText(/^Billing postcode/), postcode);
  const dob = within(form).getByRole('group', { name: /Policyholder’s date of birth/ });
  const [day, month, year] = dateOfBirth as [string, string, string];
  await user.type(within(dob).getByLabelText(/^Day/), day);
  await user.type(within(dob).getByLabelText(/^Month/), month);
  await user.type(within(dob).getByLabelText(/^Year/), year);
  return form;
}

const POLICYHOLDER = { status: 200, body: { customerId: 'C1', dateOfBirth: '1985-03-27' } };

describe('settling by phone in the card field', () => {
  it('takes the card keyed in the field with the postcode and date of birth; the pasted token stays one press away', async () => {
    const field = fakeCardField([{ error: 'Enter a valid card number' }, { token: 'tok_test_5' }]);
    const calls = platform({ outstandingAmount: 5417 }, undefined, {
      'GET /api/app-config': APP_CONFIG,
      'GET /api/policyholder': POLICYHOLDER,
      'POST /api/stripe/moto/settle/A1': {
        status: 200,
        body: { paymentId: 'pi_5', amountPence: 5417 },
      },
    });
    const { user } = renderForAgent(field.factory);
    await user.click(await screen.findByRole('button', { name: 'Take payment by phone' }));
    const form = await screen.findByRole('region', { name: 'Take a payment by phone' });
    const group = await within(form).findByRole('group', { name: 'Card details' });
    await within(group).findByTitle('Secure card details');
    expect(within(form).queryByLabelText(/^Card token/)).toBeNull();
    await user.type(within(form).getByLabelText(/^Billing postcode/), 'sw1a 1aa');
    const dob = within(form).getByRole('group', { name: /Policyholder’s date of birth/ });
    await user.type(within(dob).getByLabelText(/^Day/), '27');
    await user.type(within(dob).getByLabelText(/^Month/), '03');
    await user.type(within(dob).getByLabelText(/^Year/), '1985');
    // The field's own complaint first: nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Settle £54.17' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('Enter a valid card number');
    expect(calls.some((call) => call.path === '/api/stripe/moto/settle/A1')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Settle £54.17' }));
    expect(
      await screen.findByText('The outstanding balance of £54.17 has been paid.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/stripe/moto/settle/A1')).toEqual([
      expect.objectContaining({
        body: {
          token: 'tok_test_5',
          tokenCreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          postalCode: 'SW1A 1AA',
          dateOfBirth: '1985-03-27',
        },
      }),
    ]);
  });
});

describe('the billing tab for an agent acting for the customer', () => {
  it('settles the outstanding balance by phone with the token, postcode and date of birth, and one key', async () => {
    const calls = platform({ outstandingAmount: 5417 }, undefined, {
      'GET /api/policyholder': POLICYHOLDER,
      'POST /api/stripe/moto/settle/A1': {
        status: 200,
        body: { paymentId: 'pi_1', amountPence: 5417 },
      },
    });
    const fetchMock = globalThis.fetch as jest.Mock;
    const { user } = renderForAgent();
    expect(await screen.findByText(OWING)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now by card' })).toBeNull();
    const form = await fillSettle(user);
    expect(
      within(form).getByText(
        'Confirm the customer’s details, then paste the card token. The token must be used within 10 minutes.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Settle £54.17' }));
    expect(
      await screen.findByText('The outstanding balance of £54.17 has been paid.'),
    ).toBeVisible();
    expect(screen.queryByText(OWING)).toBeNull();
    const settle = calls.filter((call) => call.path === '/api/stripe/moto/settle/A1');
    expect(settle).toHaveLength(1);
    expect(settle[0]?.body).toEqual({
      token: 'tok_visa',
      tokenCreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      postalCode: 'SW1A 1AA',
      dateOfBirth: '1985-03-27',
    });
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/moto/'));
    const headers = new Headers((init as RequestInit).headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('X-Impersonate-User')).toBe('user_1');
  });

  it('shows a declined card in the error box with its decline code in brackets', async () => {
    platform({ outstandingAmount: 5417 }, undefined, {
      'GET /api/policyholder': POLICYHOLDER,
      'POST /api/stripe/moto/settle/A1': {
        status: 402,
        body: {
          type: 'urn:brand:problem:payment-required',
          title: 'A payment is needed first.',
          status: 402,
          detail: 'Your card has insufficient funds.',
          code: 'checkout.cardDeclined',
          errors: [
            {
              path: 'token',
              message: 'insufficient_funds',
              text: 'Your card has insufficient funds.',
            },
          ],
        },
      },
    });
    const { user } = renderForAgent();
    const form = await fillSettle(user, { token: 'tok_chargeDeclinedInsufficientFunds' });
    await user.click(within(form).getByRole('button', { name: 'Settle £54.17' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. (insufficient_funds)',
    );
    expect(screen.getByText(OWING)).toBeVisible();
  });

  it('says the token timed out after 10 minutes when the platform refuses it as too old', async () => {
    platform({ outstandingAmount: 5417 }, undefined, {
      'GET /api/policyholder': POLICYHOLDER,
      'POST /api/stripe/moto/settle/A1': {
        status: 400,
        body: {
          type: 'urn:brand:problem:bad-request',
          title: 'The request is not valid.',
          status: 400,
          detail: 'Timed out.',
          code: 'checkout.moto.timeout',
          errors: [{ path: 'token', message: 'admin.settle.errors.timeout', text: 'Timed out.' }],
        },
      },
    });
    const { user } = renderForAgent();
    const form = await fillSettle(user);
    await user.click(within(form).getByRole('button', { name: 'Settle £54.17' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The payment timed out after 10 minutes. Please ask for a new card token and try again.',
    );
  });

  it('refuses a date of birth other than the policyholder’s before sending anything', async () => {
    const calls = platform({ outstandingAmount: 5417 }, undefined, {
      'GET /api/policyholder': POLICYHOLDER,
    });
    const { user } = renderForAgent();
    const form = await fillSettle(user, { dateOfBirth: ['28', '03', '1985'] });
    await user.tab();
    expect(
      await within(form).findByText('This does not match. Check it and try again.'),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Settle £54.17' })).toBeDisabled();
    expect(calls.some((call) => call.path.includes('/moto/'))).toBe(false);
  });

  it('says when the policyholder’s details cannot be loaded', async () => {
    platform({ outstandingAmount: 5417 });
    const { user } = renderForAgent();
    await user.click(await screen.findByRole('button', { name: 'Take payment by phone' }));
    expect(
      await screen.findByText('We couldn’t load the policyholder’s details. Please try again.'),
    ).toBeVisible();
  });
});

/** The Idempotency-Key of each call to `path`, in order. */
function keysOf(path: string): (string | null)[] {
  const fetchMock = globalThis.fetch as jest.Mock;
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
}

describe('one page load', () => {
  it('asks for the policy once: the billing tab takes it from the page frame', async () => {
    const calls = platform();
    renderBilling('/flex/policy/PL1/billing');
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/policies/PL1')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/customerAccounts')).toHaveLength(1);
  });
});

/** A card field standing in for the provider's: a titled frame, and the answer it is given. */
function fakeCardField(answers: Awaited<ReturnType<CardTokenizer['createToken']>>[]) {
  const configs: unknown[] = [];
  const tokenizer: CardTokenizer = {
    mount: async (element) => {
      const frame = document.createElement('iframe');
      frame.title = 'Secure card details';
      element.replaceChildren(frame);
    },
    createToken: async () => answers.shift() ?? { error: 'No answer' },
    destroy: () => undefined,
  };
  const factory = (payments: unknown) => {
    configs.push(payments);
    return tokenizer;
  };
  return { factory, configs };
}

const APP_CONFIG = {
  status: 200,
  body: {
    auth: {},
    payments: { sandboxCardFieldPath: '/sandbox/card-field' },
  },
};

const KEPT_CARD = {
  paymentMethodId: 'PM9',
  type: 'CARD',
  cardBrand: 'visa',
  cardLast4: '1881',
  cardExpiryMonth: 12,
  cardExpiryYear: 2031,
  bankName: null,
  accountNumberEnding: null,
  mandateId: null,
  mandateStatus: null,
};

function renderBillingWithField(factory: ReturnType<typeof fakeCardField>['factory']) {
  return renderShell(
    <CardTokenizerProvider factory={factory}>
      <JourneyStoreProvider>
        <Routes>
          <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
          <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
        </Routes>
      </JourneyStoreProvider>
    </CardTokenizerProvider>,
    { client: fakeAuthClient(JANE), route: '/policy/PL1/billing' },
  );
}

describe('keying a card in the card field on the billing tab', () => {
  it('keeps the card the field tokenizes, with one key, and lists it with its last four and expiry', async () => {
    const field = fakeCardField([{ token: 'tok_test_1' }]);
    const calls = platform({}, undefined, {
      'GET /api/app-config': APP_CONFIG,
      'POST /api/customerAccounts/A1/paymentMethods/card': { status: 200, body: KEPT_CARD },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBillingWithField(field.factory);
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    const group = await screen.findByRole('group', { name: 'Card details' });
    expect(await within(group).findByTitle('Secure card details')).toBeInTheDocument();
    expect(field.configs).toEqual([{ sandboxCardFieldPath: '/sandbox/card-field' }]);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card ending 1881 is saved.')).toBeVisible();
    expect(screen.getByText('Visa ending 1881, expires 12/2031')).toBeVisible();
    const saves = calls.filter((call) => call.path.endsWith('/paymentMethods/card'));
    expect(saves).toEqual([expect.objectContaining({ body: { token: 'tok_test_1' } })]);
    expect(keysOf('/api/customerAccounts/A1/paymentMethods/card')[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
  });

  it('shows a declined card as the field’s error and keeps the form, the old card still listed', async () => {
    const field = fakeCardField([{ token: 'tok_test_2' }]);
    platform({}, undefined, {
      'GET /api/app-config': APP_CONFIG,
      'POST /api/customerAccounts/A1/paymentMethods/card': {
        status: 402,
        body: {
          type: 'urn:brand:problem:payment-required',
          title: 'A payment is needed first.',
          status: 402,
          detail: 'Your card was declined.',
          code: 'checkout.cardDeclined',
          errors: [{ path: 'token', message: 'generic_decline', text: 'Your card was declined.' }],
        },
      },
    });
    const { user } = renderBillingWithField(field.factory);
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    await screen.findByTitle('Secure card details');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const group = screen.getByRole('group', { name: 'Card details' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Your card was declined.'));
    expect(screen.getByText('Visa ending 4242, expires 04/2030')).toBeVisible();
  });

  it('shows what the field says is wrong without asking the platform, and Cancel closes the form', async () => {
    const field = fakeCardField([{ error: 'Enter a valid card number' }]);
    const calls = platform({}, undefined, { 'GET /api/app-config': APP_CONFIG });
    const { user } = renderBillingWithField(field.factory);
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    await screen.findByTitle('Secure card details');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid card number');
    expect(calls.some((call) => call.path.endsWith('/paymentMethods/card'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Replace your card' })).toBeVisible();
  });

  it('still offers the provider’s page from the form', async () => {
    const field = fakeCardField([]);
    platform({}, undefined, {
      'GET /api/app-config': APP_CONFIG,
      'POST /api/stripe/setup': { status: 200, body: { url: 'http://pay.example/setup' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBillingWithField(field.factory);
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    await user.click(
      await screen.findByRole('button', { name: 'Use our secure payment page instead' }),
    );
    expect(assign).toHaveBeenCalledWith('http://pay.example/setup');
  });
});

describe('changing the way to pay from the billing tab', () => {
  it('replaces the card through the card setup page, which returns to the tab', async () => {
    const calls = platform({}, undefined, {
      'POST /api/stripe/setup': { status: 200, body: { url: 'http://pay.example/setup' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    expect(assign).toHaveBeenCalledWith('http://pay.example/setup');
    expect(calls.find((call) => call.path === '/api/stripe/setup')?.body).toEqual({
      successUrl: 'http://localhost/flex/policy/PL1/billing?status=cardSaved',
      cancelUrl: 'http://localhost/flex/policy/PL1/billing?status=cancelled',
      clientReference: 'A1',
    });
  });

  it('replaces the Direct Debit through the provider’s page, which returns with the flow id', async () => {
    const calls = platform({}, undefined, {
      'POST /api/goCardless/flows': {
        status: 200,
        body: { redirectUrl: 'http://bank.example/flow' },
      },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Replace your Direct Debit' }));
    expect(assign).toHaveBeenCalledWith('http://bank.example/flow');
    expect(calls.find((call) => call.path === '/api/goCardless/flows')?.body).toEqual({
      mandateDescription: 'Monthly payments for your car insurance',
      successUrl: 'http://localhost/flex/policy/PL1/billing',
      accountId: 'A1',
    });
  });

  it('retries a refused page with the same key, so the provider makes one page', async () => {
    let tries = 0;
    platform({}, undefined, {
      'POST /api/stripe/setup': () =>
        ++tries === 1
          ? { status: 503, body: { title: 'Unavailable', status: 503 } }
          : { status: 200, body: { url: 'http://pay.example/setup' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Replace your card' }));
    expect(
      await screen.findByText('We couldn’t open our secure payment page. Please try again.'),
    ).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Replace your card' }));
    expect(assign).toHaveBeenCalledWith('http://pay.example/setup');
    const [first, second] = keysOf('/api/stripe/setup');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('offers to add a card and set up a Direct Debit when the account has neither', async () => {
    fakePlatform({
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/customerAccounts': { status: 200, body: [account({ paymentMethodType: null })] },
      'GET /api/customerAccounts/A1/paymentMethods': { status: 200, body: [] },
      'GET /api/customerAccounts/A1/statements': { status: 200, body: [] },
      'GET /api/customerAccounts/A1/nextStatementEstimate': { status: 200, body: [] },
    });
    renderBilling();
    expect(await screen.findByText('You have no payment method set up.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set up a Direct Debit' })).toBeVisible();
  });

  it('marks the method the payments use: the mandate of a Direct Debit account', async () => {
    platform();
    renderBilling();
    const methods = await screen.findByRole('region', { name: 'Payment methods' });
    const [card, mandate] = within(methods).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mandate).getByText('Used for your payments')).toBeVisible();
    expect(within(card).queryByText('Used for your payments')).toBeNull();
  });

  it('says a cancelled policy pays by the card it has left, and offers no new way to pay when nothing is owed', async () => {
    fakePlatform({
      'GET /api/policies/PL1': {
        status: 200,
        body: policyOf({}, { policyStatus: 'CANCELLED' }),
      },
      // The account's type still says Direct Debit: its mandate was cancelled with the policy.
      'GET /api/customerAccounts': {
        status: 200,
        body: [account({ status: 'CLOSED', accountBalance: 0 })],
      },
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
        ],
      },
      'GET /api/customerAccounts/A1/statements': { status: 200, body: [] },
      'GET /api/customerAccounts/A1/nextStatementEstimate': { status: 200, body: [] },
    });
    renderBilling();
    const facts = await screen.findByRole('region', { name: 'Your account' });
    expect(within(facts).getByText('Card')).toBeVisible();
    expect(within(facts).queryByText('Direct Debit')).toBeNull();
    // Settled: not "£0.00 to pay", which reads as a payment still to make.
    expect(within(facts).getByText('£0.00, nothing to pay')).toBeVisible();
    const methods = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(methods).getByText('Used for your payments')).toBeVisible();
    expect(within(methods).queryByRole('button')).toBeNull();
  });

  it('says the new Direct Debit is set up once its mandate is completed on return', async () => {
    platform();
    renderBilling('/policy/PL1/billing?redirect_flow_id=RE1');
    expect(
      await screen.findByText('Your Direct Debit is set up. We will use it for your next payment.'),
    ).toBeVisible();
  });

  it('lets an agent change the payment day of an active account, 1st to 28th, saved once', async () => {
    const calls = platform({}, undefined, {
      'PUT /api/customerAccounts/A1/paymentDay': (body) => ({
        status: 200,
        body: account({ paymentDay: (body as { paymentDay: number }).paymentDay }),
      }),
    });
    const { user } = renderForAgent();
    const facts = await screen.findByRole('region', { name: 'Your account' });
    expect(within(facts).getByText('The 1st of each month')).toBeVisible();
    await user.click(within(facts).getByRole('button', { name: 'Change payment day' }));
    const day = within(facts).getByRole('combobox', { name: /New payment day/ });
    const options = within(day).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      Array.from({ length: 28 }, (_, index) => {
        const n = index + 1;
        const suffix =
          n === 1 || n === 21
            ? 'st'
            : n === 2 || n === 22
              ? 'nd'
              : n === 3 || n === 23
                ? 'rd'
                : 'th';
        return `${n}${suffix}`;
      }),
    );
    await user.selectOptions(day, '15');
    await user.click(within(facts).getByRole('button', { name: 'Save payment day' }));
    expect(
      await within(facts).findByText('The payment day is now the 15th of each month.'),
    ).toBeVisible();
    expect(within(facts).getByText('The 15th of each month')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/customerAccounts/A1/paymentDay', body: { paymentDay: 15 } },
    ]);
  });

  it('offers no payment day change to a customer', async () => {
    platform();
    renderBilling();
    const facts = await screen.findByRole('region', { name: 'Your account' });
    await within(facts).findByText('The 1st of each month');
    expect(within(facts).queryByRole('button', { name: 'Change payment day' })).toBeNull();
  });

  it('offers an agent no payment day change on a closed account', async () => {
    platform({ status: 'CLOSED' });
    renderForAgent();
    const facts = await screen.findByRole('region', { name: 'Your account' });
    await within(facts).findByText('The 1st of each month');
    expect(within(facts).queryByRole('button', { name: 'Change payment day' })).toBeNull();
  });

  it('tells an agent that only the customer can change the way to pay, with no button for it', async () => {
    platform();
    renderForAgent();
    expect(
      await screen.findByText(
        'Only the customer can add a card or set up a Direct Debit, from their own account. You can take a payment by phone.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Replace your card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace your Direct Debit' })).toBeNull();
  });
});

describe('the payments chart', () => {
  it('shows this month’s posted payment as a bar, with the total and the figures as a table', async () => {
    const paidNow = statement('S3', 2, 'SETTLED', {
      amountOutstanding: 0,
      lineItems: [
        {
          lineItemId: 'S3-P1',
          type: 'PAYMENT',
          amount: -5417,
          descriptionKey: 'billing.lineItem.payment',
          descriptionValue: null,
          effectiveAt: new Date().toISOString(),
          paymentMethodDescription: null,
          servicePeriodStart: null,
          servicePeriodEnd: null,
          status: 'POSTED',
          subType: 'GOCARDLESS',
        },
      ],
    });
    platform({}, [paidNow, statement('S2', 1, 'PENDING')]);
    const { user } = renderBilling();
    const chart = await screen.findByRole('figure', {
      name: 'Your payments in the last 12 months',
    });
    expect(
      within(chart).getByRole('img', { name: 'Your payments in the last 12 months' }),
    ).toHaveAccessibleDescription('You paid £54.17 in the last 12 months.');
    await user.click(within(chart).getByText('Show your payments as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toHaveTextContent('£54.17');
  });

  it('says when nothing was paid in the last 12 months, with no empty chart or table', async () => {
    platform();
    renderBilling();
    expect(
      await screen.findByText('You have made no payments in the last 12 months.'),
    ).toBeVisible();
    const chart = screen.getByRole('figure', { name: 'Your payments in the last 12 months' });
    expect(within(chart).queryByRole('img')).toBeNull();
    expect(within(chart).queryByRole('table')).toBeNull();
  });
});
