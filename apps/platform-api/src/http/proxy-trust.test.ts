import Fastify from 'fastify';
import { authorizePath, pkce } from '../test/sign-in-browser';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  alignForwardedHeadersFor,
  fastifyTrustProxy,
  readTrustProxy,
  type TrustProxy,
} from './proxy-trust';

/** What Fastify and a raw-header reader under /auth make of one request, under a setting. */
async function seen(trust: TrustProxy, headers: Record<string, string>, remoteAddress: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  alignForwardedHeadersFor(app, '/auth');
  app.get('/auth/probe', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    host: request.host,
    // What oidc-provider (Koa) reads: the raw request's headers.
    raw: {
      proto: request.raw.headers['x-forwarded-proto'],
      host: request.raw.headers['x-forwarded-host'],
      for: request.raw.headers['x-forwarded-for'],
      forwarded: request.raw.headers.forwarded,
    },
  }));
  const response = await app.inject({
    url: '/auth/probe',
    headers: { host: 'platform.internal:3000', ...headers },
    remoteAddress,
  });
  await app.close();
  return response.json();
}

const FORWARDED = {
  'x-forwarded-for': '127.0.0.1, 203.0.113.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'insurance.example',
  forwarded: 'for=127.0.0.1',
};

describe('TRUST_PROXY', () => {
  it('reads a hop count or addresses, and nothing when unset', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy(' ')).toBe(false);
    expect(readTrustProxy('2')).toEqual({ hops: 2 });
    expect(readTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual({
      addresses: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('never trusts everyone, and says what to write', () => {
    expect(() => readTrustProxy('true')).toThrow(
      "TRUST_PROXY=true would believe every client's X-Forwarded-For, so anyone could choose their address. Write the number of proxies in front of the platform (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).",
    );
    for (const wrong of ['0', '1.5', '10.0.0.0/33', '::1/129', 'proxy.example', '10.0.0.1/8/8']) {
      expect(() => readTrustProxy(wrong)).toThrow('TRUST_PROXY');
    }
  });

  it('without a proxy, believes no forwarded header, and none reaches the sign-in server', async () => {
    expect(await seen(false, FORWARDED, '198.51.100.4')).toEqual({
      ip: '198.51.100.4',
      protocol: 'http',
      host: 'platform.internal:3000',
      raw: { proto: 'http', host: 'platform.internal:3000', for: '198.51.100.4' },
    });
  });

  it('with one proxy, counts the address it saw (the last), not one the client wrote', async () => {
    expect(await seen({ hops: 1 }, FORWARDED, '10.0.0.5')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
      host: 'insurance.example',
      raw: { proto: 'https', host: 'insurance.example', for: '203.0.113.7' },
    });
  });

  it("with the proxies' addresses, believes only a request that comes from one", async () => {
    const trust = { addresses: ['10.0.0.0/8'] };
    expect(await seen(trust, FORWARDED, '10.0.0.5')).toMatchObject({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    // A client that reaches the platform directly, around the proxy, changes nothing.
    expect(await seen(trust, FORWARDED, '198.51.100.4')).toMatchObject({
      ip: '198.51.100.4',
      protocol: 'http',
      raw: { proto: 'http', for: '198.51.100.4' },
    });
  });
});

describe('the sign-in server behind a proxy', () => {
  const cookiesOf = async (app: TestApp, headers: Record<string, string>) => {
    const response = await fetch(`${app.baseUrl}${authorizePath(pkce().challenge)}`, {
      headers,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return response.headers.getSetCookie();
  };

  it('sees the public https scheme from a trusted proxy (secure cookies), never from a client', async () => {
    const proxied = await createTestApp({ trustProxy: { hops: 1 } });
    // The proxy is at 10.0.0.0/8; this test's client (loopback) goes around it.
    const bypassed = await createTestApp({ trustProxy: { addresses: ['10.0.0.0/8'] } });
    try {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
      const behindProxy = await cookiesOf(proxied, https);
      expect(behindProxy.length).toBeGreaterThan(0);
      expect(behindProxy.every((cookie) => /;\s*secure/i.test(cookie))).toBe(true);
      const spoofed = await cookiesOf(bypassed, https);
      expect(spoofed.length).toBeGreaterThan(0);
      expect(spoofed.some((cookie) => /;\s*secure/i.test(cookie))).toBe(false);
    } finally {
      await proxied.close();
      await bypassed.close();
    }
  }, 60_000);
});
