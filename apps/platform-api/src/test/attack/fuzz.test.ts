// The fuzz run (issue 14, "Keep the proof in CI"): every operation of the OpenAPI document is sent
// generated bad requests, as an anonymous visitor, a signed-in customer and no one, seeded so a
// run is the same every time (FUZZ_SEED picks another). No answer may be a 5xx, every 4xx is
// application/problem+json, and no table changes. In-process (inject) for the thousands, plus a
// sample over real HTTP for what Node itself refuses before Fastify sees it.
import { formById, productConfigForScheme, vehicleRegistrationForm } from '@brand/config';
import { generateAddresses } from '../../integrations/addresses/shipped-addresses';
import { seededRandom } from '../../shared/seeded-random';
import { boughtFlex, DRIVEAWAY, FLEX, quotedProposal } from '../journey-fixtures';
import { useTestApp } from '../test-app';
import { TEST_DATABASE_KIND } from '../test-database';
import { recordAttackFigures } from './attack-figures';
import { badRequest, baseDraft, type FuzzRequest } from './bad-requests';
import type { AnswerContext } from './mutations';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-operations';
import { rawExchange, readAnswer } from './raw-http';
import { exampleOf } from './schema-examples';
import { changedTables, tableState } from './table-checksums';

/** The run's seed: the same requests every time unless FUZZ_SEED names another. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/**
 * Bad requests per operation, by caller: enough for at least 10,000 over the document. The agent
 * (holding access:impersonate and access:audit-log, with the finance role) calls the agent desk
 * alone, whose handlers no other caller reaches.
 */
const PER_OPERATION = { anonymous: 100, customer: 100, nobody: 4, agent: 100 } as const;
type Caller = keyof typeof PER_OPERATION;
/** Every this-many-th request is sent again over real HTTP. */
const OVER_HTTP_EVERY = 250;

/**
 * Tables whose rows requests may write even when refused, and why; every other table of the
 * schema (a table added later too) must not change. None today, sessions, users, the audit log
 * and the rate limits' windows included: an anonymous session is made only by a POST /session
 * that is taken (here every one is broken and refused first), audit rows only by an agent acting
 * for a customer (no caller here is one), and the public rate limits, which count refused requests
 * in rate_limit_windows by design, are off in useTestApp (a run with them on lists that table).
 */
const MAY_CHANGE: Record<string, string> = {};

/** The ids a caller's requests name: the caller's own, so requests reach past the access checks. */
type Own = {
  proposalCode: string;
  policyId: string;
  accountId: string;
  statementId: string;
  userId: string;
};

/** True when the caller is sent bad requests for the operation. */
function calls(caller: Caller, operation: Operation): boolean {
  return caller !== 'agent' || operation.path.startsWith('/api/agent/');
}

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

function pathValueFor(operation: Operation, name: string, own: Own, addressId: string): string {
  const { path } = operation;
  if (name === 'statementId') return own.statementId;
  if (name === 'userId') return own.userId;
  if (name === 'promo') return 'MINIELEC12M2025Q4';
  if (name === 'table') return 'offence';
  if (name === 'code') return 'SP30';
  if (path.startsWith('/api/lookup/address/')) return addressId;
  if (path.startsWith('/api/form/validation/')) return 'retrieve';
  if (path.includes('/mta/') || path.startsWith('/api/policyAdjustments/')) return 'ADJ-1';
  if (path.startsWith('/api/policies/') || path.startsWith('/api/documents/upload/')) {
    return own.policyId;
  }
  if (path.startsWith('/api/customerAccounts/') || path.includes('/settle/')) return own.accountId;
  return own.proposalCode;
}

/** Query values each operation takes, so one bad value is what it refuses. */
const QUERY_VALUES: Record<string, string> = {
  vrn: 'AB12CDE',
  year: '2021',
  make: 'MINI',
  model: 'Hatch',
  searchTerm: 'acc',
  text: 'OX4',
};

