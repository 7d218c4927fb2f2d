import { fakeAuthClient, fakeFetch } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_USER,
  accessToken,
  agentClient,
  fetchByPath,
  renderAdmin,
} from '../test-support/render-admin';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A supervisor: access:audit-log beside access:impersonate. */
const supervisorClient = () =>
  fakeAuthClient(
    AGENT_USER,
    accessToken({ sub: AGENT_USER.sub, permissions: ['access:impersonate', 'access:audit-log'] }),
  );

const entry = (n: number, customer = 'user_jane') => ({
  id: String(n),
  at: `2026-03-0${n}T10:00:00.000Z`,
  agentUserId: 'user_ann',
  agentName: 'Ann Agent',
  customerUserId: customer,
  customerName: 'Jane Smith',
  action: 'impersonation.call',
  target: `GET /api/policies/${n}`,
  detail: {},
});

const JANE = { userId: 'user_jane', name: 'Jane Smith', email: 'jane@example.com' };
const problem = (code: string) => ({
  type: 'urn:brand:problem:bad-request',
  title: 'The request is not valid.',
  status: 400,
  code,
  detail: code,
});

/** The platform's GET /agent/audit: two pages by cursor, people matched by name, refusals. */
function auditPlatform() {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const query = url.searchParams;
    if (url.pathname !== '/api/agent/audit') return fakeFetch(404, { status: 404 })(input, init);
    if (query.get('customer') === 'Nobody') {
      return fakeFetch(400, problem('audit.customerNotFound'))(input, init);
    }
    const named = { agent: null, customer: query.get('customerUserId') ? JANE : null };
    if (query.get('customer') === 'Smith') {
      const john = { userId: 'user_john', name: 'John Smith', email: 'john@example.com' };
      return fakeFetch(200, {
        entries: [],
        nextCursor: null,
        agent: null,
        customer: null,
        matches: { agents: [], customers: [JANE, john] },
      })(input, init);
    }
    const body =
      query.get('cursor') === 'page2'
        ? { entries: [entry(1)], nextCursor: null }
        : { entries: [entry(3), entry(2)], nextCursor: 'page2' };
    return fakeFetch(200, { ...body, ...named, matches: null })(input, init);
  });
}

const auditCalls = (send: jest.Mock) =>
  send.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/agent/audit');

