import { rawExchange, readAnswer } from '../test/attack/raw-http';
import { FLEX } from '../test/journey-fixtures';
import { useTestApp } from '../test/test-app';
import { MAX_INPUT_DEPTH } from './input-bounds';

type Problem = {
  type: string;
  title: string;
  detail?: string;
  errors?: { path: string; text: string }[];
};

// Objects in objects: thousands deep, they overflowed the stack of what walked the answer next.
const deeplyNested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('problem answers for bodies that cannot be read', () => {
  const t = useTestApp();

  it.each([
    ['malformed JSON', '{"schemeCode": '],
    ['an empty JSON body', ''],
  ])('answers %s with a plain bad-request problem', async (_name, body) => {
    const response = await t.call<Problem>('POST', '/api/proposals', {
      token: t.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      type: 'urn:brand:problem:bad-request',
      detail: 'The body is not valid JSON.',
    });
  });

  it('answers a wrong token with a 401 problem that blames no session', async () => {
    const response = await t.call<Problem>('GET', '/api/proposals', { token: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body.title).toBe('We could not confirm who you are.');
  });

  it.each([
    ['a body of a type no call reads', 'application/xml', '<a/>', 415, 'unsupported-media-type'],
    [
      'a body past the limit',
      'application/json',
      `"${'x'.repeat(300_000)}"`,
      413,
      'payload-too-large',
    ],
  ])('answers %s with its own 4xx problem', async (_name, contentType, body, status, kind) => {
    const response = await t.call<Problem>('POST', '/api/proposals', {
      token: t.token,
      body,
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.type).toBe(`urn:brand:problem:${kind}`);
  });

  it.each([
    ['an address that cannot be decoded', '/api/proposals/%E0%A4%A', 400, 'bad-request'],
    [
      'a path parameter past the router limit',
      `/api/proposals/${'P'.repeat(300)}`,
      414,
      'uri-too-long',
    ],
  ])('answers %s with a problem, not the router own JSON', async (_name, url, status, kind) => {
    const response = await t.call<Problem>('GET', url, { token: t.token });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.type).toBe(`urn:brand:problem:${kind}`);
  });

  it.each([
    [
      'headers past the limit',
      '/api/proposals',
      `X-Padding: ${'a'.repeat(20_000)}\r\n`,
      431,
      'headers-too-large',
    ],
    [
      'an address past the limit',
      `/api/proposals?q=${'a'.repeat(20_000)}`,
      '',
      414,
      'uri-too-long',
    ],
  ])(
    'answers %s, refused by Node before Fastify, with a problem',
    async (_name, path, extra, status, kind) => {
      const answer = readAnswer(
        await rawExchange(t.baseUrl, `GET ${path} HTTP/1.1\r\nHost: platform.test\r\n${extra}\r\n`),
      );
      expect(answer.status).toBe(status);
      expect(answer.contentType).toContain('application/problem+json');
      expect((answer.body as Problem).type).toBe(`urn:brand:problem:${kind}`);
    },
  );
});

describe('input no call takes: control characters and deep nesting', () => {
  const t = useTestApp();

  const expectRefused = (response: { status: number; body: unknown }, path: string) => {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      type: 'urn:brand:problem:bad-request',
      errors: [{ path, message: 'validation.schema' }],
    });
  };

  it('refuses a NUL in a JSON string, a key or a nested answer, and stores nothing', async () => {
    const before = await t.db.query<{ count: string }>('SELECT count(*)::text FROM proposals');
    expectRefused(
      await t.call('POST', '/api/proposals', {
        token: t.token,
        body: { schemeCode: FLEX, source: 'web\u0000' },
      }),
      'body.source',
    );
    expectRefused(
      await t.call('POST', '/api/proposals', {
        token: t.token,
        body: { schemeCode: FLEX, data: { 'vehicle.usage': { a: ['x\u0007'] } } },
      }),
      'body.data.vehicle.usage.a.0',
    );
    expectRefused(
      await t.call('POST', '/api/proposals', {
        token: t.token,
        body: `{"schemeCode":"${FLEX}","data":{"a\\u0000":1}}`,
      }),
      'body.data',
    );
    const after = await t.db.query<{ count: string }>('SELECT count(*)::text FROM proposals');
    expect(after).toEqual(before);
  });

  it('refuses a NUL in a query value or a path parameter', async () => {
    expectRefused(
      await t.call('GET', '/api/proposals?schemeCode=%00', { token: t.token }),
      'query.schemeCode',
    );
    expectRefused(await t.call('GET', '/api/proposals/P%00', { token: t.token }), 'params.id');
  });

  it('keeps tabs and new lines, which text may hold', async () => {
    const response = await t.call('POST', '/api/proposals', {
      token: t.token,
      body: { schemeCode: FLEX, source: 'line one\r\nline\ttwo' },
    });
    expect(response.status).toBe(201);
  });

  it(`refuses JSON nested past ${MAX_INPUT_DEPTH} levels, as deep as 8,000`, async () => {
    const created = await t.call<{ proposalCode: string }>('POST', '/api/proposals', {
      token: t.token,
      body: { schemeCode: FLEX },
    });
    for (const levels of [MAX_INPUT_DEPTH, 8_000]) {
      const response = await t.call('PATCH', `/api/proposals/${created.body.proposalCode}`, {
        token: t.token,
        body: `{"changes":[{"path":"vehicle.usage","value":${deeplyNested(levels)}}]}`,
      });
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
