import { screen, waitFor, within } from '@testing-library/react';
import { agentClient, fetchByPath, renderAdmin } from '../test-support/render-admin';
import { JANE_RECORD, JANE_RESULT } from './customer-test-data';

const realFetch = globalThis.fetch;
let send: ReturnType<typeof fetchByPath>;
beforeEach(() => {
  send = fetchByPath({
    'GET /api/agent/customers': { status: 200, body: { results: [JANE_RESULT] } },
    'GET /api/agent/customers/user_jane': { status: 200, body: JANE_RECORD },
    'GET /api/policies': { status: 200, body: [] },
  });
  globalThis.fetch = send;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const searches = () =>
  send.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/agent/customers');

describe('finding a customer on the console’s home', () => {
  it('searches once the field is still, from two characters, and announces what it found', async () => {
    const { user } = renderAdmin(agentClient(), '/');
    const field = await screen.findByRole('textbox', { name: 'Search customers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
    expect(screen.getByRole('search')).toContainElement(field);

    await user.type(field, 'M');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters to search.');
    // The rest arrives at once (pasted): one search, for the whole of it, once the field is still.
    await user.paste('N22 ELC');
    const results = await screen.findByRole('list', { name: '1 customer found' });
    expect(screen.getByRole('status')).toHaveTextContent('1 customer found');
    expect(searches().map((url) => url.searchParams.get('q'))).toEqual(['MN22 ELC']);
    const [jane] = within(results).getAllByRole('listitem');
    expect(jane).toHaveTextContent('Born 12 April 1985 · SW1A 2AA · jane@example.com');
    expect(jane).toHaveTextContent('Matched on registration');
    expect(jane).toHaveTextContent('MINI-FLX-000001 · Flex · Active · MN22 ELC');
  });

  it('says so when nobody matches, with what was searched for', async () => {
    send = fetchByPath({ 'GET /api/agent/customers': { status: 200, body: { results: [] } } });
    globalThis.fetch = send;
    renderAdmin(agentClient(), '/?q=Nobody');
    expect(
      await screen.findByText(
        'No customer matches “Nobody”. Check the spelling, or search by another detail.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('opens the record from a result, checks who is calling, then acts for them', async () => {
    const { user } = renderAdmin(agentClient(), '/?q=Smtih');
    await user.click(await screen.findByRole('link', { name: 'Jane Smith' }));
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
    const identity = screen.getByRole('region', { name: 'Check who is calling' });
    expect(identity).toHaveTextContent('12 April 1985');
    expect(identity).toHaveTextContent('SW1A 2AA');
    expect(identity).toHaveTextContent('07700 900123');
    const policies = screen.getByRole('table', { name: 'Policies' });
    expect(policies).toHaveTextContent('MINI-FLX-000001');
    expect(screen.getByRole('table', { name: 'Accounts' })).toHaveTextContent('£54.17');
    expect(
      screen.getByRole('table', { name: 'What agents did for this customer' }),
    ).toHaveTextContent('Alex Agent');

    await user.click(screen.getByRole('button', { name: 'Act for Jane Smith' }));
    // Home, acting for them: the bar (of the page now shown) names them by the facts checked.
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith’s policies' });
    const bar = screen.getByRole('region', { name: 'Admin view' });
    // The customer's pages speak of them to the agent: "Their policies", not "Your policies".
    expect(await screen.findByRole('region', { name: 'Their policies' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your policies' })).toBeNull();
    expect(bar).toHaveTextContent('Acting for Jane Smith, born 12 April 1985, postcode SW1A 2AA');
    await waitFor(() =>
      expect(
        send.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/policies' &&
            new Headers(init?.headers).get('X-Impersonate-User') === 'user_jane',
        ),
      ).toBe(true),
    );

    // Stopping goes back to the search.
    await user.click(within(bar).getByRole('button', { name: 'Stop acting as this customer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
    ).toBeInTheDocument();
  });

  it('says an unknown user id’s record does not exist', async () => {
    renderAdmin(agentClient(), '/customers/user_nobody');
    expect(
      await screen.findByRole('heading', { name: 'No customer has this user id.' }),
    ).toBeVisible();
  });
});
