// The empty page's own proxy. The document page (app/document) links the site's stylesheets and images
// by their paths on the site: they are fetched from the site through this origin, as the site's own
// page fetches them. Without a proxy here, Next 16.4 builds the repository root's proxy.ts instead.
import { NextResponse } from 'next/server';

const SITE = process.env.BENCH_SITE ?? 'http://127.0.0.1:3400';

export function proxy(request) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(pathname + search, SITE));
}

// The site's files: stylesheets, images, social cards, the icon. The empty page's own scripts stay its own.
export const config = {
  matcher: ['/_next/static/chunks/:file*.css', '/_next/static/media/:path*', '/images/:path*', '/icon.svg'],
};
