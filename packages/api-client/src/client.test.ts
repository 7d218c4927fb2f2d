import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClientOptions, createApiClient } from './client';
import { ApiAbortError, ApiClientError, isAbortError, isApiClientError } from './errors';
import type { ApiRequest } from './request';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

/** A fake fetch that records what was sent and answers with `answer`. */
function fakeFetch(answer: (sent: Sent) => Response | Promise<Response> = () => json(200, {})) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const call: Sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    sent.push(call);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function json(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

function clientWith(fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://platform.test/',
    getAccessToken: () => 'token-1',
    fetch,
    ...options,
  });
}

const GET_PROPOSAL: ApiRequest = {
  operationId: 'getProposal',
  method: 'GET',
  path: '/api/proposals/{id}',
  secured: true,
  pathParams: { id: 'P/1' },
};
const CREATE_SESSION: ApiRequest = {
  operationId: 'createSession',
  method: 'POST',
  path: '/api/session',
  secured: false,
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('createApiClient: what a call sends', () => {
  test('sends the bearer token on a call that needs it, asking for it on every call', async () => {
    const { fetch, sent } = fakeFetch();
    let token = 'token-1';
    const client = clientWith(fetch, { getAccessToken: async () => token });
    await client.request(GET_PROPOSAL);
    token = 'token-2';
    await client.request(GET_PROPOSAL);
    expect(sent.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  test('sends no token on a public call, nor when there is none', async () => {
    const { fetch, sent } = fakeFetch();
    await clientWith(fetch).request(CREATE_SESSION);
    await clientWith(fetch, { getAccessToken: () => null }).request(GET_PROPOSAL);
    expect(sent.map((call) => call.headers.has('authorization'))).toEqual([false, false]);
  });

  test('names the impersonated customer on every call while an admin impersonates', async () => {
    const { fetch, sent } = fakeFetch();
    let impersonated: string | null = 'user-42';
    const client = clientWith(fetch, { getImpersonatedUserId: () => impersonated });
    await client.request(GET_PROPOSAL);
    await client.request(CREATE_SESSION);
    impersonated = null;
    await client.request(GET_PROPOSAL);
    expect(sent.map((call) => call.headers.get('x-impersonate-user'))).toEqual([
      'user-42',
      'user-42',
      null,
    ]);
  });

  test('names no customer on a call made withoutImpersonation (ending the acting itself)', async () => {
    const { fetch, sent } = fakeFetch();
    const client = clientWith(fetch, { getImpersonatedUserId: () => 'user-42' });
    await client.request(GET_PROPOSAL, { withoutImpersonation: true });
    await client.request(GET_PROPOSAL);
    expect(sent.map((call) => call.headers.get('x-impersonate-user'))).toEqual([null, 'user-42']);
  });

  test('fills the path, serialises the query and joins them to the base URL', async () => {
    const { fetch, sent } = fakeFetch();
    await clientWith(fetch).request({
      ...GET_PROPOSAL,
      query: { schemeCode: 'flex', statuses: ['QUOTED', 'BOUND'], empty: undefined, page: 2 },
    });
    expect(sent[0]?.url).toBe(
      'https://platform.test/api/proposals/P%2F1?schemeCode=flex&statuses=QUOTED&statuses=BOUND&page=2',
    );
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.body).toBeUndefined();
  });

  test('sends a JSON body with its content type, and the idempotency key and extra headers', async () => {
    const { fetch, sent } = fakeFetch();
    await clientWith(fetch).request(
      {
        ...CREATE_SESSION,
        headers: { 'x-channel': 'phone', 'x-unset': undefined },
        body: { a: 1 },
      },
      { idempotencyKey: 'key-1', headers: { 'x-trace': 't' } },
    );
    const [call] = sent;
    expect(call?.body).toBe('{"a":1}');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('idempotency-key')).toBe('key-1');
    expect(call?.headers.get('x-channel')).toBe('phone');
    expect(call?.headers.get('x-trace')).toBe('t');
    expect(call?.headers.has('x-unset')).toBe(false);
  });

  test('sends multipart and raw bodies as given, letting fetch set their content type', async () => {
    const { fetch, sent } = fakeFetch();
    const form = new FormData();
    form.append('file', new Blob(['pdf']), 'a.pdf');
    await clientWith(fetch).request({ ...CREATE_SESSION, body: form, bodyType: 'multipart' });
    await clientWith(fetch).request({ ...CREATE_SESSION, body: 'text', bodyType: 'raw' });
    expect(sent[0]?.body).toBe(form);
    expect(sent[1]?.body).toBe('text');
    expect(sent.map((call) => call.headers.has('content-type'))).toEqual([false, false]);
  });

  test('sends a call with the call’s own fetch when it gives one', async () => {
    const client = fakeFetch();
    const own = fakeFetch();
    const form = new FormData();
    form.append('file', new Blob(['pdf']), 'a.pdf');
    await clientWith(client.fetch).request(
      { ...CREATE_SESSION, body: form, bodyType: 'multipart' },
      { fetch: own.fetch },
    );
    expect(client.sent).toEqual([]);
    expect(own.sent[0]?.body).toBe(form);
  });

  test('uses the global fetch when none is given', async () => {
    const original = globalThis.fetch;
    const { fetch, sent } = fakeFetch();
    globalThis.fetch = fetch;
    try {
      await createApiClient({ baseUrl: '', getAccessToken: () => null }).request(CREATE_SESSION);
    } finally {
      globalThis.fetch = original;
    }
    expect(sent[0]?.url).toBe('/api/session');
  });
});

describe('createApiClient: what a call resolves to', () => {
  test('resolves to the JSON body', async () => {
    const { fetch } = fakeFetch(() => json(201, { accessToken: 'jwt' }));
    await expect(clientWith(fetch).request(CREATE_SESSION)).resolves.toEqual({
      accessToken: 'jwt',
    });
  });

  test('resolves 204 and empty bodies to undefined', async () => {
    const { fetch } = fakeFetch((call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : new Response('', { status: 200 }),
    );
    const client = clientWith(fetch);
    await expect(client.request({ ...GET_PROPOSAL, method: 'DELETE' })).resolves.toBeUndefined();
    await expect(client.request(GET_PROPOSAL)).resolves.toBeUndefined();
  });

  test('reads text and binary answers as the operation declares', async () => {
    const { fetch } = fakeFetch(() => new Response('<p>help</p>', { status: 200 }));
    const client = clientWith(fetch);
    await expect(client.request({ ...GET_PROPOSAL, responseType: 'text' })).resolves.toBe(
      '<p>help</p>',
    );
    const blob = await client.request<Blob>({ ...GET_PROPOSAL, responseType: 'blob' });
    await expect(blob.text()).resolves.toBe('<p>help</p>');
  });

  test('hands over a stream answer unread, and a bodiless one is UNEXPECTED', async () => {
    const { fetch } = fakeFetch((call) =>
      call.method === 'POST'
        ? new Response(null, { status: 200 })
        : new Response('data: x\n\n', { status: 200 }),
    );
    const client = clientWith(fetch);
    const body = await client.request<ReadableStream<Uint8Array>>({
      ...GET_PROPOSAL,
      responseType: 'stream',
    });
    await expect(new Response(body).text()).resolves.toBe('data: x\n\n');
    const error = await rejection(
      client.request({ ...GET_PROPOSAL, method: 'POST', responseType: 'stream' }),
    );
    expect(isApiClientError(error, 'UNEXPECTED')).toBe(true);
  });

  test('a 2xx answer that is not JSON is UNEXPECTED', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const error = await rejection(clientWith(fetch).request(GET_PROPOSAL));
    expect(isApiClientError(error, 'UNEXPECTED')).toBe(true);
    expect((error as ApiClientError).status).toBe(200);
  });
});

describe('createApiClient: failures as the error catalogue names them', () => {
  const PROBLEM = {
    type: 'urn:brand:problem:validation-failed',
    title: 'Some answers are not valid.',
    status: 400,
    errors: [{ path: 'body.postcode', message: 'validation.postcode', text: 'Enter a postcode' }],
  };

  test('401 on a call with the token is UNAUTHORIZED and signs the user out', async () => {
    const onUnauthorized = jest.fn();
    const { fetch } = fakeFetch(() =>
      json(
        401,
        { type: 'urn:brand:problem:unauthorized', title: 'Sign in', status: 401 },
        'application/problem+json',
      ),
    );
    const error = await rejection(clientWith(fetch, { onUnauthorized }).request(GET_PROPOSAL));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', status: 401, operationId: 'getProposal' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('401 on a public call (a failed retrieval) is UNAUTHORIZED but signs nobody out', async () => {
    const onUnauthorized = jest.fn();
    const { fetch } = fakeFetch(() => json(401, { title: 'Not found', status: 401 }));
    const error = await rejection(clientWith(fetch, { onUnauthorized }).request(CREATE_SESSION));
    expect(isApiClientError(error, 'UNAUTHORIZED')).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('500 is UNEXPECTED and carries the problem', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        500,
        { type: 'urn:brand:problem:internal', title: 'Oops', status: 500 },
        'application/problem+json',
      ),
    );
    const error = (await rejection(clientWith(fetch).request(GET_PROPOSAL))) as ApiClientError;
    expect(error.kind).toBe('UNEXPECTED');
    expect(error.status).toBe(500);
    expect(error.problem?.type).toBe('urn:brand:problem:internal');
    expect(error.message).toBe('getProposal: HTTP 500 (Oops)');
  });

  test('400 is UNEXPECTED and carries the field errors for the form', async () => {
    const { fetch } = fakeFetch(() => json(400, PROBLEM, 'application/problem+json'));
    const error = (await rejection(clientWith(fetch).request(CREATE_SESSION))) as ApiClientError;
    expect(error.kind).toBe('UNEXPECTED');
    expect(error.fieldErrors).toEqual(PROBLEM.errors);
  });

  test('an error answer without a problem body is UNEXPECTED with no problem', async () => {
    const { fetch } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const { fetch: fetchJson } = fakeFetch(() => json(503, ['not', 'a', 'problem']));
    const { fetch: fetchBroken } = fakeFetch(
      () => new Response('{oops', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    for (const each of [fetch, fetchJson, fetchBroken]) {
      const error = (await rejection(clientWith(each).request(GET_PROPOSAL))) as ApiClientError;
      expect(error.kind).toBe('UNEXPECTED');
      expect(error.problem).toBeUndefined();
      expect(error.fieldErrors).toEqual([]);
    }
  });

  test('fetch throwing a TypeError (no response) is NETWORK, with the cause kept', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch } = fakeFetch(() => Promise.reject(cause));
    const error = (await rejection(clientWith(fetch).request(GET_PROPOSAL))) as ApiClientError;
    expect(error.kind).toBe('NETWORK');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('getProposal: no response from the platform');
  });

  test('a connection that breaks while the body arrives is NETWORK', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new TypeError('terminated'));
        },
      }),
      { status: 200 },
    );
    const { fetch } = fakeFetch(() => broken);
    const error = await rejection(clientWith(fetch).request(GET_PROPOSAL));
    expect(isApiClientError(error, 'NETWORK')).toBe(true);
  });

  test('a timeout (AbortSignal.timeout) is NETWORK, not a silent abort', async () => {
    const signal = AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
    const { fetch } = fakeFetch();
    const error = await rejection(clientWith(fetch).request(GET_PROPOSAL, { signal }));
    expect(isApiClientError(error, 'NETWORK')).toBe(true);
    expect(isAbortError(error)).toBe(false);
  });
});

