import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { browserLocation } from '../../shared/redirect';
import { JourneyStoreProvider } from '../../shared/store';
import { CheckoutRoutes } from './CheckoutPages';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const CHECKOUT = '/flex/proposal/P1/checkout';

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
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Policy number POL-1')).toBeVisible();
    expect(
      screen.getByText(
        'Your cover has started. We have emailed your documents to jane.customer@brand.example.',
      ),
    ).toBeVisible();
    // Flex pays its deposit by card (DUAL): the monthly Direct Debit is the next step.
    expect(
      screen.getByText('Next, set up the Direct Debit that pays your monthly instalments.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set up Direct Debit' })).toBeVisible();
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
      await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 }),
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
              <CheckoutRoutes proposal={newProposal()} t={(key) => key} checkoutEnabled={false} />
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
