/**
 * The one rule for requests that are never pages: the build's own files, the endpoints, and anything
 * whose last path segment has a dot (feeds, images, icons, social images, the sitemap). The proxy's
 * matcher, the headers in next.config.ts and deploy/nginx.conf each say it in their own syntax;
 * not-a-page.test.ts checks that all three say exactly this.
 */
const NOT_A_PAGE = /^\/(?:_next|api)\/|\.[^/]*$/;

/** proxy.ts `config.matcher` (Next reads it from the source, so it is written out there too). */
export const PROXY_MATCHER = '/((?!_next/|api/|.*\\.[^/]*$).*)';

/** Every request naming a Server Action, page or not, so the proxy refuses it (the site defines none). */
export const ACTION_MATCHER = { source: '/:path*', has: [{ type: 'header' as const, key: 'next-action' }] };

/** The `source` of next.config.ts headers for what is not a page (path-to-regexp syntax). */
export const HEADERS_SOURCE = '/:path((?:_next|api)/.*|.*\\.[^/]*)';

/** The nginx location regex in deploy/nginx.conf. */
export const NGINX_LOCATION = '~ "^/(?:_next|api)/|\\.[^/]*$"';

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}
