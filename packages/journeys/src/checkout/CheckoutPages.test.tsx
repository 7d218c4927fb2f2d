import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Proposal } from '../quote/quoteApi';
import { ProposalScreen } from '../quote/screens/ProposalScreen';
import {
  fakePlatform,
  newProposal,
  renderProposal,
} from '../quote/screens/proposal-screen-test-kit';
import { type CardTokenizer, CardTokenizerProvider } from '../shared/card-entry';
import { agentToken } from '../shared/phone-payment-test-data';
import { browserLocation } from '../shared/redirect';
import { JourneyStoreProvider } from '../shared/store';
import { keysOnlyI18n, WithTexts } from '../shared/texts-test-kit';
import { CheckoutRoutes } from './CheckoutPages';

const CHECKOUT = '/flex/proposal/P1/checkout';
/**
 * How long a test waits for the page that follows the policy polls: they run on real timers (1 s,
 * then 1.5 s, ...), and a CI machine busy with every package's suites renders the success page a few
 * seconds later than an idle one does (it missed 5 s there).
 */
const AFTER_POLLS = { timeout: 15_000 };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStorage.clear();
});

/** The Idempotency-Key of each call to `path`, from the faked fetch's requests. */
function keysOf(path: string): (string | null)[] {
  const mock = globalThis.fetch as unknown as jest.Mock;
  return mock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
}

describe('checkout payment step by method', () => {
  it('flex (DUAL) pays its deposit on the hosted card page, one key kept across a retry', async () => {
    let attempts = 0;
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: newProposal() },
      'POST /api/stripe/checkout/proposal/P1': () =>
        ++attempts === 1
          ? { status: 503, body: { title: 'Unavailable', status: 503 } }
          : { status: 200, body: { url: 'http://localhost/sandbox/card/cs_1' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderProposal(CHECKOUT);
    const pay = await screen.findByRole(
      'button',
      { name: 'Pay £54.17 by card' },
      { timeout: 5000 },
    );
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t open our secure payment page',
    );
    await user.click(pay);
    expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/card/cs_1');
    const [first, second] = keysOf('/api/stripe/checkout/proposal/P1');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('waits on a paid return until the proposal is a policy, then shows the success page', async () => {
    let polls = 0;
    fakePlatform({
      'GET /api/proposals/P1': () => ({
        status: 200,
        body:
          ++polls < 3
            ? newProposal()
            : newProposal({
                status: 'POLICY',
                policyNumber: 'POL-1',
                policyId: 'PL1',
                startAt: null,
                data: { policyholder: { email: 'jane.customer@brand.example' } },
              }),
      }),
    });
    renderProposal(`${CHECKOUT}/callback?session_id=cs_1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, AFTER_POLLS),
    ).toBeVisible();
    expect(screen.getByText('Policy number POL-1')).toBeVisible();
    expect(
      screen.getByText(
        'Your cover has started. We have emailed your documents to jane.customer@brand.example.',
      ),
    ).toBeVisible();
    // The account could not be read (not faked here): the cover is bound, so success shows.
    expect(screen.getByRole('button', { name: 'Go to my dashboard' })).toBeVisible();
  });

  it('completes the mandate on a direct-debit return, binds with keys, then waits for the policy', async () => {
    let bound = false;
    fakePlatform({
      'GET /api/proposals/P1': () => ({
        status: 200,
        body: bound ? newProposal({ status: 'POLICY', policyNumber: 'POL-2' }) : newProposal(),
      }),
      'POST /api/goCardless/mandates': { status: 200, body: { id: 'MD1', status: 'ACTIVE' } },
      'POST /api/proposals/P1/bind': () => {
        bound = true;
        return { status: 200, body: newProposal({ status: 'POLICY', policyNumber: 'POL-2' }) };
      },
    });
    renderProposal(`${CHECKOUT}/callback?redirect_flow_id=RE1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, AFTER_POLLS),
    ).toBeVisible();
    const [mandateKey] = keysOf('/api/goCardless/mandates');
    const [bindKey] = keysOf('/api/proposals/P1/bind');
    expect(mandateKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bindKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bindKey).not.toBe(mandateKey);
  });

  it('says honestly that the payment is being confirmed when no policy comes within the wait', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(`${CHECKOUT}/callback?session_id=cs_1`);
    await screen.findByText('Confirming your payment…');
    await jest.advanceTimersByTimeAsync(31_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We’re confirming your payment' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });
});

describe('checkout index', () => {
  it('shows the payment page while checkout is on and the schedule is offered', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(CHECKOUT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your monthly payments' }),
    ).toHaveFocus();
    expect(screen.getByText('Total to pay today: £54.17')).toBeVisible();
    expect(
      screen.getByText(/Your payments are protected by the Direct Debit Guarantee/),
    ).toBeVisible();
  });

  it('shows the checkout-disabled page when checkout is switched off', async () => {
    const { user } = renderShell(
      <JourneyStoreProvider>
        <Routes>
          <Route
            path="/flex/proposal/P1/checkout/*"
            element={
              <WithTexts i18n={keysOnlyI18n()}>
                <CheckoutRoutes proposal={newProposal()} checkoutEnabled={false} />
              </WithTexts>
            }
          />
          <Route path="/flex/proposal/P1" element={<h1>The quote</h1>} />
        </Routes>
      </JourneyStoreProvider>,
      { client: fakeAuthClient(null), route: CHECKOUT },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'checkout.disabled.title' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'checkout.disabled.chat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'checkout.disabled.back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The quote' })).toBeVisible();
  });

  it('shows the checkout-disabled page when no payment schedule matches', async () => {
    const proposal = newProposal();
    const schedules = proposal.quote?.availablePaymentSchedules ?? [];
    // Flex offers MONTHLY only: a quote whose active schedule is a single payment has no match.
    const quote = proposal.quote && {
      ...proposal.quote,
      availablePaymentSchedules: schedules.map((s) => ({ ...s, active: s.type !== 'MONTHLY' })),
    };
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: { ...proposal, quote } } });
    renderProposal(CHECKOUT);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We can’t take payment online right now',
      }),
    ).toHaveFocus();
    expect(screen.getByText(/Please chat with us/)).toBeVisible();
  });
});

