import { SessionModals } from '@brand/app-shell';
import { fakeAuthClient, fakeFetch, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PortalRoutes as Routes } from './PortalRoutes';
import { PortalStore } from './test-support/PortalStore';

/** The portal's routes on the portal's store, as App renders them. */
function PortalRoutes() {
  return (
    <PortalStore>
      <Routes />
    </PortalStore>
  );
}

const jane = {
  sub: 'user_jane',
  given_name: 'Jane',
  family_name: 'Customer',
  email: 'jane.customer@brand.example',
};

const policy = {
  policyId: 'pol_1',
  policyNumber: 'BRD-000001',
  currentPolicyVersion: { data: { vehicle: { vrn: 'MN22 ELC' } } },
  policyDetail: { policyStatus: 'ACTIVE', inceptedAt: '2026-01-14T00:00:00Z' },
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  // A visitor's anonymous token would be merged into the next test's customer.
  sessionStorage.clear();
});

describe('the portal home page', () => {
  it('welcomes a visitor with a Sign in button that signs in by redirect', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(<PortalRoutes />, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/' } });
  });

  it('asks nothing of the platform for a visitor with no session: it would make one (issue 20)', async () => {
    sessionStorage.clear();
    const send = jest.fn();
    globalThis.fetch = send as unknown as typeof fetch;
    renderShell(<PortalRoutes />, { client: fakeAuthClient(null), anonymousSessions: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a visitor the policy they bought without signing in, asked for with their session', async () => {
    const send = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const path = String(input);
      const body =
        path === '/api/session'
          ? { accessToken: 'anon-token' }
          : path === '/api/policies'
            ? [{ ...policy, productUrlName: 'driveaway', policyNumber: 'MINI-DAW-0001' }]
            : [];
      const text = JSON.stringify(body);
      return {
        ok: true,
        status: path === '/api/session' ? 201 : 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => text,
        json: async () => body,
      } as unknown as Response;
    });
    globalThis.fetch = send as unknown as typeof fetch;
    // The session they bought with in this tab.
    sessionStorage.setItem('brand.anonymousToken', 'anon-token');
    renderShell(<PortalRoutes />, { client: fakeAuthClient(null), anonymousSessions: true });
    expect(await screen.findByRole('heading', { name: 'Your policies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MN22 ELC' })).toBeInTheDocument();
    expect(screen.getByText('MINI-DAW-0001', { selector: 'dd' })).toBeInTheDocument();
    // The card's scheme (the scheme cards below name it too).
    const card =
      screen.getByText('MINI-DAW-0001', { selector: 'dd' }).closest('article') ?? document.body;
    expect(within(card as HTMLElement).getByText('Driveaway')).toBeInTheDocument();
    const listed = send.mock.calls.find(([url]) => String(url) === '/api/policies');
    expect(new Headers(listed?.[1]?.headers).get('Authorization')).toBe('Bearer anon-token');
  });

  it('shows who is signed in and their policies, asked for with their access token', async () => {
    const send = fakeFetch(200, [policy]);
    globalThis.fetch = send;
    renderShell(<PortalRoutes />, { client: fakeAuthClient(jane, 'jwt-jane') });
    expect(await screen.findByText('Signed in as Jane Customer')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'MN22 ELC' })).toBeInTheDocument();
    expect(screen.getByText('BRD-000001')).toBeInTheDocument();
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/policies');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-jane');
    expect(screen.getByRole('button', { name: 'JC Account menu' })).toBeInTheDocument();
  });

  it('shows a guest purchase once signed in, after merging it with the visitor’s token', async () => {
    sessionStorage.setItem('brand.anonymousToken', 'anon-token');
    let merged = false;
    const send = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const bearer = new Headers(init?.headers).get('Authorization');
      let body: unknown = [];
      if (path.startsWith('/api/proposals?') || path === '/api/proposals') {
        body =
          bearer === 'Bearer anon-token' && !merged
            ? [{ proposalCode: 'PBOUGHT', status: 'POLICY', kind: 'NEW', schemeCode: 'X' }]
            : [];
      } else if (path === '/api/proposals/merge') {
        merged = true;
        body = { proposalCode: 'PBOUGHT', status: 'POLICY' };
      } else if (path === '/api/policies') {
        body = merged ? [policy] : [];
      }
      const text = JSON.stringify(body);
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => text,
        json: async () => body,
      } as unknown as Response;
    });
    globalThis.fetch = send as unknown as typeof fetch;
    renderShell(<PortalRoutes />, { client: fakeAuthClient(jane, 'jwt-jane') });
    expect(await screen.findByRole('heading', { name: 'MN22 ELC' })).toBeInTheDocument();
    const merge = send.mock.calls.find(([url]) => String(url) === '/api/proposals/merge');
    expect(new Headers(merge?.[1]?.headers).get('Authorization')).toBe('Bearer jwt-jane');
    expect(JSON.parse(String(merge?.[1]?.body))).toEqual({
      proposalCode: 'PBOUGHT',
      sourceAccessToken: 'anon-token',
    });
  });

  it('signs the user out with the session-expired modal when the API answers 401', async () => {
    globalThis.fetch = fakeFetch(401, { type: 'unauthorized', title: 'Unauthorized', status: 401 });
    const client = fakeAuthClient(jane);
    const { user } = renderShell(
      <>
        <PortalRoutes />
        <SessionModals />
      </>,
      { client },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired.' });
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(client.logout).toHaveBeenCalledWith({ openUrl: false });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('names a user without a name by their email', async () => {
    globalThis.fetch = fakeFetch(200, []);
    renderShell(<PortalRoutes />, {
      client: fakeAuthClient({ sub: 'user_x', email: 'x@brand.example' }),
    });
    expect(await screen.findByText('Signed in as x@brand.example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '?? Account menu' })).toBeInTheDocument();
  });

  it('shows the signed-in customer’s renewal banner above their policies', async () => {
    const renewing = {
      ...policy,
      productUrlName: 'flex',
      reviewType: 'AUTO',
      policyDetail: {
        ...policy.policyDetail,
        expiredAt: '2027-01-14T00:00:00.000Z',
        renewalStopped: false,
        autoRenewalEnabled: true,
      },
      renewalProposal: {
        proposalCode: 'PREN1',
        status: 'QUOTE',
        autoRenewalEnabled: true,
        startAt: '2027-01-14T00:00:00.000Z',
        premium: { type: 'MONTHLY', amount: 5417, monthly: 5417 },
      },
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const body = String(input).startsWith('/api/policies') ? [renewing] : [];
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    }) as unknown as typeof globalThis.fetch;
    renderShell(<PortalRoutes />, { client: fakeAuthClient(jane) });
    expect(
      await screen.findByRole('heading', {
        name: 'Your subscription continues on 14 January 2027',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View renewal details' })).toHaveAttribute(
      'href',
      '/flex/renewal/PREN1',
    );
  });

  it('sends any other path home', async () => {
    renderShell(<PortalRoutes />, { client: fakeAuthClient(null), route: '/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });
});
