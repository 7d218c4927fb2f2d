import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex, quotedProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { SEARCH_RATE_LIMIT } from './search-rate-limit';

type Result = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  postcode: string | null;
  email: string | null;
  phone: string | null;
  matchedOn: string;
  policies: {
    policyId: string;
    policyNumber: string;
    status: string;
    registration: string | null;
  }[];
  quotes: {
    proposalId: string;
    quoteReference: string;
    status: string;
    registration: string | null;
  }[];
};
type Problem = { status: number; code?: string; detail?: string };
type Found = { results: Result[] } & Problem;

const AGENT = { roles: ['admin'], permissions: ['access:impersonate'] };

describe(`the agent desk's customer search and record (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /** A policyholder's rows as the bind leaves them (a user of kind customer and its customer). */
  async function policyholder(person: {
    firstName: string;
    lastName: string;
    dateOfBirth?: string;
    email?: string;
    phone?: string | null;
    postcode?: string;
  }): Promise<string> {
    const userId = `user_${randomUUID()}`;
    const email = person.email ?? `${userId}@example.com`;
    await t.db.query(
      `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'customer', $2, $3)`,
      [userId, email.toLowerCase(), t.clock.now()],
    );
    await t.db.query(
      `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, phone,
         address, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        `CUS${randomUUID().slice(0, 8)}`,
        userId,
        person.firstName,
        person.lastName,
        person.dateOfBirth ?? '1970-01-01',
        email,
        person.phone ?? null,
        JSON.stringify({ line1: '1 High Street', postalCode: person.postcode ?? 'ZZ9 9ZZ' }),
        t.clock.now(),
      ],
    );
    return userId;
  }

  let agentToken: string;
  let agentId: string;
  const ids = { smith: '', smyth: '', smithson: '', jones: '', owner: '' };
  let bought: { policyId: string; policyNumber: string; proposalCode: string };
  let saved: { proposalCode: string; externalReference: string; userId: string };

  beforeAll(async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    agentToken = await t.signedInToken('desk.agent@brand.test', AGENT);
    agentId = (
      await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        'desk.agent@brand.test',
      ])
    )[0]?.id as string;
    ids.smith = await policyholder({
      firstName: 'Margaret',
      lastName: 'Smith',
      dateOfBirth: '1961-07-14',
      email: 'Margaret.Smith@Example.com',
      phone: '07700 900456',
      postcode: 'SW1A 1AA',
    });
    ids.smyth = await policyholder({ firstName: 'Peter', lastName: 'Smyth' });
    ids.smithson = await policyholder({ firstName: 'Alan', lastName: 'Smithson' });
    ids.jones = await policyholder({ firstName: 'Smita', lastName: 'Jones' });
    // A signed-in customer who bought a flex policy (AB12 CDE) through the journey.
    const ownerToken = await t.signedInToken('desk.owner@example.com');
    const policy = await boughtFlex(t, ownerToken, {
      firstName: 'Olive',
      lastName: 'Quigley',
      email: 'desk.owner@example.com',
      dateOfBirth: '1985-03-27',
    });
    const [row] = await t.db.query<{ policy_number: string; owner_user_id: string }>(
      'SELECT policy_number, owner_user_id FROM policies WHERE id = $1',
      [policy.policyId],
    );
    ids.owner = row?.owner_user_id as string;
    bought = {
      policyId: policy.policyId as string,
      policyNumber: row?.policy_number as string,
      proposalCode: policy.proposalCode,
    };
    // A signed-in customer with a saved quote and no policy: known from the quote's answers.
    const saverToken = await t.signedInToken('desk.saver@example.com');
    const quote = await quotedProposal(t, saverToken, {
      firstName: 'Barnaby',
      lastName: 'Fenwick',
      vrn: 'XY70 ABC',
    });
    saved = {
      proposalCode: quote.proposalCode,
      externalReference: quote.externalReference,
      userId: (
        await t.db.query<{ owner_user_id: string }>(
          'SELECT owner_user_id FROM proposals WHERE id = $1',
          [quote.proposalCode],
        )
      )[0]?.owner_user_id as string,
    };
    // An anonymous visitor's quote: never a result (a visitor cannot be acted for).
    await quotedProposal(t, await t.anonymousToken(), {
      firstName: 'Vera',
      lastName: 'Fenwick',
      vrn: 'VV11 VVV',
    });
  }, 240_000);

  beforeEach(async () => {
    await t.db.query(`DELETE FROM rate_limit_windows WHERE key LIKE 'agent-search:%'`);
  });

  const search = (q: string | null, token = agentToken, headers?: Record<string, string>) =>
    t.call<Found>('GET', `/api/agent/customers${q === null ? '' : `?q=${encodeURIComponent(q)}`}`, {
      token,
      ...(headers ? { headers } : {}),
    });
  const found = async (q: string) => {
    const answer = await search(q);
    expect({ q, status: answer.status }).toEqual({ q, status: 200 });
    return answer.body.results;
  };
  const userIdsOf = (results: Result[]) => results.map((result) => result.userId);

  it('finds a policyholder by a misspelt surname, and "first last" by both', async () => {
    const results = await found('Smtih');
    expect(userIdsOf(results)).toContain(ids.smith);
    expect(results.find((r) => r.userId === ids.smith)?.matchedOn).toBe('name');
    expect(userIdsOf(await found('Margret Smtih'))).toEqual([ids.smith]);
    expect(userIdsOf(await found('smith, margaret'))).toEqual([ids.smith]);
  });

  it('finds by a prefix as the agent types, the closest name first', async () => {
    const results = await found('Smi');
    expect(userIdsOf(results)).toEqual(
      expect.arrayContaining([ids.smith, ids.smithson, ids.jones]),
    );
    // The exact surname outranks a longer one with the same prefix.
    const smith = await found('smith');
    expect(smith[0]?.userId).toBe(ids.smith);
    expect(userIdsOf(smith)).toContain(ids.smyth);
    expect(smith[0]).toEqual({
      userId: ids.smith,
      firstName: 'Margaret',
      lastName: 'Smith',
      dateOfBirth: '1961-07-14',
      postcode: 'SW1A 1AA',
      email: 'Margaret.Smith@Example.com',
      phone: '07700 900456',
      matchedOn: 'name',
      policies: [],
      quotes: [],
    });
  });

  it('finds by email in capitals, phone with +44, postcode without a space and date of birth', async () => {
    for (const [q, kind] of [
      ['MARGARET.SMITH@EXAMPLE.COM', 'email'],
      ['+44 7700 900456', 'phone'],
      ['07700900456', 'phone'],
      ['sw1a1aa', 'postcode'],
      ['14/07/1961', 'dateOfBirth'],
      ['14/7/1961', 'dateOfBirth'],
      ['1961-07-14', 'dateOfBirth'],
    ] as const) {
      const results = await found(q);
      expect({ q, results: results.map((r) => [r.userId, r.matchedOn]) }).toEqual({
        q,
        results: [[ids.smith, kind]],
      });
    }
  });

  it('finds a bought policy by its number (or its digits) and registration, with the policy listed', async () => {
    for (const [q, kind] of [
      [bought.policyNumber.toLowerCase(), 'policyNumber'],
      [bought.policyNumber.replace(/^.*-/, ''), 'policyNumber'],
      ['ab12cde', 'registration'],
      ['AB12 CDE', 'registration'],
    ] as const) {
      const results = await found(q);
      expect({ q, results: results.map((r) => [r.userId, r.matchedOn]) }).toEqual({
        q,
        results: [[ids.owner, kind]],
      });
      expect(results[0]?.policies).toEqual([
        expect.objectContaining({
          policyId: bought.policyId,
          policyNumber: bought.policyNumber,
          registration: 'AB12 CDE',
        }),
      ]);
    }
    // The owner's bought proposal is their policy, not a quote.
    expect((await found(bought.policyNumber))[0]?.quotes).toEqual([]);
    expect((await found('Quigley'))[0]).toMatchObject({
      userId: ids.owner,
      firstName: 'Olive',
      dateOfBirth: '1985-03-27',
      postcode: 'OX4 1HP',
    });
  });

  it("finds a signed-in customer's saved quote by reference, registration and name; never a visitor's", async () => {
    for (const [q, kind] of [
      [saved.externalReference.toLowerCase(), 'quoteReference'],
      ['xy70abc', 'registration'],
      ['Fenwick', 'name'],
      ['Fenwik', 'name'],
    ] as const) {
      const results = await found(q);
      expect({ q, results: results.map((r) => [r.userId, r.matchedOn]) }).toEqual({
        q,
        results: [[saved.userId, kind]],
      });
    }
    const [result] = await found('Barnaby Fenwick');
    expect(result).toMatchObject({
      firstName: 'Barnaby',
      lastName: 'Fenwick',
      // The quote's contact section asks a signed-in customer no email: the sign-in email.
      email: 'desk.saver@example.com',
      policies: [],
      quotes: [
        {
          proposalId: saved.proposalCode,
          quoteReference: saved.externalReference,
          status: 'QUOTE',
          registration: 'XY70 ABC',
        },
      ],
    });
    expect(await found('VV11VVV')).toEqual([]);
  });

  it('refuses a query too short, too long or missing with a clear problem, and audits nothing', async () => {
    const before = await t.db.query(`SELECT id FROM audit_log WHERE action = 'customer.search'`);
    for (const [q, detail] of [
      ['a', 'Type at least 2 characters to search.'],
      ['  a  ', 'Type at least 2 characters to search.'],
      [null, 'Type at least 2 characters to search.'],
      ['x'.repeat(101), 'A search is at most 100 characters.'],
      ['31/02/1980', '31/02/1980 is not a date: type a date of birth as DD/MM/YYYY.'],
    ] as const) {
      const answer = await search(q);
      expect({
        q,
        status: answer.status,
        code: answer.body.code,
        detail: answer.body.detail,
      }).toEqual({ q, status: 400, code: 'customerSearch.badQuery', detail });
    }
    expect((await search('x'.repeat(100))).status).toBe(200);
    const unknown = await t.call<Problem>('GET', '/api/agent/customers?q=smith&page=2', {
      token: agentToken,
    });
    expect(unknown.status).toBe(400);
    const after = await t.db.query(`SELECT id FROM audit_log WHERE action = 'customer.search'`);
    expect(after.length).toBe(before.length + 1);
  });

  it('lets only a signed-in agent with access:impersonate search, with or without a customer named', async () => {
    const customer = await t.signedInToken('desk.customer@example.com');
    const trainee = await t.signedInToken('desk.trainee@brand.test', { roles: ['admin'] });
    const refusals = [
      (await t.call<Problem>('GET', '/api/agent/customers?q=smith')).status,
      (await search('smith', await t.anonymousToken())).status,
      (await search('smith', customer)).status,
      (await search('smith', trainee)).status,
    ];
    expect(refusals).toEqual([401, 403, 403, 403]);
    const acting = await search('smith', agentToken, { [IMPERSONATE_USER_HEADER]: ids.owner });
    expect(acting.status).toBe(200);
    expect(userIdsOf(acting.body.results)).toContain(ids.smith);
  });

  it('writes one audit row per search: the agent, the query and how many were found', async () => {
    const at = '2026-03-02T11:00:00Z';
    t.clock.set(at);
    await found('Smyth');
    const rows = await t.db.query<{
      actor_user_id: string;
      acting_as_user_id: string | null;
      target: string | null;
      detail: { query: string; results: number };
    }>(
      `SELECT actor_user_id, acting_as_user_id, target, detail FROM audit_log
        WHERE action = 'customer.search' AND at = $1`,
      [at],
    );
    expect(rows).toEqual([
      {
        actor_user_id: agentId,
        acting_as_user_id: null,
        target: null,
        detail: expect.objectContaining({ query: 'Smyth', results: 2 }),
      },
    ]);
  });

  it('limits each agent to its searches a minute (429 rateLimit.exceeded), another agent unaffected', async () => {
    t.clock.set('2026-03-02T12:00:00Z');
    await t.db.query(
      `INSERT INTO rate_limit_windows (key, window_started_at, hits) VALUES ($1, $2, $3)`,
      [`agent-search:${agentId}`, t.clock.now(), SEARCH_RATE_LIMIT.hits - 1],
    );
    expect((await search('smith')).status).toBe(200);
    const refused = await search('smith');
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 429,
      code: 'rateLimit.exceeded',
    });
    expect(refused.headers['retry-after']).toBe('60');
    const other = await t.signedInToken('desk.agent2@brand.test', AGENT);
    expect((await search('smith', other)).status).toBe(200);
    t.clock.set('2026-03-02T12:01:00Z');
    expect((await search('smith')).status).toBe(200);
  });

  describe('the customer record', () => {
    const record = (userId: string, token = agentToken) =>
      t.call<Record<string, unknown> & Problem>(
        'GET',
        `/api/agent/customers/${encodeURIComponent(userId)}`,
        { token },
      );

    it("shows a policyholder's identity, policy, account and the agents' actions, and audits the view", async () => {
      // An agent acted for the owner once (an impersonated call, audited by the access layer).
      const acted = await t.call('GET', '/api/policies', {
        token: agentToken,
        headers: { [IMPERSONATE_USER_HEADER]: ids.owner },
      });
      expect(acted.status).toBe(200);
      t.clock.set('2026-03-02T13:00:00Z');
      const first = await record(ids.owner);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        userId: ids.owner,
        firstName: 'Olive',
        lastName: 'Quigley',
        dateOfBirth: '1985-03-27',
        postcode: 'OX4 1HP',
        email: 'desk.owner@example.com',
        policies: [
          {
            policyId: bought.policyId,
            policyNumber: bought.policyNumber,
            status: 'PENDING',
            registration: 'AB12 CDE',
            startedAt: expect.any(String),
            endsAt: expect.any(String),
          },
        ],
        quotes: [],
        accounts: [
          {
            accountId: expect.any(String),
            policyNumber: bought.policyNumber,
            accountBalance: expect.any(Number),
            outstandingAmount: 0,
            status: 'ACTIVE',
          },
        ],
        agentActions: expect.arrayContaining([
          expect.objectContaining({
            agentUserId: agentId,
            action: 'impersonation.call',
            target: 'GET /api/policies',
          }),
        ]),
      });
      const second = await record(ids.owner);
      expect((second.body.agentActions as { action: string }[])[0]).toMatchObject({
        action: 'customer.view',
        agentUserId: agentId,
        target: ids.owner,
        at: '2026-03-02T13:00:00.000Z',
      });
    });

    it("knows a saved quote's customer from the quote", async () => {
      const answer = await record(saved.userId);
      expect(answer.body).toMatchObject({
        firstName: 'Barnaby',
        lastName: 'Fenwick',
        policies: [],
        accounts: [],
        quotes: [
          {
            proposalId: saved.proposalCode,
            registration: 'XY70 ABC',
            updatedAt: expect.any(String),
          },
        ],
      });
    });

    it("answers 404 customer.notFound for an unknown id, an agent's and a visitor's, and audits none", async () => {
      const agentUser = `user_${randomUUID()}`;
      await t.db.query(
        `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'agent', $2, $3)`,
        [agentUser, `${agentUser}@brand.test`, t.clock.now()],
      );
      const visitor = (
        await t.db.query<{ id: string }>(`SELECT id FROM users WHERE kind = 'anonymous' LIMIT 1`)
      )[0]?.id as string;
      const views = async () =>
        (await t.db.query(`SELECT id FROM audit_log WHERE action = 'customer.view'`)).length;
      const before = await views();
      for (const userId of ['user_nobody', agentUser, visitor]) {
        const answer = await record(userId);
        expect({
          userId,
          status: answer.status,
          code: answer.body.code,
          detail: answer.body.detail,
        }).toEqual({
          userId,
          status: 404,
          code: 'customer.notFound',
          detail: 'No customer has this user id.',
        });
      }
      expect(await views()).toBe(before);
    });

    it('is refused to anyone but an agent with access:impersonate', async () => {
      const customer = await t.signedInToken('desk.owner@example.com');
      const trainee = await t.signedInToken('desk.trainee@brand.test', { roles: ['admin'] });
      expect([
        (await t.call('GET', `/api/agent/customers/${ids.owner}`)).status,
        (await record(ids.owner, await t.anonymousToken())).status,
        (await record(ids.owner, customer)).status,
        (await record(ids.owner, trainee)).status,
      ]).toEqual([401, 403, 403, 403]);
    });
  });
});