describe('checkout callback: payment failed', () => {
  it('says the payment failed, opens chat (Contact us) and offers to try again', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    const { user } = renderProposal(`${CHECKOUT}/callback?session_id=cs_1&status=failed`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment didn’t go through' }),
    ).toHaveFocus();
    expect(screen.getByText(/You have not been charged/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const chat = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(chat).getByTitle('Contact us')).toHaveAttribute(
      'src',
      expect.stringContaining('contact'),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your monthly payments' }),
    ).toBeVisible();
  });

  it('sends any other checkout path to the checkout', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(`${CHECKOUT}/elsewhere`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your monthly payments' }),
    ).toBeVisible();
  });
});

const AGENT = { sub: 'agent_1', name: 'Alex Agent', email: 'agent@brand.example' };

/** The proposal screen at `route`, an agent acting for the customer user_1. */
function renderForAgent(route: string) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(AGENT, agentToken()), route, impersonatedUserId: 'user_1' },
  );
}

const TOKEN_LABEL = /^Card token/;
const declined = {
  status: 402,
  body: {
    type: 'urn:brand:problem:payment-required',
    title: 'A payment is needed first.',
    status: 402,
    detail: 'Your card was declined.',
    code: 'checkout.cardDeclined',
    errors: [{ path: 'token', message: 'generic_decline', text: 'Your card was declined.' }],
  },
};

describe('checkout by phone in the card field', () => {
  it('takes the payment with the token the card field makes, and keeps the pasted token as the other way', async () => {
    let paid = false;
    const tokenizer: CardTokenizer = {
      mount: async (element) => {
        const frame = document.createElement('iframe');
        frame.title = 'Secure card details';
        element.replaceChildren(frame);
      },
      createToken: async () => ({ token: 'tok_test_7' }),
      destroy: () => undefined,
    };
    const calls = fakePlatform({
      'GET /api/app-config': {
        status: 200,
        body: { auth: {}, payments: { sandboxCardFieldPath: '/sandbox/card-field' } },
      },
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: [] },
      'GET /api/proposals/P1': () => ({
        status: 200,
        body: paid ? newProposal({ status: 'POLICY', policyNumber: 'POL-9' }) : newProposal(),
      }),
      'POST /api/stripe/moto/checkout/proposal/P1': () => {
        paid = true;
        return { status: 200, body: { paymentId: 'pi_7', amountPence: 5417 } };
      },
    });
    const { user } = renderShell(
      <CardTokenizerProvider factory={() => tokenizer}>
        <JourneyStoreProvider>
          <Routes>
            <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
          </Routes>
        </JourneyStoreProvider>
      </CardTokenizerProvider>,
      {
        client: fakeAuthClient(AGENT, agentToken()),
        route: CHECKOUT,
        impersonatedUserId: 'user_1',
      },
    );
    const group = await screen.findByRole('group', { name: 'Card details' });
    expect(await within(group).findByTitle('Secure card details')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter the customer’s card details as they read them to you. Never write them down.',
      ),
    ).toBeVisible();
    // The pasted token is one press away, and back.
    await user.click(screen.getByRole('button', { name: 'I have a token' }));
    expect(screen.getByLabelText(TOKEN_LABEL)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Key the card instead' }));
    await screen.findByTitle('Secure card details');

    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    const payment = calls.filter((call) => call.path === '/api/stripe/moto/checkout/proposal/P1');
    expect(payment).toEqual([
      expect.objectContaining({
        body: { token: 'tok_test_7', tokenCreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      }),
    ]);
  });
});

