import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { searchIndexResponse } from '@/lib/serving/search-index-response';

// The English pages' search (`?q=`) and documents, written by the build after Next's own step; the other
// languages' are under app/[locale].
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return searchIndexResponse(DEFAULT_LOCALE, new URL(request.url).searchParams.get('q'));
}
