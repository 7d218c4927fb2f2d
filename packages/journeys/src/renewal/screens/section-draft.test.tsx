// A section's answers typed and not yet saved are kept in the store's drafts (which the apps
// persist): the section opened again starts from them; a save forgets them.
import { useApiClient } from '@brand/app-shell';
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { draftKey, selectDraft } from '../../shared/draftsSlice';
import { fakePlatform } from '../../shared/fake-platform';
import { createJourneyStore } from '../../shared/store';
import { quoteOf, renewalProposal } from '../renewal-test-data';
import { RenewalScreen } from './RenewalScreen';

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };
const SECTION = '/flex/renewal/PREN1/disclosure/additional-drivers';
const KEY = draftKey('PREN1', 'additional-drivers');

type Store = ReturnType<typeof createJourneyStore>;

/** The store of the test, made once over the first render's API client, kept across renders. */
function OneStore({ held, children }: { held: { store?: Store }; children: ReactNode }) {
  const api = useApiClient();
  held.store ??= createJourneyStore(api);
  return <Provider store={held.store}>{children}</Provider>;
}

function renderOn(held: { store?: Store }) {
  const rendered = renderShell(
    <OneStore held={held}>
      <Routes>
        <Route path="/flex/renewal/:proposalCode/*" element={<RenewalScreen />} />
      </Routes>
    </OneStore>,
    { client: fakeAuthClient(JANE), route: SECTION },
  );
  return { ...rendered, state: () => (held.store as Store).getState() };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('a section’s unsaved answers', () => {
  it('are kept as typed, and the section opened again starts from them', async () => {
    fakePlatform({
      'GET /api/proposals/PREN1': {
        status: 200,
        body: renewalProposal({ data: { additionalDrivers: { answer: false, items: [] } } }),
      },
    });
    const held = {};
    const { user, state } = renderOn(held);
    await screen.findByRole('heading', { level: 1, name: /driver/i });
    // Opening the section keeps nothing: its start values are not a change.
    expect(selectDraft(state(), KEY)).toBeUndefined();
    const no = screen.getByRole('radio', { name: /^no$/i });
    const yes = screen.getByRole('radio', { name: /^yes$/i });
    expect(no).toBeChecked();
    await user.click(yes);
    expect(selectDraft(state(), KEY)).toMatchObject({
      additionalDrivers: { answer: true },
    });

    cleanup();
    renderOn(held);
    await screen.findByRole('heading', { level: 1, name: /driver/i });
    expect(screen.getByRole('radio', { name: /^yes$/i })).toBeChecked();
  });

  it('are forgotten once the section is saved', async () => {
    fakePlatform({
      'GET /api/proposals/PREN1': {
        status: 200,
        body: renewalProposal({ data: { additionalDrivers: { answer: false, items: [] } } }),
      },
      'PATCH /api/proposals/PREN1': {
        status: 200,
        body: renewalProposal({ quote: quoteOf(6000), version: 3 }),
      },
    });
    const held = {};
    const { user, state } = renderOn(held);
    await screen.findByRole('heading', { level: 1, name: /driver/i });
    await user.click(screen.getByRole('radio', { name: /^no$/i }));
    await user.click(screen.getByRole('button', { name: /save|continue/i }));
    expect(await screen.findByText('£60.00')).toBeVisible();
    expect(selectDraft(state(), KEY)).toBeUndefined();
  });
});
