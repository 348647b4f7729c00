import 'server-only';
import http from 'node:http';
import { isIP } from 'node:net';

/** Set from the TCP connection for every request, overwriting anything a client sends. */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

/**
 * Route handlers cannot see the TCP connection, and Next keeps a client's own X-Forwarded-For.
 * Stamping every request with its socket address gives the rate limits a key a client cannot choose.
 */
export function recordClientAddresses(): void {
  const marker = Symbol.for('site.clientAddresses');
  const proto = http.Server.prototype as http.Server & { [key: symbol]: boolean };
  if (proto[marker]) return;
  proto[marker] = true;
  // Called below with the server as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof proto.emit;
}

/** `1.2.3.4:80`, `[::1]:80`, `::ffff:1.2.3.4` → the bare address; anything that is no address → undefined. */
function normalise(entry: string): string | undefined {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/^::ffff:(?=[\d.]+$)/i, '');
  return isIP(value) ? value.toLowerCase() : undefined;
}

/** IPv6 clients get a whole /64 each, so they are counted by that prefix rather than by address. */
function rateKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who is posting, as the rate limits count them. Behind `proxies` trusted proxies the client is the
 * address the nearest of them appended: the `proxies`-th entry of X-Forwarded-For from the right.
 * Entries to its left are whatever the client wrote and are never read. Without proxies, or when the
 * header is missing or that entry is no address, the TCP peer counts.
 */
export function clientAddress(headers: Headers, proxies: number): string {
  const peer = normalise(headers.get(CLIENT_ADDRESS_HEADER) ?? '') ?? 'unknown';
  if (proxies < 1) return rateKey(peer);
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim() !== '');
  // Fewer entries than proxies: the left-most is the furthest any trusted proxy saw.
  const entry = forwarded[Math.max(0, forwarded.length - proxies)];
  return rateKey((entry && normalise(entry)) ?? peer);
}
