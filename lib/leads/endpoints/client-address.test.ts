import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

const request = (forwarded: string | undefined, peer = '10.0.0.2') => {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: peer });
  if (forwarded !== undefined) headers.set('x-forwarded-for', forwarded);
  return headers;
};

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddress(request('203.0.113.7'), 0)).toBe('10.0.0.2');
  });

  it('takes the address the one trusted proxy appended, never what the client wrote before it', () => {
    expect(clientAddress(request('203.0.113.7'), 1)).toBe('203.0.113.7');
    // A client that writes its own header: nginx appends the real address on the right.
    expect(clientAddress(request('1.1.1.1, 2.2.2.2, 203.0.113.7'), 1)).toBe('203.0.113.7');
    for (let n = 0; n < 20; n++) expect(clientAddress(request(`198.51.100.${n}, 203.0.113.7`), 1)).toBe('203.0.113.7');
  });

  it('counts N hops from the right with N trusted proxies', () => {
    // client → CDN (appends the client) → nginx (appends the CDN) → site
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 192.0.2.10'), 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: the furthest one a trusted proxy saw.
    expect(clientAddress(request('203.0.113.7'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the connection for a missing or malformed entry', () => {
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.2');
    expect(clientAddress(request(''), 1)).toBe('10.0.0.2');
    expect(clientAddress(request(' , ,'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('203.0.113.7, not-an-address'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('203.0.113.7, 999.1.1.1'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request("203.0.113.7, ' OR 1=1 --"), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('x'.repeat(10_000)), 1)).toBe('10.0.0.2');
  });

  it('reads ports, brackets, case and mapped IPv4 the same way', () => {
    expect(clientAddress(request('203.0.113.7:51234'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined, '::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(request('[2001:DB8::1]:443'), 1)).toBe(clientAddress(request('2001:db8::1'), 1));
  });

  it('counts an IPv6 client by its /64, which it can fill with addresses at will', () => {
    expect(clientAddress(request('2001:db8:1:2::1'), 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8:1:2:ffff:ffff:ffff:ffff'), 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8:1:3::1'), 1)).toBe('2001:db8:1:3::/64');
    expect(clientAddress(request('::1'), 1)).toBe('0:0:0:0::/64');
  });
});

describe('recordClientAddresses', () => {
  // The coupling to Node that the site relies on (docs/decisions/008-couplings.md): route handlers see
  // no socket, so every request is stamped with its TCP peer before Next reads it.
  it('stamps each request of a real server with its socket address, over anything the client sent', async () => {
    const http = await import('node:http');
    const { recordClientAddresses } = await import('./client-address');
    recordClientAddresses();
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers[CLIENT_ADDRESS_HEADER]);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' } });
    server.close();
    expect(seen).toEqual(['127.0.0.1']);
  });
});
