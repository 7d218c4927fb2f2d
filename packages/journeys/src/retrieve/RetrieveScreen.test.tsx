import { ANONYMOUS_TOKEN_KEY } from '@brand/app-shell';
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../shared/store';
import { RetrieveScreen } from './RetrieveScreen';

type Answer = { status: number; body?: unknown };
type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** A fetch answering `METHOD /path` from `routes`, recording every call. */
function platform(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('authorization'),
    });
    const answer = routes[`${method} ${url.pathname}`] ?? {
      status: 404,
      body: { title: 'Not found', status: 404 },
    };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers({
        'content-type': answer.status < 400 ? 'application/json' : 'application/problem+json',
      }),
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return calls;
}

const PROPOSAL = { externalReference: 'Q-1234', productUrlName: 'flex', proposalCode: 'P77' };

function renderRetrieve(route: string, user: { sub: string } | null = null, onChat = jest.fn()) {
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="/retrieve"
          element={<RetrieveScreen onChat={onChat} helpUrl="/help/retrieve" />}
        />
        <Route
          path="/retrieve/:externalReference"
          element={<RetrieveScreen onChat={onChat} helpUrl="/help/retrieve" />}
        />
        <Route path="/:product/proposal/:code" element={<p>Proposal page</p>} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(user), route, anonymousSessions: true },
  );
  return { ...rendered, onChat };
}

async function fillDetails(user: ReturnType<typeof renderRetrieve>['user'], postcode = 'OX4 1HP') {
  const dateOfBirth = screen.getByRole('group', { name: /Date of birth/ });
  await user.type(within(dateOfBirth).getByLabelText('Day'), '27');
  await user.type(within(dateOfBirth).getByLabelText('Month'), '03');
  await user.type(within(dateOfBirth).getByLabelText('Year'), '1985');
  await user.type(screen.getByLabelText(/Postcode/), postcode);
}

const submitButton = () => screen.getByRole('button', { name: 'Find my quote' });

