import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import { CheckoutRoutes } from './CheckoutPages';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const CHECKOUT = '/flex/proposal/P1/checkout';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('checkout index', () => {
  it('shows the payment page while checkout is on and the schedule is offered', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(CHECKOUT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your monthly payments' }),
    ).toHaveFocus();
    expect(screen.getByText(/This quote has £54\.17 to pay/)).toBeVisible();
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
