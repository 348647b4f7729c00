import type { Locale } from '@/lib/i18n/locales';
import { readSearchIndex } from './build-output';

/** One language's search documents, as /search/index.json and /pt/search/index.json answer them. */
export function searchIndexResponse(locale: Locale): Response {
  const index = readSearchIndex(locale);
  if (!index) return Response.json({ error: 'This build has no search index' }, { status: 503 });
  return new Response(index, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // One build, one index: a tab may keep it while it stays open, and a new build is found by revalidating.
      'cache-control': 'public, max-age=300, must-revalidate',
    },
  });
}
