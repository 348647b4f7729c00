import { localeOr } from '@/lib/i18n/locales';
import { searchIndexResponse } from '@/lib/serving/search-index-response';

// Written by the build after Next's own step (lib/build/seal-build.ts), so read when asked. English's
// is app/search/index.json (a file's address never passes the proxy, which unprefixes English pages).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return searchIndexResponse(localeOr((await params).locale), new URL(request.url).searchParams.get('q'));
}