/** Every input path of the flex scheme's disclosure forms, for the answers' mutation. */
function answerPaths(): string[] {
  const forms = productConfigForScheme(FLEX).disclosures.sections.map((section) =>
    formById(section.formId),
  );
  return [...forms, vehicleRegistrationForm].flatMap((form) =>
    form.inputs.map((input) => input.name),
  );
}

type Outcome = { status: number; contentType: string; body: string };
type Found = { caller: Caller | 'http'; request: FuzzRequest; outcome: Outcome };

function describeFound({ caller, request, outcome }: Found): string {
  const payload = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 160)}`;
  return `${caller} ${request.kind}: ${request.method} ${request.url.slice(0, 160)}${payload} -> ${outcome.status} ${outcome.contentType} ${outcome.body.slice(0, 200)}`;
}

/** True when the answer breaks the run's promises: a 5xx, or a 4xx that is not a problem. */
function breaksPromise(outcome: Outcome): 'fiveHundred' | 'notProblem' | null {
  if (outcome.status >= 500) return 'fiveHundred';
  if (outcome.status >= 400 && !outcome.contentType.startsWith('application/problem+json')) {
    return 'notProblem';
  }
  return null;
}

/** The request over HTTP, written to the socket as it is. */
function overHttp(request: FuzzRequest, token: string | undefined): string {
  const headers = {
    host: 'platform.test',
    ...request.headers,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(request.payload !== undefined
      ? { 'content-length': String(Buffer.byteLength(request.payload)) }
      : {}),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${request.payload ?? ''}`;
}

