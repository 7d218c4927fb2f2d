import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../shared/fake-platform';
import { JourneyStoreProvider } from '../shared/store';
import { HomeJourneys } from './HomeJourneys';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderHome(user: { sub: string; name: string } | null) {
  fakePlatform({ 'GET /api/proposals': { status: 200, body: [] } });
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<HomeJourneys />} />
        <Route path="/retrieve" element={<h1>Retrieve page</h1>} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(user) },
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