describe('checkout by phone, an agent acting for the customer', () => {
  it('takes the payment with the pasted token and one key, then waits for the policy and shows the success page', async () => {
    let paid = false;
    const calls = fakePlatform({
      // No mandate yet: a customer would be asked for it; the agent's phone order ends here.
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: [] },
      'GET /api/proposals/P1': () => ({
        status: 200,
        body: paid ? newProposal({ status: 'POLICY', policyNumber: 'POL-9' }) : newProposal(),
      }),
      'POST /api/stripe/moto/checkout/proposal/P1': () => {
        paid = true;
        return { status: 200, body: { paymentId: 'pi_1', amountPence: 5417 } };
      },
    });
    const { user } = renderForAgent(CHECKOUT);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Take the first payment by phone' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Paste the card token from the card payment screen. The token must be used within 10 minutes.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay £54.17 by card' })).toBeNull();
    await user.type(screen.getByLabelText(TOKEN_LABEL), 'tok_visa');
    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    const payment = calls.filter((call) => call.path === '/api/stripe/moto/checkout/proposal/P1');
    expect(payment).toHaveLength(1);
    expect(payment[0]?.body).toEqual({
      token: 'tok_visa',
      tokenCreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
    });
    expect(keysOf('/api/stripe/moto/checkout/proposal/P1')[0]).toMatch(/^[0-9a-f-]{36}$/);
    const fetchMock = globalThis.fetch as unknown as jest.Mock;
    const motoCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/moto/'));
    const init = (motoCall?.[1] ?? {}) as RequestInit;
    expect(new Headers(init.headers).get('X-Impersonate-User')).toBe('user_1');
  });

  it('shows a decline in the error box with the decline code in brackets, and a new token is a new key', async () => {
    let attempts = 0;
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: newProposal() },
      'POST /api/stripe/moto/checkout/proposal/P1': () =>
        ++attempts === 1
          ? declined
          : { status: 200, body: { paymentId: 'pi_2', amountPence: 5417 } },
    });
    const { user } = renderForAgent(CHECKOUT);
    await user.type(await screen.findByLabelText(TOKEN_LABEL), 'tok_chargeDeclined');
    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. (generic_decline)',
    );
    await user.clear(screen.getByLabelText(TOKEN_LABEL));
    await user.type(screen.getByLabelText(TOKEN_LABEL), 'tok_visa');
    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    await screen.findByText('Confirming your payment…');
    const [first, second] = keysOf('/api/stripe/moto/checkout/proposal/P1');
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('says the token timed out after 10 minutes when the platform refuses it as too old', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: newProposal() },
      'POST /api/stripe/moto/checkout/proposal/P1': {
        status: 400,
        body: {
          type: 'urn:brand:problem:bad-request',
          title: 'The request is not valid.',
          status: 400,
          detail: 'The payment timed out.',
          code: 'checkout.moto.timeout',
          errors: [{ path: 'token', message: 'admin.settle.errors.timeout', text: 'x' }],
        },
      },
    });
    const { user } = renderForAgent(CHECKOUT);
    await user.type(await screen.findByLabelText(TOKEN_LABEL), 'tok_visa');
    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment timed out after 10 minutes. Please ask for a new card token and try again.',
    );
  });

  it('refuses a token that does not start with tok_ before sending anything', async () => {
    const calls = fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    const { user } = renderForAgent(CHECKOUT);
    await user.type(await screen.findByLabelText(TOKEN_LABEL), 'card_4242');
    expect(screen.getByRole('button', { name: 'Take payment of £54.17' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the unknown error for a failure the form does not explain', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: newProposal() },
      'POST /api/stripe/moto/checkout/proposal/P1': {
        status: 500,
        body: { title: 'Oops', status: 500, detail: 'Database down' },
      },
    });
    const { user } = renderForAgent(CHECKOUT);
    await user.type(await screen.findByLabelText(TOKEN_LABEL), 'tok_visa');
    await user.click(screen.getByRole('button', { name: 'Take payment of £54.17' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be taken. Please try again.',
    );
  });
});

/** A bound flex policy, as GET /proposals/P1 answers once the deposit's webhook has bound it. */
const boundFlex = () =>
  newProposal({
    status: 'POLICY',
    policyNumber: 'POL-7',
    policyId: 'PL7',
    startAt: null,
    data: { policyholder: { email: 'jane.customer@brand.example' } },
  } as Partial<Proposal>);

const DEPOSIT_CARD = {
  paymentMethodId: 'PM1',
  type: 'CARD',
  mandateStatus: null,
  mandateId: null,
  bankName: null,
  accountNumberEnding: null,
  cardBrand: 'visa',
  cardLast4: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: 2040,
};
const MANDATE = {
  ...DEPOSIT_CARD,
  paymentMethodId: 'PM2',
  type: 'BACS_DEBIT',
  mandateStatus: 'PENDING_CUSTOMER_APPROVAL',
  mandateId: 'MD1',
  bankName: 'BARCLAYS BANK PLC',
  accountNumberEnding: '11',
};

describe("flex's Direct Debit step after the card deposit (DUAL), signed in or not", () => {
  it('asks for the Direct Debit before the success page, and opens the hosted page for this policy with one key', async () => {
    let attempts = 0;
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: boundFlex() },
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: [DEPOSIT_CARD] },
      'POST /api/goCardless/flows': () =>
        ++attempts === 1
          ? { status: 503, body: { title: 'Unavailable', status: 503 } }
          : { status: 200, body: { redirectUrl: 'http://localhost/sandbox/direct-debit/RE1' } },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderProposal(`${CHECKOUT}/callback?session_id=cs_1`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Set up your Direct Debit' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'You’re covered' })).toBeNull();
    expect(screen.getByText('Policy number POL-7')).toBeVisible();
    expect(
      screen.getByText(/monthly payments of £54\.17 are collected by Direct Debit/),
    ).toBeVisible();
    expect(screen.getByText(/Direct Debit collections take 3 to 5 working days/)).toBeVisible();
    expect(screen.getByText(/protected by the Direct Debit Guarantee/)).toBeVisible();

    const setUp = screen.getByRole('button', { name: 'Set up Direct Debit' });
    await user.click(setUp);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t open');
    await user.click(setUp);
    expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/direct-debit/RE1');
    const flows = calls.filter((call) => call.path === '/api/goCardless/flows');
    expect(flows[1]?.body).toEqual({
      mandateDescription: 'Monthly payments for your car insurance',
      successUrl: 'http://localhost/flex/proposal/P1/checkout/callback',
      proposalCode: 'P1',
      checkoutMethod: 'DUAL',
    });
    const [first, second] = keysOf('/api/goCardless/flows');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('completes the mandate on the return without binding again, then names it on the success page', async () => {
    let completed = false;
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: boundFlex() },
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': () => ({
        status: 200,
        body: completed ? [MANDATE, DEPOSIT_CARD] : [DEPOSIT_CARD],
      }),
      'POST /api/goCardless/mandates': () => {
        completed = true;
        return { status: 200, body: { id: 'MD1', status: 'PENDING_CUSTOMER_APPROVAL' } };
      },
    });
    renderProposal(`${CHECKOUT}/callback?redirect_flow_id=RE1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your Direct Debit is set up: your monthly payments will be collected from BARCLAYS BANK PLC, account ending 11.',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/goCardless/mandates')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/proposals/P1/bind')).toBe(false);
    expect(keysOf('/api/goCardless/mandates')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the success page when another tab made the mandate first (the platform answers 409)', async () => {
    let made = false;
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: boundFlex() },
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': () => ({
        status: 200,
        body: made ? [MANDATE] : [DEPOSIT_CARD],
      }),
      'POST /api/goCardless/flows': () => {
        made = true;
        return {
          status: 409,
          body: { title: 'Set up already', status: 409, code: 'checkout.mandateInPlace' },
        };
      },
    });
    const { user } = renderProposal('/flex/proposal/P1');
    await user.click(
      await screen.findByRole('button', { name: 'Set up Direct Debit' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/collected from BARCLAYS BANK PLC, account ending 11/)).toBeVisible();
  });

  it('offers to try again when the mandate cannot be completed', async () => {
    let attempts = 0;
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: boundFlex() },
      'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
      'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: [MANDATE] },
      'POST /api/goCardless/mandates': () =>
        ++attempts === 1
          ? { status: 503, body: { title: 'Unavailable', status: 503 } }
          : { status: 200, body: { id: 'MD1' } },
    });
    const { user } = renderProposal(`${CHECKOUT}/callback?redirect_flow_id=RE1`);
    expect(
      await screen.findByText(/We couldn’t set up your Direct Debit/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    const [first, second] = keysOf('/api/goCardless/mandates');
    expect(second).toBe(first);
  });
});

/** A drive-away quote with nothing to pay (its one payment is free). */
function freeDriveaway(): Proposal {
  const proposal = newProposal({ schemeCode: 'BRAND-DRIVEAWAY' } as Partial<Proposal>);
  const schedules = proposal.quote?.availablePaymentSchedules ?? [];
  const quote = proposal.quote && {
    ...proposal.quote,
    availablePaymentSchedules: schedules.map((schedule) => ({
      ...schedule,
      active: schedule.type === 'SINGLE_PAYMENT',
      instalments: schedule.type === 'SINGLE_PAYMENT' ? [0] : schedule.instalments,
      totals: { ...schedule.totals, discounted: 0 },
    })),
  };
  return { ...proposal, quote } as Proposal;
}

/** Drive-away's checkout on the proposal screen: the customer's, or an agent's acting for them. */
function renderDriveaway(asAgent = false) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/driveaway/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    {
      client: asAgent ? fakeAuthClient(AGENT, agentToken()) : fakeAuthClient(JANE),
      route: '/driveaway/proposal/P1/checkout',
      ...(asAgent ? { impersonatedUserId: 'user_1' } : {}),
    },
  );
}

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };

describe('drive-away with nothing to pay: a card is set up unless the customer has one', () => {
  it('sets up a card when the platform lists none, saying nothing is charged and why', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: freeDriveaway() },
      'GET /api/customerAccounts': { status: 200, body: [] },
      'POST /api/stripe/setup': {
        status: 200,
        body: { url: 'http://localhost/sandbox/card/seti_1' },
      },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderDriveaway();
    await user.click(
      await screen.findByRole('button', { name: 'Save a card and get covered' }, { timeout: 5000 }),
    );
    expect(screen.getByText(/Nothing is taken from your card today/)).toBeVisible();
    expect(screen.queryByText('Pay by card')).toBeNull();
    expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/card/seti_1');
    expect(calls.find((call) => call.path === '/api/stripe/setup')?.body).toMatchObject({
      clientReference: 'P1',
      successUrl: 'http://localhost/driveaway/proposal/P1/checkout/callback',
    });
    expect(calls.some((call) => call.path === '/api/proposals/P1/bind')).toBe(false);
  });

  it('binds at once when the customer has a saved card on another policy', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: freeDriveaway() },
      'GET /api/customerAccounts': { status: 200, body: [{ accountId: 'ACC1' }] },
      'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: [DEPOSIT_CARD] },
      'POST /api/proposals/P1/bind': {
        status: 200,
        body: { ...freeDriveaway(), status: 'POLICY', policyNumber: 'POL-8' },
      },
    });
    const { user } = renderDriveaway();
    await user.click(
      await screen.findByRole('button', { name: 'Confirm and start my cover' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/stripe/setup')).toBe(false);
  });

  it('an agent acting for the customer binds: the card page is the customer’s own', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: freeDriveaway() },
      'GET /api/customerAccounts': { status: 200, body: [] },
      'POST /api/proposals/P1/bind': {
        status: 200,
        body: { ...freeDriveaway(), status: 'POLICY', policyNumber: 'POL-9' },
      },
    });
    const { user } = renderDriveaway(true);
    await user.click(
      await screen.findByRole('button', { name: 'Confirm and start my cover' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/stripe/setup')).toBe(false);
  });
});
