// Another brand team's code, compiled against the published @brand/api-client tarball: a typed call
// through a fake fetch, its headers, and the error kinds.
import assert from 'node:assert/strict';
import {
  type ApiClientError,
  createApiClient,
  createSession,
  isAbortError,
  isApiClientError,
  retrieveSession,
} from '@brand/api-client';

const sent: Array<{ url: string; headers: Headers }> = [];
const client = createApiClient({
  baseUrl: 'https://platform.example',
  getAccessToken: () => 'jwt',
  getImpersonatedUserId: () => 'user-42',
  fetch: async (input, init) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers) });
    return String(input).endsWith('/back-book')
      ? new Response(JSON.stringify({ type: 'x', title: 'Not found', status: 401 }), {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        })
      : new Response(JSON.stringify({ accessToken: 'anon' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
  },
});

const session = await createSession(client);
const token: string = session.accessToken;
assert.equal(token, 'anon');
assert.equal(sent[0]?.url, 'https://platform.example/api/session');
assert.equal(sent[0]?.headers.get('x-impersonate-user'), 'user-42');

const failure = await retrieveSession(client, {
  body: { externalReference: 'Q1', dateOfBirth: '1990-01-31', postcode: 'SW1A 1AA' },
}).catch((error: unknown) => error);
assert.equal(isApiClientError(failure, 'UNAUTHORIZED'), true);
assert.equal((failure as ApiClientError).problem?.title, 'Not found');
assert.equal(isAbortError(failure), false);
console.log('@brand/api-client consumer: typed calls and error kinds work from the tarball');
