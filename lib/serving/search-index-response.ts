import type { Locale } from '@/lib/i18n/locales';
import { createSearch } from '@/lib/search/query';
import { termProcessor } from '@/lib/search/terms';
import { readSearchIndex } from './build-output';

/** The longest query searched; anything longer is cut (a search box, not a document). */
const MAX_QUERY = 200;

const searches = new Map<Locale, Promise<ReturnType<typeof createSearch>>>();

/** One language's search, built once per process from its index: the browser never downloads the index. */
function searchIn(locale: Locale, index: string): Promise<ReturnType<typeof createSearch>> {
  let search = searches.get(locale);
  if (!search) {
    search = termProcessor(locale).then((processTerm) =>
      createSearch(JSON.parse(index) as Parameters<typeof createSearch>[0], processTerm),
    );
    searches.set(locale, search);
  }
  return search;
}

/**
 * /search/index.json (and /pt/…, /pl/…): with `?q=`, the results for that query, searched here, which is
 * all the search page downloads (issue 71: a 1,000-post blog's index is close to a megabyte); without it,
 * the language's whole index, for tools and tests.
 */
export async function searchIndexResponse(locale: Locale, query?: string | null): Promise<Response> {
  const index = readSearchIndex(locale);
  if (!index) return Response.json({ error: 'This build has no search index' }, { status: 503 });
  if (query === null || query === undefined)
    return new Response(index, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        // One build, one index: a tab may keep it while it stays open, and a new build is found by revalidating.
        'cache-control': 'public, max-age=300, must-revalidate',
      },
    });
  const search = await searchIn(locale, index);
  return Response.json(
    { query, results: search(query.slice(0, MAX_QUERY)) },
    { headers: { 'cache-control': 'public, max-age=300, must-revalidate' } },
  );
}