describe('createApiClient: an aborted call is silent', () => {
  /** A fetch that answers only when aborted, rejecting as fetch does with the signal's reason. */
  const hangingFetch = (async (_input: unknown, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as unknown as typeof globalThis.fetch;

  test('rejects with an abort error that is not an ApiClientError and signs nobody out', async () => {
    const onUnauthorized = jest.fn();
    const controller = new AbortController();
    const call = clientWith(hangingFetch, { onUnauthorized }).request(GET_PROPOSAL, {
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejection(call);
    expect(isAbortError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(isApiClientError(error)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('a signal aborted before the call sends nothing', async () => {
    const { fetch, sent } = fakeFetch();
    const error = await rejection(
      clientWith(fetch).request(GET_PROPOSAL, { signal: AbortSignal.abort() }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(sent).toEqual([]);
  });

  test("a fetch's own AbortError is recognised too", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const error = await rejection(clientWith(fetch).request(GET_PROPOSAL));
    expect(error).toBeInstanceOf(ApiAbortError);
  });
});

describe('createApiClient on the real fetch', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Answers /slow never and anything else with a problem.
    server = createServer((request, response) => {
      if (request.url === '/api/slow') return;
      response.writeHead(401, { 'content-type': 'application/problem+json' });
      response.end(
        JSON.stringify({ type: 'urn:brand:problem:unauthorized', title: 'Sign in', status: 401 }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('an HTTP 401 is UNAUTHORIZED with its problem', async () => {
    const client = createApiClient({ baseUrl, getAccessToken: () => 't' });
    const error = (await rejection(client.request(GET_PROPOSAL))) as ApiClientError;
    expect(error.kind).toBe('UNAUTHORIZED');
    expect(error.problem?.title).toBe('Sign in');
  });

  test('aborting a call in flight is silent', async () => {
    const client = createApiClient({ baseUrl, getAccessToken: () => 't' });
    const controller = new AbortController();
    const call = client.request(
      { ...GET_PROPOSAL, path: '/api/slow' },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await rejection(call))).toBe(true);
  });

  test('nobody listening is NETWORK', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      getAccessToken: () => 't',
    });
    const error = await rejection(client.request(GET_PROPOSAL));
    expect(isApiClientError(error, 'NETWORK')).toBe(true);
  });
});
