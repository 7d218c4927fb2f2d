import { fakeAuthClient, fakeFetch } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
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

/** The platform's GET /agent/audit: two pages by cursor, a 400 for a bad date. */
function auditPlatform() {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const query = url.searchParams;
    if (url.pathname !== '/api/agent/audit') return fakeFetch(404, { status: 404 })(input, init);
    if (query.get('from') === '01/03/2026') {
      return fakeFetch(400, {
        type: 'urn:brand:problem:bad-request',
        title: 'The request is not valid.',
        status: 400,
        code: 'audit.badDate',
        detail: 'from is not a date: send a day as YYYY-MM-DD.',
      })(input, init);
    }
    const body =
      query.get('cursor') === 'page2'
        ? { entries: [entry(1)], nextCursor: null }
        : { entries: [entry(3), entry(2)], nextCursor: 'page2' };
    return fakeFetch(200, body)(input, init);
  });
}

const auditCalls = (send: jest.Mock) =>
  send.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/agent/audit');

describe('the supervisor’s audit log', () => {
  it('opens filtered from its address, lists newest first and loads more', async () => {
    const send = auditPlatform();
    globalThis.fetch = send;
    const { user } = renderAdmin(supervisorClient(), '/audit?customerUserId=user_jane');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Customer’s user id' })).toHaveValue(
      'user_jane',
    );
    const table = await screen.findByRole('table', { name: '2 entries shown, newest first' });
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

  it('shows the platform’s refusal of a filter as its sentence', async () => {
    globalThis.fetch = auditPlatform();
    const { user } = renderAdmin(supervisorClient(), '/audit');
    await user.type(
      await screen.findByRole('textbox', { name: /From \(first day\)/ }),
      '01/03/2026',
    );
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(
      await screen.findByText('Enter each date as year-month-day, for example 2026-03-01.'),
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
