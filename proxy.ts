import { NextResponse, type NextRequest } from 'next/server';
import { readPageManifest } from '@/lib/serving/build-output';
import { pageFileResponse } from '@/lib/serving/page-files';
import {
  errorPageFor,
  type FoundPage,
  LINK_INVALID_PAGE,
  notFoundMessage,
  type PageList,
  resolveRoute,
} from '@/lib/serving/page-list';
import { notFoundHtml } from '@/lib/serving/not-found-page';
import { LOCALE_FIELD, type LinkPurpose } from '@/lib/serving/link-pages';
import { HTML_CACHE } from '@/lib/output/policies';
import { isProduction } from '@/lib/env';
import { DEV_PROBE_HEADER, devNotFoundHtml, devPageList } from '@/lib/serving/dev-pages';
import { isActionRequest, isRouterPrefetch } from '@/lib/output/next-output';
import { servedPagePolicy, policyFor } from '@/lib/serving/response-policy';
import { appRouteOf, localePath, splitLocale } from '@/lib/i18n/paths';

const CSP = 'Content-Security-Policy';

/**
 * Route guards, 404s and each page's own script policy at request time, so that every page itself
 * can stay prerendered. The pages are the ones the build produced (lib/serving/page-list.ts); under
 * `next dev`, the app folder's, with Next asked about dynamic ones (lib/serving/dev-pages.ts).
 * Every page is under app/[locale]: an English address (`/about-us`) is served by `/en/about-us`.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The site defines no Server Actions: nothing reaches Next's action handling (and its Flight decoder).
  if (isActionRequest(request)) return notAllowed();
  const development = !isProduction;
  if (development && request.headers.has(DEV_PROBE_HEADER)) return NextResponse.next();
  const pages = development ? await devPageList(request.nextUrl) : readPageManifest();
  // A production build without its manifest (the console says why): Next routes on its own.
  if (!pages) return NextResponse.next();
  const resolution = resolveRoute(pathname, pages);
  if (resolution.kind === 'redirect') {
    // No content for a prefetch: the router then asks again when the visitor clicks, and follows the redirect.
    if (isRouterPrefetch(request)) return withPolicy(noPrefetch(), policyFor('resource').policy);
    const location = new URL(resolution.location, request.url);
    if (resolution.permanent) location.search = request.nextUrl.search;
    return withPolicy(NextResponse.redirect(location, resolution.permanent ? 308 : 307), policyFor('resource').policy);
  }
  if (resolution.kind === 'not-found' || resolution.kind === 'gone') {
    const { policy, nonce } = policyFor('not-found');
    const message = resolution.message ?? notFoundMessage(pathname, pages);
    const errorPage = errorPageFor(pathname);
    const html = development
      ? await devNotFoundHtml(request.nextUrl, message, appRouteOf(errorPage))
      : notFoundHtml(errorPage, message, nonce ?? '');
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    // Gone for good (content/gone.txt): 410, so search engines drop it at once.
    const status = resolution.kind === 'gone' ? 410 : 404;
    return withPolicy(new NextResponse(html ?? resolution.message, { status, headers }), policy);
  }
  if (resolution.kind === 'link') return linkPage(request, resolution.purpose, resolution.endpoint, pages);
  // A page is read, never posted to (the forms post to /api/…, the link pages above to their endpoints).
  if (request.method !== 'GET' && request.method !== 'HEAD') return notAllowed();
  if (!resolution.page) return withPolicy(NextResponse.next(), policyFor('resource').policy);
  const { policy, page } = servedPagePolicy(resolution.page);
  const fromFile = page && pageFileResponse(request, page);
  if (fromFile) return fromFile;
  const route = appRouteOf(resolution.page.route);
  const response =
    route === request.nextUrl.pathname ? NextResponse.next() : NextResponse.rewrite(new URL(route, request.url));
  response.headers.set('Cache-Control', HTML_CACHE);
  return withPolicy(response, policy);
}

/**
 * A page behind a link in a visitor's mail: shown only with a valid token (else 400 and the page that
 * says so); its button posts to the same URL, answered by the endpoint at `endpoint`.
 */
async function linkPage(request: NextRequest, purpose: LinkPurpose, endpoint: string, pages: PageList) {
  const { search } = request.nextUrl;
  if (request.method === 'POST') {
    // A mail provider's one-click post carries no language: the page's address does.
    const target = new URL(`${endpoint}${search}`, request.url);
    target.searchParams.set(LOCALE_FIELD, splitLocale(request.nextUrl.pathname).locale);
    return NextResponse.rewrite(target);
  }
  const { checkLink } = await import('@/lib/leads/endpoints/visitor-links');
  const valid = Boolean(await checkLink(purpose, request.nextUrl.searchParams.get('token')));
  const address = request.nextUrl.pathname.replace(/(.)\/+$/, '$1');
  const route = valid ? address : localePath(splitLocale(address).locale, LINK_INVALID_PAGE);
  const found: FoundPage = { noindex: true, ...pages.pages[route], route };
  const { policy, page } = servedPagePolicy(found);
  const status = valid ? 200 : 400;
  const fromFile = page && pageFileResponse(request, page, { status });
  if (fromFile) return fromFile;
  const response = NextResponse.rewrite(new URL(appRouteOf(route), request.url), { status });
  response.headers.set('Cache-Control', 'no-store');
  return withPolicy(response, policy);
}

/** 405 before Next reads a byte of the body; an expected answer, so nothing is logged. */
function notAllowed(): NextResponse {
  const response = new NextResponse('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
  return withPolicy(response, policyFor('resource').policy);
}

function noPrefetch(): NextResponse {
  return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

function withPolicy(response: NextResponse, policy: string | undefined): NextResponse {
  if (policy) response.headers.set(CSP, policy);
  return response;
}

export const config = {
  // Everything but what is never a page (lib/serving/not-a-page.ts, checked equal by its test): those
  // get the resource policy from next.config.ts, and form bodies never pass through here (Next
  // truncates large bodies that do). Anything naming a Server Action comes here too, to be refused: the
  // header is lib/output/next-output.ts's ACTION_HEADER, written out because Next reads this config statically.
  matcher: ['/((?!_next/|api/|.*\\.[^/]*$).*)', { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] }],
};
