import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../shared/fake-platform';
import { JourneyStoreProvider } from '../shared/store';
import { HomeJourneys } from './HomeJourneys';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderHome(
  user: { sub: string; name: string; email?: string } | null,
  proposals: unknown[] = [],
  client = fakeAuthClient(user),
) {
  fakePlatform({ 'GET /api/proposals': { status: 200, body: proposals } });
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<HomeJourneys />} />
        <Route path="/retrieve" element={<h1>Retrieve page</h1>} />
      </Routes>
    </JourneyStoreProvider>,
    { client },
  );
}

describe('the home page’s way back to a saved quote', () => {
  it('links a visitor to the retrieve page', async () => {
    const { user } = renderHome(null);
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Retrieve a saved quote' })
    ).closest('section') as HTMLElement;
    expect(section).toHaveTextContent(
      'Come back to it with your quote reference, your date of birth and your postcode.',
    );
    await user.click(within(section).getByRole('link', { name: 'Retrieve your quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Retrieve page' })).toBeVisible();
  });

  it('is not offered to a signed-in customer, whose quotes are listed instead', async () => {
    renderHome({ sub: 'user_1', name: 'Jane Customer' });
    expect(await screen.findByRole('heading', { level: 2, name: /quote/i })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Retrieve your quote' })).toBeNull();
  });
});

/** A bought drive-away (D1) as GET /proposals lists it, its flex upsell (U1) offered or not. */
function boughtDriveaway(offered: boolean) {
  return {
    proposalCode: 'D1',
    status: 'POLICY',
    kind: 'NEW',
    schemeCode: 'BRAND-DRIVEAWAY',
    externalReference: 'QDRIVE1',
    data: {},
    upsellProposal: {
      proposalCode: 'U1',
      status: 'QUOTE',
      startAt: '2026-03-07T10:17:43.120Z',
      endAt: '2027-03-07T10:17:43.120Z',
      paymentSchedule: { type: 'MONTHLY', instalments: [1847, ...Array<number>(11).fill(1838)] },
      offered,
    },
  };
}

describe('the home page’s upgrade of a bought drive-away', () => {
  it('offers a signed-in customer monthly cover at its price and start, linking to the upgrade page', async () => {
    renderHome({ sub: 'user_1', name: 'Jane Customer' }, [boughtDriveaway(true)]);
    const offer = (
      await screen.findByRole('heading', { level: 2, name: 'Keep driving with monthly cover' })
    ).closest('section') as HTMLElement;
    expect(offer).toHaveTextContent('£18.47 today, then £18.38 a month');
    expect(offer).toHaveTextContent('10:17 on 7 March 2026, the moment your drive-away cover ends');
    expect(within(offer).getByRole('link', { name: 'Upgrade to monthly cover' })).toHaveAttribute(
      'href',
      '/driveaway/proposal/D1/upgrade',
    );
  });

  it('offers nothing once the upgrade is no longer offered', async () => {
    renderHome({ sub: 'user_1', name: 'Jane Customer' }, [boughtDriveaway(false)]);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Upgrade to monthly cover' })).toBeNull();
  });
});

describe('the home page of a customer who bought while signed in', () => {
  const email = 'new.buyer@example.com';

  it('reads the user again once, when the sign-in’s token had no name but a policy is held', async () => {
    const nameless = { sub: 'user_2', name: email, email };
    const client = fakeAuthClient(nameless);
    renderHome(nameless, [boughtDriveaway(false)], client);
    await waitFor(() => expect(client.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' }));
  });

  it('asks nothing more of a customer the token names', async () => {
    const client = fakeAuthClient({ sub: 'user_1', name: 'Jane Customer' });
    renderHome({ sub: 'user_1', name: 'Jane Customer' }, [boughtDriveaway(true)], client);
    // The offer shows once the proposals have loaded.
    await screen.findByRole('heading', { level: 2, name: 'Keep driving with monthly cover' });
    expect(client.getTokenSilently).not.toHaveBeenCalledWith({ cacheMode: 'off' });
  });

  it('asks nothing of a nameless customer who holds no policy', async () => {
    const nameless = { sub: 'user_2', name: email, email };
    const client = fakeAuthClient(nameless);
    const quote = {
      proposalCode: 'Q1',
      status: 'QUOTE',
      kind: 'NEW',
      schemeCode: 'BRAND-FLEX',
      externalReference: 'QFLEX1',
      data: {},
    };
    renderHome(nameless, [quote], client);
    await screen.findByRole('heading', { level: 2, name: 'Your quotes' });
    expect(client.getTokenSilently).not.toHaveBeenCalledWith({ cacheMode: 'off' });
  });
});