describe('the supervisor’s audit log', () => {
  it('opens filtered from its address, names the customer, lists newest first in words and loads more', async () => {
    const send = auditPlatform();
    globalThis.fetch = send;
    const { user } = renderAdmin(supervisorClient(), '/audit?customerUserId=user_jane');
    // The page's heading shows while the agent's permissions load, then again over the log.
    const table = await screen.findByRole('table', { name: '2 entries shown, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    // The customer filtered by id is named in their field, so applying again keeps them.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Customer/ })).toHaveValue('jane@example.com'),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Made a call while acting for the customer: GET /api/policies/3',
      'Made a call while acting for the customer: GET /api/policies/2',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ann Agent' })).toHaveAttribute(
      'href',
      '/audit?agentUserId=user_ann',
    );
    expect(auditCalls(send)[0]?.searchParams.get('customerUserId')).toBe('user_jane');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('table', { name: '3 entries shown, newest first' }),
    ).toBeVisible();
    expect(auditCalls(send).at(-1)?.searchParams.get('cursor')).toBe('page2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by the agent’s and the customer’s names and UK days', async () => {
    const send = auditPlatform();
    globalThis.fetch = send;
    const { user } = renderAdmin(supervisorClient(), '/audit');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: /^Agent/ }), 'Ann Agent');
    await user.type(screen.getByRole('textbox', { name: /^Customer/ }), 'jane@example.com');
    const from = screen.getByRole('group', { name: /From \(first day\)/ });
    await user.type(within(from).getByRole('textbox', { name: 'Day' }), '1');
    await user.type(within(from).getByRole('textbox', { name: 'Month' }), '3');
    await user.type(within(from).getByRole('textbox', { name: 'Year' }), '2026');
    const to = screen.getByRole('group', { name: /To \(last day\)/ });
    await user.type(within(to).getByRole('textbox', { name: 'Day' }), '31');
    await user.type(within(to).getByRole('textbox', { name: 'Month' }), '03');
    await user.type(within(to).getByRole('textbox', { name: 'Year' }), '2026');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(auditCalls(send)).toHaveLength(2));
    expect(Object.fromEntries(auditCalls(send)[1]?.searchParams ?? [])).toEqual({
      agent: 'Ann Agent',
      customer: 'jane@example.com',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it.each([
    [
      'a day that does not exist',
      ['31', '2', '2026'],
      ['', '', ''],
      'Enter the first day as a real date, for example 1 3 2026',
    ],
    [
      'a part-typed day',
      ['1', '3', ''],
      ['', '', ''],
      'Enter the first day as a real date, for example 1 3 2026',
    ],
    [
      'a first day after the last',
      ['2', '3', '2026'],
      ['1', '3', '2026'],
      'The first day must be on or before the last day',
    ],
  ])(
    'says what is wrong with %s on its field and changes nothing',
    async (_case, fromParts, toParts, message) => {
      const send = auditPlatform();
      globalThis.fetch = send;
      const { user } = renderAdmin(supervisorClient(), '/audit?agent=Ann');
      await screen.findByRole('table');
      const type = async (group: HTMLElement, parts: string[]) => {
        for (const [index, part] of ['Day', 'Month', 'Year'].entries()) {
          if (parts[index]) {
            await user.type(
              within(group).getByRole('textbox', { name: part }),
              parts[index] as string,
            );
          }
        }
      };
      await type(screen.getByRole('group', { name: /From/ }), fromParts);
      await type(screen.getByRole('group', { name: /To/ }), toParts);
      await user.click(screen.getByRole('button', { name: 'Show entries' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(auditCalls(send)).toHaveLength(1);
      expect(screen.getByRole('table', { name: '2 entries shown, newest first' })).toBeVisible();
    },
  );

  it('lists the customers a name matches, each opening the log filtered by them', async () => {
    const send = auditPlatform();
    globalThis.fetch = send;
    const { user } = renderAdmin(supervisorClient(), '/audit?customer=Smith&from=2026-03-01');
    expect(
      await screen.findByRole('heading', { name: 'Several customers match. Choose one:' }),
    ).toBeVisible();
    const jane = screen.getByRole('link', { name: 'Jane Smith, jane@example.com' });
    expect(jane).toHaveAttribute('href', '/audit?customerUserId=user_jane&from=2026-03-01');
    expect(screen.getByRole('link', { name: 'John Smith, john@example.com' })).toBeVisible();
    await user.click(jane);
    expect(
      await screen.findByRole('table', { name: '2 entries shown, newest first' }),
    ).toBeVisible();
    expect(auditCalls(send).at(-1)?.searchParams.get('customerUserId')).toBe('user_jane');
  });

  it('shows the platform’s refusal of a filter as its sentence', async () => {
    globalThis.fetch = auditPlatform();
    renderAdmin(supervisorClient(), '/audit?customer=Nobody');
    expect(
      await screen.findByText('No customer matches. Check the spelling, or try another detail.'),
    ).toBeVisible();
  });

  it('is offered on the home page to a supervisor only, and refused to an agent', async () => {
    globalThis.fetch = fetchByPath({});
    const supervisor = renderAdmin(supervisorClient(), '/');
    expect(
      await screen.findByRole('link', { name: 'Read the audit log of what agents did' }),
    ).toHaveAttribute('href', '/audit');
    supervisor.unmount();

    renderAdmin(agentClient(), '/');
    await screen.findByRole('textbox', { name: 'Search customers' });
    expect(
      screen.queryByRole('link', { name: 'Read the audit log of what agents did' }),
    ).toBeNull();
  });

  it('gives an agent without the permission the Unauthorised page', async () => {
    const send = auditPlatform();
    globalThis.fetch = send;
    renderAdmin(agentClient(), '/audit');
    expect(await screen.findByRole('heading', { name: 'You can’t view this page' })).toBeVisible();
    expect(auditCalls(send)).toEqual([]);
  });
});
