import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClaimsProviderError, createHttpClaimsProvider } from './http-claims-provider';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

// A stand-in for the claims provider on a free local port; each test sets how it answers.
let handler: Handler;
let server: Server;
let baseUrl: string;
const seen: Array<{ method: string; path: string; auth: string | undefined; body: string }> = [];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        auth: request.headers.authorization,
        body,
      });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

// A generous timeout, so a loaded CI machine never turns an answer into a timeout; the timeout
// test gives its own short one.
const provider = (timeoutMs = 5_000) =>
  createHttpClaimsProvider({ baseUrl, apiKey: 'claims-key', timeoutMs });

const NOTICE = {
  policyId: 'pol_1',
  policyNumber: 'MINI-000123',
  insuredName: 'Jane Customer',
  callbackUrl: 'https://brand.example/flex/policy/pol_1/claims',
  privacyPolicyUrl: 'https://brand.example/privacy',
  telephone: '0345 000 0000',
  email: 'claims@brand.example',
};

describe('the HTTP claims provider', () => {
  it("reads a policy's claims with the bearer key, newest loss first", async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        claims: [
          {
            claimReference: 'C-1',
            status: 'SETTLED',
            claimType: 'Theft',
            insuredName: 'Jane Customer',
            occurredDate: '2025-06-01T09:00:00Z',
          },
          {
            claimReference: 'C-2',
            status: 'PENDING',
            insuredName: 'Jane Customer',
            occurredDate: '2026-01-10T17:30:00Z',
          },
        ],
      });
    expect(await provider().claimsFor('MINI-000123')).toEqual([
      {
        claimReference: 'C-2',
        status: 'PENDING',
        claimType: null,
        insuredName: 'Jane Customer',
        occurredAt: '2026-01-10T17:30:00.000Z',
      },
      {
        claimReference: 'C-1',
        status: 'SETTLED',
        claimType: 'Theft',
        insuredName: 'Jane Customer',
        occurredAt: '2025-06-01T09:00:00.000Z',
      },
    ]);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/v1/policies/MINI-000123/claims',
        auth: 'Bearer claims-key',
        body: '',
      },
    ]);
  });

  it('posts the first notice and passes on the address of its form', async () => {
    handler = (_request, _body, response) =>
      json(response, 201, { url: 'https://claims.example/fnol/abc' });
    expect(await provider().firstNoticeLink(NOTICE)).toEqual({
      url: 'https://claims.example/fnol/abc',
    });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/v1/fnol/links');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual(NOTICE);
  });

  it('refuses what it cannot trust: a bad claim, a non-https form address, invalid JSON', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        claims: [
          { claimReference: 'C-1', status: 'LOST', insuredName: 'x', occurredDate: '2026-01-01' },
        ],
      });
    await expect(provider().claimsFor('P')).rejects.toThrow(ClaimsProviderError);
    handler = (_request, _body, response) => json(response, 200, { url: 'javascript:alert(1)' });
    await expect(provider().firstNoticeLink(NOTICE)).rejects.toThrow('no https address');
    handler = (_request, _body, response) => json(response, 200, '{not json');
    await expect(provider().claimsFor('P')).rejects.toThrow('invalid JSON');
  });

  it('names a refused key, a failure and a timeout', async () => {
    handler = (_request, _body, response) => json(response, 401, {});
    await expect(provider().claimsFor('P')).rejects.toThrow('refused the API key (401)');
    handler = (_request, _body, response) => json(response, 503, {});
    await expect(provider().claimsFor('P')).rejects.toThrow('answered 503');
    handler = () => undefined;
    await expect(provider(300).claimsFor('P')).rejects.toThrow('did not answer within 300 ms');
  });
});
