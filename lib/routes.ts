import { getAllPosts, getPostPageCount } from '@/lib/content/blog';
import { getAllJobs } from '@/lib/content/careers';
import { getAllChecklists } from '@/lib/content/checklists';
import { getAllLandings, getAllServices } from '@/lib/content/services';
import { getGuard, type GuardDecision } from '@/lib/guards';
import { safeDecode } from '@/lib/text';

/** Static page routes; each has a folder under app/. */
export const STATIC_PAGES = [
  '/',
  '/about-us',
  '/blog',
  '/blogs',
  '/career',
  '/coming-soon',
  '/contact-us',
  '/faq',
  '/how-we-work',
  '/our-clients',
  '/our-services',
  '/our-team',
  '/privacy-policy',
  '/products',
  '/services',
  '/terms-of-use',
  '/why-choose-us',
  '/work',
] as const;

/** Files and generated resources the proxy lets through untouched. */
const PASS_THROUGH = [/^\/(_next|api|images|fonts|flags|files|og)\//, /^\/(favicon\.ico|icon\.svg|apple-icon\.png|robots\.txt|sitemap\.xml|manifest\.webmanifest|builds\/latest\.json|blog\/(rss\.xml|atom\.xml|feed\.json))$/];

/** Collection routes: a slug that is not in the content is a validation failure, not an unmatched path. */
const COLLECTIONS: { pattern: RegExp; slugs: () => string[]; guard?: string; alias?: string }[] = [
  { pattern: /^\/blog\/([^/]+)$/, slugs: () => getAllPosts().map((post) => post.slug) },
  // /blogs/{slug} renders the /blog page itself (its canonical already points there): one page per post.
  { pattern: /^\/blogs\/([^/]+)$/, slugs: () => getAllPosts().map((post) => post.slug), alias: '/blog' },
  { pattern: /^\/services\/([^/]+)$/, slugs: () => getAllServices().map((service) => service.slug) },
  { pattern: /^\/career\/([^/]+)$/, slugs: () => getAllJobs().map((job) => job.slug), guard: 'career' },
  { pattern: /^\/checklist\/([^/]+)$/, slugs: () => getAllChecklists().map((checklist) => checklist.slug) },
];

export const ERROR_ROUTE = '/error-404';
/** Set by the proxy on the rewritten request so the error page can name the path asked for. */
export const ORIGINAL_PATH_HEADER = 'x-original-pathname';

/**
 * `page` marks a path served by a page (it gets the page's script policy), not a file or endpoint;
 * a `rewrite` is served by the page at `location` under its own URL.
 */
export type RouteResolution = (GuardDecision | { kind: 'rewrite'; location: string }) & { message?: string; page?: boolean };

export function notFoundMessage(pathname: string): string {
  const path = safeDecode(pathname);
  return COLLECTIONS.some(({ pattern }) => pattern.test(pathname)) ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}

type RouteTable = { pages: Set<string>; slugs: Set<string>[] };
let table: RouteTable | undefined;

/**
 * The pages and slugs of this build, read once per process: the proxy answers every request from
 * them, and content only changes with a new build.
 */
function routeTable(): RouteTable {
  table ??= {
    pages: new Set([
      ...STATIC_PAGES,
      ...getAllLandings().map((landing) => landing.href),
      ...Array.from({ length: getPostPageCount() - 1 }, (_, index) => `/blog/page/${index + 2}`),
    ]),
    slugs: COLLECTIONS.map((collection) => new Set(collection.slugs())),
  };
  return table;
}

/** What the proxy does with a request path: serve it, redirect it, or answer 404. */
export function resolveRoute(rawPathname: string, now = new Date()): RouteResolution {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  const { pages, slugs } = routeTable();
  if (PASS_THROUGH.some((pattern) => pattern.test(pathname))) return { kind: 'allow' };
  if (pages.has(pathname)) return { kind: 'allow', page: true };
  for (const [index, collection] of COLLECTIONS.entries()) {
    const match = collection.pattern.exec(pathname);
    if (!match) continue;
    const slug = safeDecode(match[1]!);
    if (!slugs[index]!.has(slug)) return { kind: 'not-found', message: notFoundMessage(pathname) };
    if (collection.alias) return { kind: 'rewrite', location: `${collection.alias}/${encodeURIComponent(slug)}`, page: true };
    const decision = collection.guard ? getGuard(collection.guard)({ slug }, now) : { kind: 'allow' as const };
    return decision.kind === 'allow' ? { ...decision, page: true } : decision;
  }
  return { kind: 'not-found', message: notFoundMessage(pathname) };
}
