import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { quoteOf, renewalProposal } from '../renewal-test-data';
import { RenewalScreen } from './RenewalScreen';

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };

function renderRenewal(route: string, user: typeof JANE | null = JANE) {
  const client = fakeAuthClient(user);
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/flex/renewal/:proposalCode/*" element={<RenewalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    { client, route },
  );
  return { ...rendered, client };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('RenewalScreen: who may see it', () => {
  it('sends a visitor to sign in, back to the renewal afterwards', async () => {
    const calls = fakePlatform({});
    const { client } = renderRenewal('/flex/renewal/PREN1', null);
    await waitFor(() =>
      expect(client.loginWithRedirect).toHaveBeenCalledWith({
        appState: { returnTo: '/flex/renewal/PREN1' },
      }),
    );
    expect(calls).toEqual([]);
  });

  it.each([
    ['an unknown proposal', { status: 404, body: { title: 'Not found', status: 404 } }],
    ['a new quote', { status: 200, body: renewalProposal({ kind: 'NEW' }) }],
    ['a renewal opted out', { status: 200, body: renewalProposal({ autoRenewalEnabled: false }) }],
  ])('goes home for %s', async (_name, answer) => {
    fakePlatform({ 'GET /api/proposals/PREN1': answer });
    renderRenewal('/flex/renewal/PREN1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  });

  it('says so when the renewal could not load for another reason', async () => {
    fakePlatform({
      'GET /api/proposals/PREN1': { status: 500, body: { title: 'Broken', status: 500 } },
    });
    renderRenewal('/flex/renewal/PREN1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, something went wrong' }),
    ).toBeVisible();
  });
});

describe('RenewalScreen: the renewal index', () => {
  it('shows the renewal quote with the premium now and from the renewal, heading focused', async () => {
    fakePlatform({ 'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() } });
    renderRenewal('/flex/renewal/PREN1');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your subscription’s next year',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Policy MINI-FLX-000001')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your monthly price' })).toBeVisible();
    expect(screen.getByText('£54.17')).toBeVisible();
    expect(screen.getByText('£0.00')).toBeVisible();
    // Beside the price, ICOBS 6B's comparison with a new customer's price, both figures.
    expect(screen.getByRole('heading', { name: 'How your price compares' })).toBeVisible();
    expect(
      screen.getByText(/of £54\.17 a month is no higher than the £56\.20 a month/),
    ).toBeVisible();
    expect(screen.getByText(/your cover continues on 10 March 2027/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check or change your answers' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1/disclosure',
    );
    expect(screen.getByRole('link', { name: 'I don’t want to renew' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1/opt-out',
    );
  });

  it('says a renewal bought has renewed, with no opt-out left', async () => {
    fakePlatform({
      'GET /api/proposals/PREN1': { status: 200, body: renewalProposal({ status: 'POLICY' }) },
    });
    renderRenewal('/flex/renewal/PREN1');
    expect(await screen.findByText('Your policy has renewed.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'I don’t want to renew' })).toBeNull();
  });

  it('shows the referral page for a REFERRAL, with its reasons and the cover’s end', async () => {
    const referral = renewalProposal({
      status: 'REFERRAL',
      referralReasons: [{ code: 'driver.ban', text: 'A driver has been banned from driving.' }],
    });
    fakePlatform({ 'GET /api/proposals/PREN1': { status: 200, body: referral } });
    renderRenewal('/flex/renewal/PREN1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t renew your policy online' }),
    ).toBeVisible();
    expect(screen.getByText(/Your cover will end on 10 March 2027/)).toBeVisible();
    const reasons = screen.getByRole('list', { name: 'Why we need to talk' });
    expect(within(reasons).getByText('A driver has been banned from driving.')).toBeVisible();
  });

  it.each(['QUOTE_EXPIRED', 'INSUFFICIENT_ACCURACY'] as const)(
    'shows an error for a renewal in %s',
    async (status) => {
      fakePlatform({
        'GET /api/proposals/PREN1': { status: 200, body: renewalProposal({ status }) },
      });
      renderRenewal('/flex/renewal/PREN1/opt-out');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We can’t show your renewal online' }),
      ).toBeVisible();
    },
  );
});

describe('RenewalScreen: opting out', () => {
  it('needs a reason: the error summary says so and takes focus', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() },
    });
    const { user } = renderRenewal('/flex/renewal/PREN1/opt-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop your renewal' }),
    ).toBeVisible();
    expect(screen.getByText(/Your cover will continue until 10 March 2027/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop my renewal' }));
    const summary = (await screen.findAllByRole('alert'))[0] as HTMLElement;
    expect(summary).toHaveTextContent(/review the 1 highlighted question/i);
    expect(screen.getAllByText(/please answer this question to continue/i)[0]).toBeVisible();
    await waitFor(() => expect(summary.contains(document.activeElement)).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('switches auto-renewal off with the reason, then goes home', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() },
      'PUT /api/policies/POL1/autoRenewal': { status: 200, body: {} },
    });
    const { user } = renderRenewal('/flex/renewal/PREN1/opt-out');
    await user.click(await screen.findByRole('radio', { name: /price/i }));
    await user.click(screen.getByRole('button', { name: 'Stop my renewal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/policies/POL1/autoRenewal',
        body: { enabled: false, reason: 'Price' },
      },
    ]);
  });

  it('sends Other with its text, and shows a refusal', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() },
      'PUT /api/policies/POL1/autoRenewal': {
        status: 409,
        body: { title: 'Conflict', status: 409, detail: 'This policy has ended.' },
      },
    });
    const { user } = renderRenewal('/flex/renewal/PREN1/opt-out');
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.type(await screen.findByRole('textbox', { name: /tell us more/i }), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Stop my renewal' }));
    expect(await screen.findByText('This policy has ended.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: false,
      reason: 'Other|Moving abroad',
    });
  });
});

describe('RenewalScreen: editing answers', () => {
  it('starts at the first section a renewal asks, with the renewal’s sections only', async () => {
    fakePlatform({ 'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() } });
    renderRenewal('/flex/renewal/PREN1/disclosure');
    expect(await screen.findByRole('heading', { level: 1, name: /your car/i })).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'Your quote' });
    expect(within(progress).queryByText(/before we begin/i)).toBeNull();
    expect(within(progress).queryByText(/start date/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your renewal' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1',
    );
  });

  it('saves a section re-rated, then shows the renewal at its new price', async () => {
    const proposal = renewalProposal({
      data: { startDate: '2027-03-10', additionalDrivers: { answer: false, items: [] } },
    });
    const calls = fakePlatform({
      'GET /api/proposals/PREN1': { status: 200, body: proposal },
      'PATCH /api/proposals/PREN1': {
        status: 200,
        body: renewalProposal({ quote: quoteOf(6000), version: 3 }),
      },
    });
    const { user } = renderRenewal('/flex/renewal/PREN1/disclosure/additional-drivers');
    await screen.findByRole('heading', { level: 1, name: /driver/i });
    await user.click(screen.getByRole('button', { name: /save|continue/i }));
    expect(await screen.findByText('£60.00')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/proposals/PREN1',
        body: {
          changes: [{ path: 'additionalDrivers', value: { answer: false, items: [] } }],
          applyRating: true,
        },
      },
    ]);
  });

  it('stays on the section and shows a refused save', async () => {
    fakePlatform({
      'GET /api/proposals/PREN1': {
        status: 200,
        body: renewalProposal({ data: { additionalDrivers: { answer: false, items: [] } } }),
      },
      'PATCH /api/proposals/PREN1': {
        status: 400,
        body: { title: 'Bad', status: 400, detail: 'Please check your answers.' },
      },
    });
    const { user } = renderRenewal('/flex/renewal/PREN1/disclosure/additional-drivers');
    await screen.findByRole('heading', { level: 1, name: /driver/i });
    await user.click(screen.getByRole('button', { name: /save|continue/i }));
    expect(await screen.findByText('Please check your answers.')).toBeVisible();
  });

  it('sends an unknown section back to the renewal', async () => {
    fakePlatform({ 'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() } });
    renderRenewal('/flex/renewal/PREN1/disclosure/start-date');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your subscription’s next year' }),
    ).toBeVisible();
  });
});
