import { ChatActionProvider } from '@brand/app-shell';
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { JourneyStoreProvider } from '../shared/store';
import { RenewalBanners as Banners } from './RenewalBanners';
import { renewingPolicy } from './renewal-test-data';

type Call = { method: string; path: string; body: unknown };

/** A fetch answering GET /api/policies from a list that PUT .../autoRenewal can change. */
function platform(policies: unknown[], put: { status: number; body?: unknown } = { status: 200 }) {
  const calls: Call[] = [];
  let listed = policies;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    let answer: { status: number; body?: unknown } = { status: 200, body: listed };
    if (method === 'PUT') {
      answer = put;
      if (put.status < 400) listed = [renewingPolicy()];
    }
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify(answer.body ?? {}),
    } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return calls;
}

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The banners on a store of the journeys' slices, as the portal's store holds them. */
function RenewalBanners() {
  return (
    <JourneyStoreProvider>
      <Banners />
    </JourneyStoreProvider>
  );
}

describe('RenewalBanners', () => {
  it('shows nothing to a visitor, and asks nothing', async () => {
    const calls = platform([renewingPolicy()]);
    const { container } = renderShell(<RenewalBanners />, { client: fakeAuthClient(null) });
    await waitFor(() => expect(calls).toEqual([]));
    expect(container.textContent).toBe('');
  });

  it('opted in: the renewal date, the premium change, the details and the opt-out', async () => {
    platform([renewingPolicy()]);
    renderShell(<RenewalBanners />, { client: fakeAuthClient(JANE) });
    const title = await screen.findByRole('heading', {
      name: 'Your subscription continues on 10 March 2027',
    });
    const banner = title.closest('div')?.parentElement as HTMLElement;
    expect(
      within(banner).getByText('Your monthly price changes from £0.00 to £54.17 on 10 March 2027.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View renewal details' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1',
    );
    expect(screen.getByRole('link', { name: 'I don’t want to renew' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1/opt-out',
    );
  });

  it('opted out: reactivating at the monthly amount switches auto-renewal back on', async () => {
    const calls = platform([
      renewingPolicy({ autoRenewalEnabled: false }, { autoRenewalEnabled: false }),
    ]);
    const { user } = renderShell(<RenewalBanners />, { client: fakeAuthClient(JANE) });
    expect(
      await screen.findByRole('heading', { name: 'Your subscription will end' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your cover ends on 10 March 2027. You can still continue your subscription for £54.17 a month.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue my subscription' }));
    expect(await screen.findByText('Your subscription continues on 10 March 2027.')).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Your subscription continues on 10 March 2027' }),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/policies/POL1/autoRenewal',
      body: { enabled: true },
    });
  });

  it('says so when reactivating fails', async () => {
    platform([renewingPolicy({ autoRenewalEnabled: false }, { autoRenewalEnabled: false })], {
      status: 500,
      body: { title: 'Broken', status: 500 },
    });
    const { user } = renderShell(<RenewalBanners />, { client: fakeAuthClient(JANE) });
    await user.click(await screen.findByRole('button', { name: 'Continue my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t switch your renewal back on.',
    );
  });

  it('referral: the cover will end on its anniversary', async () => {
    platform([renewingPolicy({ status: 'REFERRAL', premium: null })]);
    renderShell(<RenewalBanners />, { client: fakeAuthClient(JANE) });
    expect(
      await screen.findByRole('heading', { name: 'We can’t renew your policy automatically' }),
    ).toBeVisible();
    expect(screen.getByText(/Your cover will end on 10 March 2027/)).toBeVisible();
  });

  it('referral: "Chat with us" opens the chat with the policy and the banner’s title', async () => {
    platform([renewingPolicy({ status: 'REFERRAL', premium: null })]);
    const openChat = jest.fn();
    const { user } = renderShell(
      <ChatActionProvider openChat={openChat}>
        <RenewalBanners />
      </ChatActionProvider>,
      { client: fakeAuthClient(JANE) },
    );
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({
      policyId: renewingPolicy().policyId,
      error: 'We can’t renew your policy automatically',
    });
  });

  it('words the banner as a premium without the current price', async () => {
    platform([{ ...renewingPolicy(), currentPolicyVersion: null }]);
    renderShell(<RenewalBanners />, { client: fakeAuthClient(JANE) });
    expect(
      await screen.findByText(/Your new premium from 10 March 2027 will be £54.17/),
    ).toBeVisible();
  });
});
