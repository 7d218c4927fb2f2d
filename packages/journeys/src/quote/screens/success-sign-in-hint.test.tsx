// After buying as a visitor, "Sign in to view your policy" opens the sign-in page with the email
// the buyer gave already filled in (issue 15 point 13): the sign-in call carries it as login_hint.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';
import { fakePlatform, newProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('the success page’s sign-in passes the buyer’s email as the sign-in hint', async () => {
  const bought = newProposal({
    status: 'POLICY',
    policyNumber: 'MINI-DAW-000001',
    policyId: 'PL1',
    data: { policyholder: { email: 'priya.shah@example.com' } },
  } as Partial<Proposal>);
  fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: bought } });
  const client = fakeAuthClient(null);
  const { user } = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    { client, route: '/flex/proposal/P1' },
  );
  await user.click(
    await screen.findByRole('button', { name: 'Sign in to view your policy' }, { timeout: 5000 }),
  );
  expect(client.loginWithRedirect).toHaveBeenCalledWith(
    expect.objectContaining({ authorizationParams: { login_hint: 'priya.shah@example.com' } }),
  );
});
