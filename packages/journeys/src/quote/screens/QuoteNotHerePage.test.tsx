import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import { ProposalScreen } from './ProposalScreen';
import { fakePlatform } from './proposal-screen-test-kit';
import { isQuoteNotHere } from './QuoteNotHerePage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };

/** A quote's address opened fresh (a new tab): the platform does not know it for this caller. */
function openQuoteAddress(status: number, user: typeof JANE | null) {
  fakePlatform({
    'GET /api/proposals/P1': { status, body: { type: 'x', title: 'x', status } },
  });
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
        <Route path="/retrieve" element={<h1>Retrieve page</h1>} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(user), route: '/flex/proposal/P1/quote' },
  );
}

describe('a quote’s address opened where the quote is not', () => {
  it.each([401, 403, 404])(
    'tells a visitor (HTTP %i) how to get back to it instead of going home',
    async (status) => {
      const { user } = openQuoteAddress(status, null);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Open your saved quote' }),
      ).toBeVisible();
      expect(screen.getByText(/retrieve it with your quote reference/)).toBeVisible();
      expect(
        screen.getByText(/in the email we sent if you chose “Email me this quote”/),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Sign in to see your quotes' })).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Retrieve your quote' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Retrieve page' })).toBeVisible();
    },
  );

  it('takes somebody signed in (a customer, or an agent in the admin console) home, never to retrieve', async () => {
    openQuoteAddress(404, JANE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    expect(screen.queryByText('Open your saved quote')).toBeNull();
  });

  it('is only for signed-out visitors and the statuses of a quote that is not theirs here', () => {
    expect(isQuoteNotHere(false, 404)).toBe(true);
    expect(isQuoteNotHere(true, 404)).toBe(false);
    expect(isQuoteNotHere(false, 500)).toBe(false);
    expect(isQuoteNotHere(false, undefined)).toBe(false);
  });
});
