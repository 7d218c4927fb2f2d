// The product entry creates nothing until the visitor starts (issue 20): opening /flex makes no
// call at all; "Start my quote" makes the visitor's session and the proposal, then the first section.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import type { Proposal } from '../quoteApi';
import { ProductEntry } from './ProductEntry';
import { fakePlatform, newProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const created = newProposal({
  proposalCode: 'P7',
  status: 'INSUFFICIENT_ACCURACY',
  quote: null,
} as Partial<Proposal>);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEntry(route: string) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex" element={<ProductEntry product="flex" />} />
        <Route path="/flex/proposal/:proposalCode/*" element={<Where />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(null), route, anonymousSessions: true },
  );
}

describe('opening the product entry', () => {
  it('shows what to have to hand and calls the platform for nothing', async () => {
    const calls = fakePlatform({});
    renderEntry('/flex');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What you’ll need before we begin' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start my quote' })).toBeVisible();
    // Sign-in settling and any effect of the page have run by the time the button is there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});

describe('starting the quote', () => {
  it('makes the session and the proposal with the promo code, then opens its questions', async () => {
    const calls = fakePlatform({
      'POST /api/session': { status: 201, body: { accessToken: 'anon' } },
      'POST /api/proposals': { status: 201, body: created },
    });
    const { user } = renderEntry('/flex?promoCode=SPRING');
    await user.click(await screen.findByRole('button', { name: 'Start my quote' }));
    await waitFor(() =>
      // The proposal's `disclosure` route goes on to its first section to answer.
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/flex\/proposal\/P7\/disclosure$/),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/session',
      'POST /api/proposals',
    ]);
    expect(calls[1]?.body).toEqual({ schemeCode: 'BRAND-FLEX', promoCode: 'SPRING' });
  });
});
