import { fakeAuthClient, fakeFetch } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { accessToken, memoryStorage, renderAdmin } from '../test-support/render-admin';

const agent = { sub: 'user_agent', given_name: 'Alex', family_name: 'Agent' };
const adminClient = () =>
  fakeAuthClient(agent, accessToken({ sub: agent.sub, permissions: ['access:impersonate'] }));

const realFetch = globalThis.fetch;
let send: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  send = fakeFetch(200, []);
  globalThis.fetch = send;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the impersonation page', () => {
  it('asks for a user id, announcing an error and keeping focus on the field when it is empty', async () => {
    const { user } = renderAdmin(adminClient(), '/impersonate');
    const input = await screen.findByRole('textbox', { name: 'Customer’s user id' });
    await user.click(screen.getByRole('button', { name: 'Act as this customer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the customer’s user id');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('acts for the customer: the Admin view bar, and their policies asked for in their name', async () => {
    const storage = memoryStorage();
    const { user } = renderAdmin(adminClient(), '/impersonate', storage);
    await user.type(
      await screen.findByRole('textbox', { name: 'Customer’s user id' }),
      ' user_jane ',
    );
    await user.click(screen.getByRole('button', { name: 'Act as this customer' }));
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting as user_jane');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer’s policies' })).toBeVisible();
    await waitFor(() => expect(send).toHaveBeenCalled());
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/policies');
    expect(new Headers(init?.headers).get('X-Impersonate-User')).toBe('user_jane');
    // Kept in (session) storage, so the sign-in redirect and a reload keep it.
    await waitFor(() => expect(storage.items.get('persist:admin-console')).toContain('user_jane'));
  });

  it('starts from ?impersonate= in the URL', async () => {
    renderAdmin(adminClient(), '/?impersonate=user_from_link');
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting as user_from_link');
  });

  it('stops impersonating from the bar, back to the impersonation page', async () => {
    const { user } = renderAdmin(adminClient(), '/?impersonate=user_jane');
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Act as a customer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin view' })).not.toBeInTheDocument();
  });

  it('goes to the impersonation page from home while acting for nobody', async () => {
    renderAdmin(adminClient(), '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Act as a customer' }),
    ).toBeInTheDocument();
  });
});

/** Jane's flex policy as GET /api/policies/POL-1 answers it: the fields the policy page reads. */
const JANE_POLICY = {
  policyId: 'POL-1',
  policyNumber: 'MINI-FLX-000001',
  productUrlName: 'flex',
  policyDetail: { policyStatus: 'ACTIVE', autoRenewalEnabled: true, terminatedAt: null },
  currentPolicyVersion: {
    data: { vehicle: { vrn: 'MN22 ELC', specification: { make: 'MINI', model: 'Cooper S' } } },
  },
};

describe('the customer’s journeys in the console', () => {
  beforeEach(() => {
    const rest = fakeFetch(200, []);
    const policy = fakeFetch(200, JANE_POLICY);
    send = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/policies/POL-1' ? policy(input, init) : rest(input, init),
    );
    globalThis.fetch = send;
  });

  it('opens a policy’s billing tab for the customer, every call made in their name', async () => {
    renderAdmin(adminClient(), '/policy/POL-1/billing?impersonate=user_jane');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(send.mock.calls.some(([url]) => String(url).startsWith('/api/customerAccounts'))).toBe(
        true,
      ),
    );
    for (const [, init] of send.mock.calls) {
      expect(new Headers(init?.headers).get('X-Impersonate-User')).toBe('user_jane');
    }
  });

  it('shows the Admin view bar on the journey’s pages, whose Stop ends acting for the customer', async () => {
    const { user } = renderAdmin(adminClient(), '/policy/POL-1/billing?impersonate=user_jane');
    await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S' }, { timeout: 10_000 });
    const bar = screen.getByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting as user_jane');
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Act as a customer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin view' })).not.toBeInTheDocument();
  });
});
