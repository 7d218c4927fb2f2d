import { isIP } from 'node:net';

/**
 * True for an address of this machine's loopback interface: 127.0.0.0/8, ::1, and IPv4 loopback
 * mapped into IPv6 (how a dual-stack socket reports 127.0.0.1).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/**
 * True for a host name that can only mean this machine: `localhost` or a loopback address (a URL's
 * IPv6 host keeps its brackets, `[::1]`). A host header's port is ignored.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase();
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(name);
  if (bracketed) return isLoopbackAddress(bracketed[1]);
  const withoutPort = name.replace(/:\d+$/, '');
  return withoutPort === 'localhost' || isLoopbackAddress(withoutPort);
}
