import { NextResponse, type NextRequest } from 'next/server';
import { ERROR_ROUTE, ORIGINAL_PATH_HEADER, resolveRoute } from '@/lib/routes';

/** Route guards and 404s at request time, so that every page itself can stay prerendered. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const resolution = resolveRoute(pathname);
  if (resolution.kind === 'redirect') {
    return NextResponse.redirect(new URL(resolution.location, request.url), 307);
  }
  if (resolution.kind === 'not-found') {
    const headers = new Headers(request.headers);
    headers.set(ORIGINAL_PATH_HEADER, pathname);
    return NextResponse.rewrite(new URL(ERROR_ROUTE, request.url), { request: { headers }, status: 404 });
  }
  return NextResponse.next();
}

export const config = {
  // Form endpoints stay out: Next truncates large bodies that pass through the proxy.
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
