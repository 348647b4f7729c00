// What a visitor's first response weighs, headers and gzip body: a page that fits the first flight of a
// new connection (ten segments, 14,600 bytes) paints without another round trip (issue 55). The build
// measures every page and refuses one over the budget.
import zlib from 'node:zlib';
import { HTML_CACHE, securityHeaders } from '@/lib/serving/policies';
import { PAGE_VARY } from './next-output';

/** Every page's headers and gzip body within this many bytes: the first flight, less room for TLS framing. */
export const FIRST_RESPONSE_BUDGET = 14_000;

/**
 * The headers `next start` sends with a prerendered page besides the site's own (measured on Next 16.4:
 * its router's Vary, the date, keep-alive, and chunked gzip).
 */
const SERVER_HEADERS: [string, string][] = [
  ['content-type', 'text/html; charset=utf-8'],
  ['Vary', PAGE_VARY],
  ['Content-Encoding', 'gzip'],
  ['Date', 'Sat, 28 Nov 2026 00:00:00 GMT'],
  ['Connection', 'keep-alive'],
  ['Keep-Alive', 'timeout=5'],
  ['Transfer-Encoding', 'chunked'],
];

/** The bytes of a page's response head: status line, headers, blank line. */
export function headBytes(policy: string, etag: string, https: boolean): number {
  const headers: [string, string][] = [
    ...securityHeaders(https).map(({ key, value }): [string, string] => [key, value]),
    ['cache-control', HTML_CACHE],
    ['content-security-policy', policy],
    ['etag', etag],
    ...SERVER_HEADERS,
  ];
  const lines = ['HTTP/1.1 200 OK', ...headers.map(([name, value]) => `${name}: ${value}`)];
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}

/** The page's HTML as `next start` compresses it (zlib's default level; the nginx copy, level 9, is smaller). */
export function gzipBytes(html: string): number {
  return zlib.gzipSync(html).length;
}

export type FirstResponse = { address: string; bytes: number };

/** The pages over the budget, largest first. */
export function overBudget(pages: FirstResponse[]): FirstResponse[] {
  return pages.filter((page) => page.bytes > FIRST_RESPONSE_BUDGET).sort((a, b) => b.bytes - a.bytes);
}

/** What the build says when it refuses pages: which, by how much, and what to do about it. */
export function overBudgetMessage(over: FirstResponse[]): string {
  const list = over.map((page) => `  ${page.address}: ${page.bytes} bytes, ${page.bytes - FIRST_RESPONSE_BUDGET} over`);
  return [
    `${over.length} page(s) over the first-response budget of ${FIRST_RESPONSE_BUDGET} bytes (headers and gzip body):`,
    ...list,
    'A page over it needs a second round trip before it paints. Shorten or split the entry, or take out what the',
    'first paint does not need (docs/decisions/001-static-parts.md).',
  ].join('\n');
}
