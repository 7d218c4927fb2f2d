import { fakeFetch } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { JANE_RECORD } from '../customers/customer-test-data';
import { agentClient, fetchByPath, memoryStorage, renderAdmin } from '../test-support/render-admin';

const realFetch = globalThis.fetch;
let send: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  send = fetchByPath({
    'GET /api/agent/customers/user_jane': { status: 200, body: JANE_RECORD },
    'GET /api/policies': { status: 200, body: [] },
  });
  globalThis.fetch = send;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the impersonation page', () => {
  it('asks for a user id, announcing an error and keeping focus on the field when it is empty', async () => {
    const { user } = renderAdmin(agentClient(), '/impersonate');
    const input = await screen.findByRole('textbox', { name: 'Customer’s user id' });
    await user.click(screen.getByRole('button', { name: 'Act as this customer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the customer’s user id');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('acts for the customer the platform knows: the Admin view bar names them, and their policies are asked for in their name', async () => {
    const storage = memoryStorage();
    const { user } = renderAdmin(agentClient(), '/impersonate', storage);
    await user.type(
      await screen.findByRole('textbox', { name: 'Customer’s user id' }),
      ' user_jane ',
    );
    await user.click(screen.getByRole('button', { name: 'Act as this customer' }));
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting for Jane Smith, born 12 April 1985, postcode SW1A 2AA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jane Smith’s policies' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(send.mock.calls.some(([url]) => String(url) === '/api/policies')).toBe(true),
    );
    const [, init] = send.mock.calls.find(([url]) => String(url) === '/api/policies') ?? [];
    expect(new Headers(init?.headers).get('X-Impersonate-User')).toBe('user_jane');
    // Kept in (session) storage, so the sign-in redirect and a reload keep it.
    await waitFor(() => expect(storage.items.get('persist:admin-console')).toContain('user_jane'));
  });

  it('refuses a user id the platform does not know, acting for nobody', async () => {
    const { user, store } = renderAdmin(agentClient(), '/impersonate');
    const input = await screen.findByRole('textbox', { name: 'Customer’s user id' });
    await user.type(input, 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Act as this customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer has this user id.');
    expect(input).toHaveFocus();
    expect(store.getState().impersonation.userId).toBeNull();
    expect(screen.queryByRole('region', { name: 'Admin view' })).not.toBeInTheDocument();
  });

  it('starts from ?impersonate= in the URL', async () => {
    renderAdmin(agentClient(), '/?impersonate=user_jane');
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting for Jane Smith');
  });

  it('opens the record of an unknown ?impersonate= id, which says it does not exist', async () => {
    const { store } = renderAdmin(agentClient(), '/?impersonate=user_nobody');
    expect(
      await screen.findByRole('heading', { name: 'No customer has this user id.' }),
    ).toBeVisible();
    expect(store.getState().impersonation.userId).toBeNull();
  });

  const endCalls = () =>
    send.mock.calls.filter(
      ([url, init]) =>
        init?.method === 'POST' && String(url) === '/api/agent/customers/user_jane/acting/end',
    );

  it('stops impersonating from the bar, back to the customer search, and tells the platform as the agent', async () => {
    const { user } = renderAdmin(agentClient(), '/?impersonate=user_jane');
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin view' })).not.toBeInTheDocument();
    await waitFor(() => expect(endCalls()).toHaveLength(1));
    const [, init] = endCalls()[0] ?? [];
    expect(new Headers(init?.headers).get('X-Impersonate-User')).toBeNull();
  });

  it('stops all the same when the platform cannot record the end', async () => {
    send = fetchByPath({
      'GET /api/agent/customers/user_jane': { status: 200, body: JANE_RECORD },
      'GET /api/policies': { status: 200, body: [] },
      'POST /api/agent/customers/user_jane/acting/end': {
        status: 500,
        body: { title: 'Internal Server Error', status: 500 },
      },
    });
    globalThis.fetch = send;
    const { user, store } = renderAdmin(agentClient(), '/?impersonate=user_jane');
    const bar = await screen.findByRole('region', { name: 'Admin view' });
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(endCalls()).toHaveLength(1));
    expect(store.getState().impersonation.userId).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the customer search on home while acting for nobody', async () => {
    renderAdmin(agentClient(), '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
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
    const record = fakeFetch(200, JANE_RECORD);
    send = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/policies/POL-1'
        ? policy(input, init)
        : String(input) === '/api/agent/customers/user_jane'
          ? record(input, init)
          : rest(input, init),
    );
    globalThis.fetch = send;
  });

  it('opens a policy’s billing tab for the customer, every call made in their name', async () => {
    renderAdmin(agentClient(), '/policy/POL-1/billing?impersonate=user_jane');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(send.mock.calls.some(([url]) => String(url).startsWith('/api/customerAccounts'))).toBe(
        true,
      ),
    );
    // Every call but the agent's own look-up of whom they act for is made in the customer's name.
    for (const [url, init] of send.mock.calls) {
      if (String(url).startsWith('/api/agent/')) continue;
      expect(new Headers(init?.headers).get('X-Impersonate-User')).toBe('user_jane');
    }
  });

  it('shows the Admin view bar on the journey’s pages, whose Stop ends acting for the customer', async () => {
    const { user } = renderAdmin(agentClient(), '/policy/POL-1/billing?impersonate=user_jane');
    await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S' }, { timeout: 10_000 });
    const bar = screen.getByRole('region', { name: 'Admin view' });
    await waitFor(() => expect(bar).toHaveTextContent('Acting for Jane Smith'));
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin view' })).not.toBeInTheDocument();
  });
});
