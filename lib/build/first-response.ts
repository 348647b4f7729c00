// What a visitor's first response weighs, headers and gzip body: a page whose first screen fits the first
// flight of a new connection (ten segments, 14,600 bytes) paints without another round trip (issue 55).
// What follows the first screen (the twentieth paragraph, the hydration data) may take more flights: the
// reader reaches it seconds later (issue 71). The build measures every page and refuses one whose head,
// styles and first screen are over the budget.
import zlib from 'node:zlib';
import { parse } from 'parse5';
import { attribute, elements, type Element } from './html-tree';
import { HTML_CACHE, securityHeaders } from '@/lib/output/policies';
import { PAGE_VARY } from '@/lib/output/next-output';

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

/**
 * Where a page's first screen ends in its HTML: after its `<h1>` and its LCP candidate, the lead paragraph
 * and the first eager picture after the heading in `<main>` that come before the next section's `<h2>`. A page
 * without an `<h1>` is measured whole.
 */
export function firstScreenEnd(html: string): number {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const end = (element: Element) => element.sourceCodeLocation?.endOffset ?? html.length;
  const start = (element: Element) => element.sourceCodeLocation?.startOffset ?? 0;
  const h1 = all.find((element) => element.tagName === 'h1');
  const main = all.find((element) => element.tagName === 'main');
  if (!h1 || !main) return html.length;
  const after = all.filter((element) => start(element) >= end(h1) && end(element) <= end(main));
  const nextSection = after.find((element) => element.tagName === 'h2');
  const screen = after.filter((element) => !nextSection || start(element) < start(nextSection));
  const lead = screen.find((element) => element.tagName === 'p');
  // An LCP picture is never lazy: a lazy one (an avatar, a logo) is not what the first paint waits for.
  const picture = screen.find(
    (element) => ['img', 'video'].includes(element.tagName) && attribute(element, 'loading') !== 'lazy',
  );
  return Math.max(end(h1), ...[lead, picture].flatMap((element) => (element ? [end(element)] : [])));
}

/**
 * The gzip bytes a browser has received once the HTML up to `end` has arrived: the 10-byte gzip header and
 * the deflate stream flushed there (zlib's default level, as `next start` compresses).
 */
export function gzipPrefixBytes(html: string, end: number): number {
  return 10 + zlib.deflateRawSync(html.slice(0, end), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
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
    `${over.length} page(s) over the first-response budget of ${FIRST_RESPONSE_BUDGET} bytes (headers and the gzip body up to the end of the first screen):`,
    ...list,
    'A page over it needs a second round trip before it paints. Take out of the head and the top of the page what',
    'the first paint does not need (docs/decisions/001-static-parts.md); a long entry below its first screen costs nothing here.',
  ].join('\n');
}
