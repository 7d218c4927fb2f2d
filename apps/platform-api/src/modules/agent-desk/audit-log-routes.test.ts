import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { AUDIT_PAGE_SIZE } from './audit-log-filters';

type Entry = {
  id: string;
  at: string;
  agentUserId: string | null;
  customerUserId: string | null;
  customerName: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
};
type Page = { entries: Entry[]; nextCursor: string | null };
type Problem = { status: number; code?: string; detail?: string };

const AGENT = { roles: ['admin'], permissions: ['access:impersonate'] };
const SUPERVISOR = { roles: ['admin'], permissions: ['access:impersonate', 'access:audit-log'] };

describe(`the supervisor's audit-log reader (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const userIdOf = async (email: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]
      ?.id as string;

  /** A policyholder's rows (a customer user and their customers row). */
  async function customer(firstName: string, lastName: string): Promise<string> {
    const userId = `user_${randomUUID()}`;
    await t.db.query(
      `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'customer', $2, $3)`,
      [userId, `${userId}@example.com`, t.clock.now()],
    );
    await t.db.query(
      `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, address,
         created_at)
       VALUES ($1, $2, $3, $4, '1970-01-01', $5, $6, $7)`,
      [
        `CUS${randomUUID().slice(0, 8)}`,
        userId,
        firstName,
        lastName,
        `${userId}@example.com`,
        JSON.stringify({ line1: '1 High Street', postalCode: 'ZZ9 9ZZ' }),
        t.clock.now(),
      ],
    );
    return userId;
  }

  let supervisor: string;
  let ann: { token: string; id: string };
  let bob: { token: string; id: string };
  let olive: string;
  let percy: string;

  const read = (query: Record<string, string>, token = supervisor) =>
    t.call<Page & Problem>('GET', `/api/agent/audit?${new URLSearchParams(query)}`, { token });

  beforeAll(async () => {
    supervisor = await t.signedInToken('audit.supervisor@brand.test', SUPERVISOR);
    ann = { token: await t.signedInToken('audit.ann@brand.test', AGENT), id: '' };
    bob = { token: await t.signedInToken('audit.bob@brand.test', AGENT), id: '' };
    ann.id = await userIdOf('audit.ann@brand.test');
    bob.id = await userIdOf('audit.bob@brand.test');
    olive = await customer('Olive', 'Auditson');
    percy = await customer('Percy', 'Logg');
    // 1 March, London: Ann looks at Olive's record, then acts for her; Bob looks at Percy's.
    t.clock.set('2026-03-01T09:00:00Z');
    expect(
      (await t.call('GET', `/api/agent/customers/${olive}`, { token: ann.token })).status,
    ).toBe(200);
    t.clock.set('2026-03-01T09:05:00Z');
    await t.call('GET', '/api/policies', {
      token: ann.token,
      headers: { [IMPERSONATE_USER_HEADER]: olive },
    });
    t.clock.set('2026-03-01T23:30:00Z');
    expect(
      (await t.call('GET', `/api/agent/customers/${percy}`, { token: bob.token })).status,
    ).toBe(200);
    // 2 March: Bob looks at Olive.
    t.clock.set('2026-03-02T08:00:00Z');
    expect(
      (await t.call('GET', `/api/agent/customers/${olive}`, { token: bob.token })).status,
    ).toBe(200);
  });

  it("lists an agent's actions newest first, naming the customer each was about", async () => {
    const page = await read({ agentUserId: ann.id });
    expect(page.status).toBe(200);
    expect(page.body.nextCursor).toBeNull();
    expect(
      page.body.entries.map(({ at, action, customerUserId, customerName, target }) => ({
        at,
        action,
        customerUserId,
        customerName,
        target,
      })),
    ).toEqual([
      {
        at: '2026-03-01T09:05:00.000Z',
        action: 'impersonation.call',
        customerUserId: olive,
        customerName: 'Olive Auditson',
        target: 'GET /api/policies',
      },
      {
        at: '2026-03-01T09:00:00.000Z',
        action: 'customer.view',
        customerUserId: olive,
        customerName: 'Olive Auditson',
        target: olive,
      },
    ]);
    expect(page.body.entries.every((entry) => entry.agentUserId === ann.id)).toBe(true);
  });

  it('lists what every agent did about one customer, and both filters together', async () => {
    const aboutOlive = await read({ customerUserId: olive });
    expect(aboutOlive.body.entries.map((entry) => [entry.agentUserId, entry.action])).toEqual([
      [bob.id, 'customer.view'],
      [ann.id, 'impersonation.call'],
      [ann.id, 'customer.view'],
    ]);
    const bobOnOlive = await read({ customerUserId: olive, agentUserId: bob.id });
    expect(bobOnOlive.body.entries.map((entry) => entry.at)).toEqual(['2026-03-02T08:00:00.000Z']);
    // The record's trail and the reader list the same rows about a customer; the reader also
    // lists the view that answered with the record, audited once the record was read.
    const record = await t.call<{ agentActions: { at: string; action: string }[] }>(
      'GET',
      `/api/agent/customers/${percy}`,
      { token: supervisor },
    );
    const aboutPercy = await read({ customerUserId: percy });
    expect(aboutPercy.body.entries.map(({ at, action }) => ({ at, action }))).toEqual([
      { at: '2026-03-02T10:00:00.000Z', action: 'customer.view' },
      ...record.body.agentActions.map(({ at, action }) => ({ at, action })),
    ]);
  });

  it('reads from and to as whole London days', async () => {
    // 23:30 UTC on 1 March is 23:30 in London (GMT): still 1 March.
    const first = await read({ agentUserId: bob.id, from: '2026-03-01', to: '2026-03-01' });
    expect(first.body.entries.map((entry) => entry.customerUserId)).toEqual([percy]);
    const second = await read({ agentUserId: bob.id, from: '2026-03-02' });
    expect(second.body.entries.map((entry) => entry.customerUserId)).toEqual([olive]);
    const before = await read({ agentUserId: bob.id, to: '2026-02-28' });
    expect(before.body.entries).toEqual([]);
  });

  it('pages through a long log with the cursor, never repeating or skipping an entry', async () => {
    await t.signedInToken('audit.busy@brand.test', AGENT);
    const busyId = await userIdOf('audit.busy@brand.test');
    // Rows sharing one instant (ordered by id) straddle the page break.
    const total = AUDIT_PAGE_SIZE + 7;
    for (let n = 0; n < total; n += 1) {
      await t.db.query(
        `INSERT INTO audit_log (at, actor_user_id, acting_as_user_id, action, target, detail)
         VALUES ($1, $2, $3, 'impersonation.call', $4, '{}')`,
        [new Date(Date.UTC(2026, 1, 10, 9, Math.floor(n / 3))), busyId, olive, `call ${n}`],
      );
    }
    const first = await read({ agentUserId: busyId }, supervisor);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await read({ agentUserId: busyId, cursor: first.body.nextCursor as string });
    expect(second.body.entries).toHaveLength(7);
    expect(second.body.nextCursor).toBeNull();
    const targets = [...first.body.entries, ...second.body.entries].map((entry) => entry.target);
    expect(targets).toEqual(Array.from({ length: total }, (_, n) => `call ${total - 1 - n}`));
  });

  it.each([
    [{ from: '2026-02-30' }, 'audit.badDate', 'from is not a date'],
    [{ to: '01/03/2026' }, 'audit.badDate', 'to is not a date'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'audit.fromAfterTo', 'from is after to'],
    [{ cursor: 'bm90IGEgY3Vyc29y' }, 'audit.badCursor', 'cursor is not one this log handed out'],
  ])('refuses %j with its own error', async (query, code, detail) => {
    const answer = await read(query);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code });
    expect(answer.body.detail).toContain(detail);
  });

  it('refuses an unknown filter', async () => {
    expect((await read({ agentName: 'Ann' })).status).toBe(400);
  });

  describe('filters by name or email, as an agent says them', () => {
    type Person = { userId: string; name: string | null; email: string | null };
    type Named = Page & {
      agent: Person | null;
      customer: Person | null;
      matches: { agents: Person[]; customers: Person[] } | null;
    };
    const readNamed = (query: Record<string, string>) =>
      t.call<Named & Problem>('GET', `/api/agent/audit?${new URLSearchParams(query)}`, {
        token: supervisor,
      });

    beforeAll(async () => {
      await t.db.query(
        `INSERT INTO principals (user_id, first_name, last_name) VALUES ($1, 'Ann', 'Audit'),
           ($2, 'Bob', 'Audit')`,
        [ann.id, bob.id],
      );
    });

    it('finds the agent by email or any part of their name, and names them in the answer', async () => {
      const byId = await read({ agentUserId: ann.id });
      for (const agent of [
        'audit.ann@brand.test',
        'AUDIT.ANN@brand.test',
        'ann aud',
        'Ann Audit',
      ]) {
        const page = await readNamed({ agent });
        expect({ agent, status: page.status, ids: page.body.entries.map((e) => e.id) }).toEqual({
          agent,
          status: 200,
          ids: byId.body.entries.map((e) => e.id),
        });
        expect(page.body.agent).toEqual({
          userId: ann.id,
          name: 'Ann Audit',
          email: 'audit.ann@brand.test',
        });
        expect(page.body.matches).toBeNull();
      }
    });

    it('finds the customer as the console’s search does, a misspelt surname too, and audits that search', async () => {
      const byId = await read({ customerUserId: olive });
      for (const customer of ['Olive Auditson', 'Auditsen', `${olive}@example.com`]) {
        const page = await readNamed({ customer, agent: 'audit.bob@brand.test' });
        expect(page.status).toBe(200);
        expect(page.body.customer).toEqual({
          userId: olive,
          name: 'Olive Auditson',
          email: `${olive}@example.com`,
        });
        expect(page.body.entries.map((e) => e.id)).toEqual(
          byId.body.entries.filter((e) => e.agentUserId === bob.id).map((e) => e.id),
        );
      }
      const searches = await t.db.query<{ detail: { query: string; via: string } }>(
        `SELECT detail FROM audit_log WHERE action = 'customer.search' AND detail->>'via' = 'auditLog'
          ORDER BY id`,
      );
      expect(searches.map((row) => row.detail.query)).toEqual([
        'Olive Auditson',
        'Auditsen',
        `${olive}@example.com`,
      ]);
    });

    it('names the person of an id filter too', async () => {
      const page = await readNamed({ customerUserId: percy });
      expect(page.body.customer).toEqual({
        userId: percy,
        name: 'Percy Logg',
        email: `${percy}@example.com`,
      });
      expect(page.body.agent).toBeNull();
    });

    it('lists the people a name matches, to choose one, reading no entries', async () => {
      const agents = await readNamed({ agent: 'Audit' });
      expect(agents.status).toBe(200);
      expect(agents.body.entries).toEqual([]);
      expect(agents.body.matches?.agents.map((person) => person.name)).toEqual([
        'Ann Audit',
        'Bob Audit',
      ]);
      const oscar = await customer('Oscar', 'Auditson');
      const customers = await readNamed({ customer: 'Auditson' });
      expect(customers.body.entries).toEqual([]);
      expect(customers.body.matches?.customers.map((person) => person.userId).sort()).toEqual(
        [olive, oscar].sort(),
      );
    });

    it.each([
      [{ agent: 'A' }, 'audit.badAgent'],
      [{ agent: '<ann>' }, 'audit.badAgent'],
      [{ agent: 'nobody@brand.test' }, 'audit.agentNotFound'],
      [{ agent: 'Ann', agentUserId: 'user_x' }, 'audit.filterTwice'],
      [{ customer: 'O' }, 'audit.badCustomer'],
      [{ customer: 'Zebedee Quixotic' }, 'audit.customerNotFound'],
      [{ customer: 'Olive', customerUserId: 'user_x' }, 'audit.filterTwice'],
    ])('refuses %j with its own error', async (query, code) => {
      const answer = await readNamed(query);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code });
      expect(answer.body.detail).toEqual(expect.any(String));
    });
  });

  it('is for supervisors only: an agent, a customer and nobody are refused', async () => {
    const agent = await read({}, ann.token);
    expect({ status: agent.status, code: agent.body.code }).toEqual({
      status: 403,
      code: 'permission.missing',
    });
    const owner = await t.signedInToken('audit.customer@example.com');
    expect((await read({}, owner)).status).toBe(403);
    expect((await t.call('GET', '/api/agent/audit')).status).toBe(401);
  });
});
