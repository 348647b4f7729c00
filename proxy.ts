import { NextResponse, type NextRequest } from 'next/server';
import { pageFileResponse } from '@/lib/page-files';
import { HTML_CACHE, policyFor } from '@/lib/page-policies';
import { ERROR_ROUTE, ORIGINAL_PATH_HEADER, resolveRoute } from '@/lib/routes';

const CSP = 'Content-Security-Policy';

/**
 * Route guards, 404s and each page's own script policy at request time, so that every page itself
 * can stay prerendered.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const resolution = resolveRoute(pathname);
  if (resolution.kind === 'redirect') {
    return withPolicy(NextResponse.redirect(new URL(resolution.location, request.url), 307), policyFor('resource', pathname).policy);
  }
  if (resolution.kind === 'not-found') {
    // Rendered per request, so Next can put a fresh nonce (read from this request header) on its scripts.
    const { policy } = policyFor('not-found', pathname);
    const headers = new Headers(request.headers);
    headers.set(ORIGINAL_PATH_HEADER, pathname);
    if (policy) headers.set(CSP, policy);
    return withPolicy(NextResponse.rewrite(new URL(ERROR_ROUTE, request.url), { request: { headers }, status: 404 }), policy);
  }
  if (!resolution.page) return withPolicy(NextResponse.next(), policyFor('resource', pathname).policy);
  const route = resolution.kind === 'rewrite' ? resolution.location : pathname;
  const { policy, sealed } = policyFor('page', route);
  const fromFile = sealed && pageFileResponse(request, sealed);
  if (fromFile) return fromFile;
  const response = resolution.kind === 'rewrite' ? NextResponse.rewrite(new URL(route, request.url)) : NextResponse.next();
  response.headers.set('Cache-Control', HTML_CACHE);
  return withPolicy(response, policy);
}

function withPolicy(response: NextResponse, policy: string | undefined): NextResponse {
  if (policy) response.headers.set(CSP, policy);
  return response;
}

export const config = {
  // Form endpoints stay out: Next truncates large bodies that pass through the proxy.
  // next.config.ts gives those and the build's static files the resource policy.
  // Files that are never pages skip it too (they get the resource policy from next.config.ts).
  matcher: ['/((?!_next/static|_next/image|api/|images/|flags/|og/|builds/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|blog/rss\\.xml|blog/atom\\.xml|blog/feed\\.json).*)'],
};
