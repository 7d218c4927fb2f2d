import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AddressProviderError,
  createHttpAddressLookup,
  FIND_PATH,
  RETRIEVE_PATH,
} from './http-address-lookup';

// A stand-in for Loqate on a free local port; each test sets how it answers.
let answer: (url: URL, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const seen: URL[] = [];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://loqate.test');
    seen.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

// A generous timeout, so a loaded CI machine never turns an answer into a timeout; the timeout
// check gives its own short one.
const lookup = (timeoutMs = 5_000) =>
  createHttpAddressLookup({ key: 'AA11-BB22', baseUrl, timeoutMs });

describe('the Loqate address lookup', () => {
  it('finds with the key, the trimmed text, the container and GB only', async () => {
    answer = (_url, response) =>
      json(response, 200, {
        Items: [
          {
            Id: 'GB|RM|ENG|6NL-OX4',
            Type: 'Postcode',
            Text: 'OX4 6NL',
            Highlight: '0-7',
            Description: 'Oxford - 12 Addresses',
          },
          {
            Id: 'GB|RM|A|1234',
            Type: 'Address',
            Text: '1 Cowley Road',
            Highlight: '',
            Description: 'Oxford, OX4 6NL',
          },
        ],
      });
    const results = await lookup().search('  ox4 6nl ', {
      container: 'GB|RM|ENG|6NL-OX4',
      limit: 7,
    });
    expect(results).toEqual([
      {
        id: 'GB|RM|ENG|6NL-OX4',
        type: 'Postcode',
        text: 'OX4 6NL',
        description: 'Oxford - 12 Addresses',
      },
      {
        id: 'GB|RM|A|1234',
        type: 'Address',
        text: '1 Cowley Road',
        description: 'Oxford, OX4 6NL',
      },
    ]);
    const url = seen[0] as URL;
    expect(url.pathname).toBe(FIND_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Key: 'AA11-BB22',
      Text: 'ox4 6nl',
      Countries: 'GB',
      Container: 'GB|RM|ENG|6NL-OX4',
      Limit: '7',
    });
  });

  it('retrieves an address, its label on one line and empty fields left out', async () => {
    answer = (_url, response) =>
      json(response, 200, {
        Items: [
          {
            Id: 'GB|RM|A|1234',
            Company: '',
            Line1: '1 Cowley Road',
            Line2: '',
            City: 'Oxford',
            PostalCode: 'OX4 6NL',
            CountryName: 'United Kingdom',
            CountryIso2: 'GB',
            CountryIso3: 'GBR',
            Label: '1 Cowley Road\nOXFORD\nOX4 6NL',
          },
        ],
      });
    expect(await lookup().byId('GB|RM|A|1234')).toEqual({
      line1: '1 Cowley Road',
      city: 'Oxford',
      postalCode: 'OX4 6NL',
      countryName: 'United Kingdom',
      countryIso2: 'GB',
      countryIso3: 'GBR',
      label: '1 Cowley Road, OXFORD, OX4 6NL',
    });
    expect(seen[0]?.pathname).toBe(RETRIEVE_PATH);
    expect(seen[0]?.searchParams.get('Id')).toBe('GB|RM|A|1234');
  });

  it('answers null for an unknown id and nothing for no items', async () => {
    answer = (_url, response) =>
      json(response, 200, {
        Items: [{ Error: '1001', Description: 'Id Invalid', Cause: '', Resolution: '' }],
      });
    expect(await lookup().byId('nope')).toBeNull();
    answer = (_url, response) => json(response, 200, { Items: [] });
    expect(await lookup().byId('nope')).toBeNull();
    expect(await lookup().search('zz')).toEqual([]);
  });

  it('reports a refused key, a fault, a malformed answer and a timeout as provider errors', async () => {
    answer = (_url, response) =>
      json(response, 200, {
        Items: [{ Error: '2', Description: 'Unknown key', Cause: '', Resolution: '' }],
      });
    await expect(lookup().search('ox4')).rejects.toMatchObject({
      code: '2',
      message: expect.stringContaining('Unknown key'),
    });
    await expect(lookup().byId('x')).rejects.toThrow(AddressProviderError);
    answer = (_url, response) => json(response, 500, {});
    await expect(lookup().search('ox4')).rejects.toThrow('answered 500');
    answer = (_url, response) => json(response, 200, '<html>');
    await expect(lookup().search('ox4')).rejects.toThrow('invalid JSON');
    answer = (_url, response) => json(response, 200, { Nothing: true });
    await expect(lookup().search('ox4')).rejects.toThrow('without items');
    answer = (_url, response) =>
      void setTimeout(() => json(response, 200, { Items: [] }), 2000).unref();
    await expect(lookup(300).search('ox4')).rejects.toThrow('did not answer within 300 ms');
  });

  it('reports an unreachable provider', async () => {
    const offline = createHttpAddressLookup({ key: 'k', baseUrl: 'http://127.0.0.1:1' });
    await expect(offline.search('ox4')).rejects.toThrow('could not be reached');
  });
});
