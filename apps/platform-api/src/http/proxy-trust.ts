import { isIP } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Which reverse proxies the platform believes about the client (TRUST_PROXY): none, the last
 * `hops` of them (the platform is reachable only through them), or those at `addresses` (IPs,
 * CIDR ranges or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Never everyone:
 * trusting every sender's X-Forwarded-For lets a client choose its own address.
 */
export type TrustProxy = false | { hops: number } | { addresses: readonly string[] };

/** proxy-addr's names for the private ranges a proxy usually sits in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW =
  'Write the number of proxies in front of the platform (TRUST_PROXY=1 for one) or their ' +
  'addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)';

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; unset (or blank) trusts no proxy. Throws with what to write instead. */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^(true|yes|on|\*|all)$/i.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} would believe every client's X-Forwarded-For, so anyone could choose their address. ${HOW}.`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1) throw new Error(`TRUST_PROXY=${text} trusts nothing: unset it instead. ${HOW}.`);
    return { hops };
  }
  const addresses = text.split(',').map((part) => part.trim());
  const wrong = addresses.filter((address) => !isAddressOrRange(address));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a whole number of proxies or their addresses, not "${text}" (${wrong.map((w) => `"${w}"`).join(', ')} is no address or range). ${HOW}.`,
    );
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 ignores a bare hop count (it cannot tell a
 * proxy from a client that connects directly, so it trusts nothing), which would silently count
 * every client as the proxy: the count is given as proxy-addr's trust function instead, trusting
 * the socket's peer and the entries the nearest `hops - 1` proxies appended.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return [...trust.addresses];
}

/**
 * The embedded sign-in server (oidc-provider on Koa, under `mountPath`) reads the raw request's
 * X-Forwarded-* headers when told a proxy is in front, and Koa can only trust all of them or none.
 * So for its requests the raw headers are replaced by what Fastify concluded under the setting
 * above: the public scheme and host and the client's address come through only from a trusted
 * proxy, and a client's own X-Forwarded-* never reach it.
 */
export function alignForwardedHeadersFor(app: FastifyInstance, mountPath: string): void {
  app.addHook('onRequest', async (request) => {
    if (request.url !== mountPath && !request.url.startsWith(`${mountPath}/`)) return;
    const headers = request.raw.headers;
    delete headers.forwarded;
    delete headers['x-real-ip'];
    headers['x-forwarded-proto'] = request.protocol;
    headers['x-forwarded-host'] = request.host;
    headers['x-forwarded-for'] = request.ip;
  });
}
