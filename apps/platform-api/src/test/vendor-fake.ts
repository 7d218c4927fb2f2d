import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake vendor received, as the tests read it. */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

/** How the fake answers one request: a status and a JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/**
 * A stand-in for a vendor's HTTP API on a free local port (tests only): it records every request
 * and answers with what the current test's handler says.
 */
export type VendorFake = {
  port: number;
  requests: FakeRequest[];
  answer(handler: (request: FakeRequest) => FakeAnswer): void;
  close(): Promise<void>;
};

export async function startVendorFake(): Promise<VendorFake> {
  let handler: (request: FakeRequest) => FakeAnswer = () => ({ status: 404, body: {} });
  const requests: FakeRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://vendor.test');
      const seen: FakeRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(seen);
      const { status, body: answer } = handler(seen);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    answer(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