describe('RetrieveScreen', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('prefills the reference from the route; submit stays enabled and shows the error summary until all three are valid (ADR 0020)', async () => {
    const calls = platform({
      'POST /api/session/back-book': { status: 201, body: { accessToken: 'retrieved-token' } },
      'GET /api/proposals': { status: 200, body: [PROPOSAL] },
    });
    const { user } = renderRetrieve('/retrieve/Q-1234');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retrieve your quote' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Quote reference/)).toHaveValue('Q-1234');
    expect(submitButton()).toBeEnabled();
    // Pressed with the date of birth and postcode missing: the summary counts both, takes focus, and nothing is sent.
    await user.click(submitButton());
    expect(await screen.findByText(/review the 2 highlighted question/i)).toBeVisible();
    expect(document.activeElement?.textContent).toMatch(/review the 2 highlighted question/i);
    expect(calls).toEqual([]);

    await fillDetails(user, 'NOT A POSTCODE');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByText(/review the 1 highlighted question/i)).toBeVisible();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText(/Quote reference/));
    await user.clear(screen.getByLabelText(/Postcode/));
    await user.type(screen.getByLabelText(/Postcode/), 'ox4 1hp');
    await user.click(submitButton());
    expect(await screen.findByText(/review the 1 highlighted question/i)).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/Quote reference/), 'Q-1234');
    await user.click(submitButton());
    expect(await screen.findByText('Proposal page')).toBeVisible();
    // As typed: the platform compares postcodes normalised.
    expect(calls[0]?.body).toEqual({
      externalReference: 'Q-1234',
      dateOfBirth: '1985-03-27',
      postcode: 'ox4 1hp',
    });
  });

  it('keeps the retrieved token as the visitor’s and goes to the proposal route', async () => {
    const calls = platform({
      'POST /api/session/back-book': { status: 201, body: { accessToken: 'retrieved-token' } },
      'GET /api/proposals': { status: 200, body: [PROPOSAL] },
    });
    const { user } = renderRetrieve('/retrieve/Q-1234');
    await screen.findByLabelText(/Quote reference/);
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Proposal page')).toBeVisible();
    expect(window.sessionStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBe('retrieved-token');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/session/back-book',
        body: { externalReference: 'Q-1234', dateOfBirth: '1985-03-27', postcode: 'OX4 1HP' },
        authorization: null,
      },
      {
        method: 'GET',
        path: '/api/proposals?externalReference=Q-1234',
        body: undefined,
        authorization: 'Bearer retrieved-token',
      },
    ]);
  });

  it('opens the 401 modal with chat, sign-in and help links when the details match nothing', async () => {
    platform({
      'POST /api/session/back-book': { status: 401, body: { title: 'No', status: 401 } },
    });
    const { user, onChat } = renderRetrieve('/retrieve/Q-1234');
    await screen.findByLabelText(/Quote reference/);
    await fillDetails(user);
    await user.click(submitButton());
    const modal = await screen.findByRole('dialog', { name: 'We couldn’t find your quote.' });
    expect(within(modal).getByText(/don’t match a saved quote/)).toBeVisible();
    expect(
      within(modal).getByRole('link', { name: 'Help with retrieving a quote' }),
    ).toHaveAttribute('href', '/help/retrieve');
    expect(within(modal).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Chat with us' }));
    expect(onChat).toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBeNull();
  });

  it('opens the 401 modal’s chat and help pages in the help modal, back to the 401 modal after', async () => {
    platform({
      'POST /api/session/back-book': { status: 401, body: { title: 'No', status: 401 } },
    });
    const { user } = renderShell(
      <JourneyStoreProvider>
        <Routes>
          <Route path="/retrieve" element={<RetrieveScreen />} />
        </Routes>
      </JourneyStoreProvider>,
      { client: fakeAuthClient(null), route: '/retrieve', anonymousSessions: true },
    );
    await screen.findByLabelText(/Quote reference/);
    await user.type(screen.getByLabelText(/Quote reference/), 'Q-1234');
    await fillDetails(user);
    await user.click(submitButton());
    const modal = await screen.findByRole('dialog', { name: 'We couldn’t find your quote.' });
    const chat = within(modal).getByRole('button', { name: 'Chat with us' });
    await user.click(chat);
    const contact = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(contact).getByTitle('Contact us')).toHaveAttribute(
      'src',
      '/content/questions/contact-us.html',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(chat).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'We couldn’t find your quote.' })).toBeVisible();
    await user.click(within(modal).getByRole('link', { name: 'Help with retrieving a quote' }));
    expect(
      await screen.findByRole('dialog', { name: 'Help with retrieving a quote' }),
    ).toBeInTheDocument();
  });

  it('signs in from the 401 modal', async () => {
    platform({
      'POST /api/session/back-book': { status: 401, body: { title: 'No', status: 401 } },
    });
    const client = fakeAuthClient(null);
    const { user } = renderShell(
      <JourneyStoreProvider>
        <Routes>
          <Route path="/retrieve/:externalReference" element={<RetrieveScreen />} />
        </Routes>
      </JourneyStoreProvider>,
      { client, route: '/retrieve/Q-1234', anonymousSessions: true },
    );
    await screen.findByLabelText(/Quote reference/);
    await fillDetails(user);
    await user.click(submitButton());
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalled();
  });

  it('asks the visitor to wait after too many attempts (429)', async () => {
    platform({
      'POST /api/session/back-book': { status: 429, body: { title: 'Too many', status: 429 } },
    });
    const { user } = renderRetrieve('/retrieve/Q-1234');
    await screen.findByLabelText(/Quote reference/);
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Too many attempts')).toBeVisible();
    expect(screen.getByText(/Please wait a few minutes/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('opens the unknown-error modal for any other failure', async () => {
    platform({
      'POST /api/session/back-book': { status: 201, body: { accessToken: 't' } },
      'GET /api/proposals': { status: 500, body: { title: 'Broken', status: 500 } },
    });
    const { user } = renderRetrieve('/retrieve/Q-1234');
    await screen.findByLabelText(/Quote reference/);
    await fillDetails(user);
    await user.click(submitButton());
    const modal = await screen.findByRole('dialog', { name: 'Something went wrong on our side.' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a signed-in customer home', async () => {
    platform({});
    renderRetrieve('/retrieve', { sub: 'user_1' });
    expect(await screen.findByText('Home page')).toBeVisible();
  });
});
