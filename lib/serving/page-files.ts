import fs from 'node:fs';
import path from 'node:path';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { env } from '@/lib/env';
import { isRouterRequest, PAGE_VARY, pageFilePath } from '@/lib/output/next-output';
import type { BuiltPage } from './build-output';
import { HTML_CACHE } from '@/lib/output/policies';
import { appRouteOf } from '@/lib/i18n/paths';

/**
 * A browser asking for a prerendered page gets the file `npm run build` sealed, straight from the
 * proxy, as deploy/nginx.conf serves it from disk. Next would answer with the same file, but only
 * after routing the request again and hashing the whole page for its ETag: this takes about a third
 * off what a page request costs `next start`. Next still compresses the response as the client
 * accepts. Router (flight) requests and server actions are left to Next.
 */

/** A request for the page's HTML: not the router's, not a form action's. */
export function wantsPageFile(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !isRouterRequest(request);
}

// Pages only change with a new build (and process). Bounded, so that 1,000 posts (~90 MB of HTML)
// keep the pages most asked for in memory and read the rest from disk.
const files = new LRUCache<string, Buffer>({ maxSize: 32 * 2 ** 20, sizeCalculation: (file) => file.byteLength });

export function readPageFile(route: string): Buffer | undefined {
  const cached = files.get(route);
  if (cached) return cached;
  try {
    const file = fs.readFileSync(
      pageFilePath(path.join(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR), route),
    );
    files.set(route, file);
    return file;
  } catch {
    return undefined;
  }
}

/**
 * The sealed page with its own policy, caching and ETag or, when the browser's copy is current,
 * 304; undefined when Next should answer.
 */
export function pageFileResponse(
  request: Request,
  page: Pick<BuiltPage, 'policy' | 'etag'> & { route: string },
  /** A page shown for one request only (a link page's answer): this status, never cached. */
  once?: { status: number },
): Response | undefined {
  if (!wantsPageFile(request)) return undefined;
  const responseHeaders = {
    'Content-Security-Policy': page.policy,
    'Cache-Control': once ? 'no-store' : HTML_CACHE,
    'Content-Type': 'text/html; charset=utf-8',
    Vary: PAGE_VARY,
    ...(once ? {} : { ETag: page.etag }),
  };
  const conditions = {
    'if-none-match': request.headers.get('if-none-match') ?? undefined,
    'cache-control': request.headers.get('cache-control') ?? undefined,
  };
  if (!once && fresh(conditions, { etag: page.etag }))
    return new Response(null, { status: 304, headers: responseHeaders });
  const file = readPageFile(appRouteOf(page.route));
  if (!file) return undefined;
  const html = new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset, file.byteLength);
  return new Response(request.method === 'HEAD' ? null : html, { status: once?.status, headers: responseHeaders });
}