/** What Node's own parser refuses, and paths no client would send as they are. */
const RAW_REQUESTS = [
  `GET /api/proposals HTTP/1.1\r\nHost: platform.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
  `GET /api/proposals?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: platform.test\r\n\r\n`,
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  'GET /api/proposals HTTP/1.1\r\nHost: platform.test\r\nBad Header: x\r\n\r\n',
  'POST /api/session HTTP/1.1\r\nHost: platform.test\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nx\r\n0\r\n\r\n',
  'POST /api/session HTTP/1.1\r\nHost: platform.test\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'GET /..%2f..%2fetc/passwd HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  'GET /assets\\..\\..\\etc\\passwd HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  'GET /%00 HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  'GET /api/proposals/%00 HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  'GET /api/proposals/%E0%A4%A HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n',
  `GET /api/proposals/${'P'.repeat(300)} HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n`,
];

describe(`the fuzz run over every operation of the OpenAPI document (${TEST_DATABASE_KIND})`, () => {
  it('answers every bad request with a 4xx problem, never a 5xx, and changes nothing', async () => {
    const document = await t.app.inject('/api/openapi.json');
    const operations = operationsOf(document.json<OpenApiDocument>());
    expect(operations.length).toBeGreaterThan(0);

    const anonymous = await t.anonymousToken();
    const customer = await t.signedInToken('fuzz.customer@example.com');
    const agent = await t.signedInToken('fuzz.agent@brand.test', {
      roles: ['admin', 'finance'],
      permissions: ['access:impersonate', 'access:audit-log'],
    });
    const [customerUser] = await t.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['fuzz.customer@example.com'],
    );
    const bought = await boughtFlex(t, customer);
    const customerQuote = await quotedProposal(t, customer, { schemeCode: DRIVEAWAY });
    const visitorQuote = await quotedProposal(t, anonymous);
    const [account] = await t.db.query<{ id: string; statement_id: string }>(
      `SELECT a.id, s.id AS statement_id FROM customer_accounts a
         JOIN statements s ON s.customer_account_id = a.id WHERE a.policy_id = $1 LIMIT 1`,
      [bought.policyId],
    );
    const ownOf: Record<Caller, Own> = {
      customer: {
        proposalCode: customerQuote.proposalCode,
        policyId: bought.policyId as string,
        accountId: account?.id as string,
        statementId: account?.statement_id as string,
        userId: customerUser?.id as string,
      },
      anonymous: {
        proposalCode: visitorQuote.proposalCode,
        policyId: 'POL-none',
        accountId: 'ACC-none',
        statementId: 'STM-none',
        userId: 'user_none',
      },
      nobody: {
        proposalCode: visitorQuote.proposalCode,
        policyId: bought.policyId as string,
        accountId: account?.id as string,
        statementId: account?.statement_id as string,
        userId: customerUser?.id as string,
      },
      // The agent desk names any customer: the customer's own id, so requests reach the record.
      agent: {
        proposalCode: customerQuote.proposalCode,
        policyId: bought.policyId as string,
        accountId: account?.id as string,
        statementId: account?.statement_id as string,
        userId: customerUser?.id as string,
      },
    };
    const tokens: Record<Caller, string | undefined> = {
      anonymous,
      customer,
      nobody: undefined,
      agent,
    };
    const addressId = generateAddresses()[500]?.id as string;
    const answers: AnswerContext = { answerPaths: answerPaths(), schemeCode: FLEX };

    const before = await tableState(t.db, MAY_CHANGE);
    const random = seededRandom(SEED);
    const found: Record<'fiveHundred' | 'notProblem', Found[]> = {
      fiveHundred: [],
      notProblem: [],
    };
    const overHttpSample: { caller: Caller; request: FuzzRequest }[] = [];
    let requests = 0;

    for (const operation of operations) {
      for (const caller of Object.keys(PER_OPERATION) as Caller[]) {
        if (!calls(caller, operation)) continue;
        const own = ownOf[caller];
        for (let index = 0; index < PER_OPERATION[caller]; index += 1) {
          const base = baseDraft(
            operation,
            (name) => pathValueFor(operation, name, own, addressId),
            (name, schema) => QUERY_VALUES[name] ?? String(exampleOf(schema)),
            random,
          );
          const request = badRequest(operation, base, random, answers);
          const token = tokens[caller];
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          requests += 1;
          const outcome = {
            status: response.statusCode,
            contentType: String(response.headers['content-type'] ?? ''),
            body: response.body,
          };
          const broken = breaksPromise(outcome);
          if (broken) found[broken].push({ caller, request, outcome });
          if (requests % OVER_HTTP_EVERY === 0) overHttpSample.push({ caller, request });
        }
      }
    }

    const raw = [
      ...RAW_REQUESTS.map((text) => ({ caller: 'http' as const, text, kind: 'raw' })),
      ...overHttpSample.map(({ caller, request }) => ({
        caller: 'http' as const,
        text: overHttp(request, tokens[caller]),
        kind: request.kind,
      })),
    ];
    for (const { caller, text, kind } of raw) {
      const answer = readAnswer(await rawExchange(t.baseUrl, text));
      requests += 1;
      const outcome = {
        status: answer.status,
        contentType: answer.contentType,
        body: JSON.stringify(answer.body),
      };
      const [requestLine = ''] = text.split('\r\n', 1);
      const request = { kind, method: '', url: requestLine, headers: {} };
      // No answer at all (a status that is not a number) breaks the promise too.
      const broken = Number.isNaN(answer.status) ? 'fiveHundred' : breaksPromise(outcome);
      if (broken) found[broken].push({ caller, request, outcome });
    }

    const changed = changedTables(before, await tableState(t.db, MAY_CHANGE));
    await recordAttackFigures('fuzz', {
      requests,
      fiveHundreds: found.fiveHundred.length,
      stateChanges: changed.length,
    });
    expect(requests).toBeGreaterThanOrEqual(10_000);
    expect({
      seed: SEED,
      fiveHundreds: found.fiveHundred.slice(0, 20).map(describeFound),
      notProblems: found.notProblem.slice(0, 20).map(describeFound),
      changedTables: changed,
    }).toEqual({ seed: SEED, fiveHundreds: [], notProblems: [], changedTables: [] });
  }, 240_000);
});
