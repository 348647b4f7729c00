import { getGuard, type GuardDecision } from './guards';
import { LINK_PAGES as LINKS, type LinkPurpose } from '@/lib/serving/link-pages';
import { safeDecode } from '@/lib/text';
import type { BuiltPage, BuiltRoute } from './build-output';
import { isPagePath } from './not-a-page';
import { addressRules, type AddressRules } from '@/lib/content/redirects';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath, splitLocale, unprefixedEnglish } from '@/lib/i18n/paths';

/**
 * The pages are what the build produced (lib/serving/build-output.ts), never a list written here: a new
 * folder under app/ is a page in production with nothing else to change. What this module adds are
 * the rules a build cannot know: which routes run a guard, which URLs are aliases, and the 404 messages.
 */

/** The prerendered page the proxy answers unknown paths with (lib/serving/not-found-page.ts); not a page of its own. */
const ERROR_ROUTE = '/error-404';

/** The 404 page in the language of `pathname` (`/pt/…` gets the Portuguese one). */
export const errorPageFor = (pathname: string) => localePath(splitLocale(pathname).locale, ERROR_ROUTE);

/** Route guards by the build's route name in every language (the spec's `career` guard on job pages). */
const GUARDS: Record<string, string> = { '/career/[slug]': 'career' };

/**
 * The pages behind the links in visitors' mails: each needs its signed `?token=`, and its button posts
 * to the same URL, which the endpoint of the same path under /api answers.
 */
const LINK_PAGES = Object.fromEntries(
  Object.entries(LINKS).map(([purpose, page]) => [page, purpose as LinkPurpose]),
) as Record<string, LinkPurpose>;
/** What a link page shows, with status 400, when its token is missing, altered or expired (in the link page's language). */
export const LINK_INVALID_PAGE = '/link-invalid';

/** The link page's purpose, when `pathname` (in any language) is one. */
const linkPurpose = (pathname: string): LinkPurpose | undefined => LINK_PAGES[splitLocale(pathname).path];

/** `/blogs/{slug}` is the `/blog/{slug}` page under another URL (its canonical names the /blog one), in every language. */
const ALIASES = LOCALES.flatMap((locale) => [
  { alias: localePath(locale, '/blogs/'), page: localePath(locale, '/blog/') },
]);

/** The slug after `prefix`, when the path is exactly one segment below it. */
function slugBelow(pathname: string, prefix: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const slug = pathname.slice(prefix.length);
  return slug && !slug.includes('/') ? slug : undefined;
}

/** The pages and dynamic routes that exist: the build's manifest, or in development the app folder's. */
export type PageList = {
  pages: Record<string, ListedPage>;
  routes: BuiltRoute[];
};

/** A page as the list knows it: the build's facts and, in production, its policy and ETag. */
type ListedPage = Pick<BuiltPage, 'noindex' | 'canonical'> & Partial<Pick<BuiltPage, 'policy' | 'etag'>>;

/** The page a request is served by: its route (trailing slash gone) and what the list holds about it. */
export type FoundPage = ListedPage & { route: string };

/**
 * `page` is the page that serves the path (it gets that page's script policy), absent for a file or
 * endpoint; a `rewrite` is served by the page at `location` under its own URL.
 */
export type RouteResolution = (
  | GuardDecision
  | { kind: 'rewrite'; location: string }
  | { kind: 'link'; purpose: LinkPurpose; endpoint: string }
  | { kind: 'gone' }
) & {
  message?: string;
  page?: FoundPage;
};

/** A page route under a fixed first segment (`/blog/[slug]`): an unknown slug there is a collection miss. */
function isCollection(route: BuiltRoute): boolean {
  return !route.base.split('/')[1]?.startsWith('[');
}

function matches(route: BuiltRoute, pathname: string): boolean {
  return new RegExp(route.pattern).test(pathname);
}

/** The spec's two messages: an unknown slug of a collection, or a path no route matches. */
export function notFoundMessage(pathname: string, list: PageList): string {
  const path = safeDecode(pathname);
  const collection =
    ALIASES.some(({ alias }) => slugBelow(pathname, alias) !== undefined) ||
    list.routes.some((route) => isCollection(route) && matches(route, pathname));
  const words = messagesFor(splitLocale(pathname).locale).notFound;
  return format(collection ? words.entry : words.path, { path });
}

function isPublic(route: string, list: PageList): boolean {
  return route in list.pages && !route.startsWith('/_') && splitLocale(route).path !== ERROR_ROUTE;
}

function guardFor(pathname: string, list: PageList, now: Date): GuardDecision {
  const route = list.routes.find((candidate) => GUARDS[candidate.base] && matches(candidate, pathname));
  if (!route) return { kind: 'allow' };
  const slug = safeDecode(new RegExp(route.pattern).exec(pathname)?.[1] ?? '');
  return getGuard(GUARDS[route.base]!)(splitLocale(pathname).locale, { slug }, now);
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The page routes whose existence decides a request for `pathname`: the path itself, or what it is an alias of. */
export function pagesBehind(rawPathname: string): string[] {
  const pathname = withoutTrailingSlash(rawPathname);
  if (!isPagePath(pathname)) return [];
  const aliased = ALIASES.flatMap(({ alias, page }) => {
    const slug = slugBelow(pathname, alias);
    return slug === undefined ? [] : [`${page}${slug}`];
  });
  return aliased.length ? aliased : [pathname];
}

/**
 * A published address that is no longer a page: redirected (content/redirects.yml, English paths that hold
 * in every language) or gone for good (content/gone.txt, 410).
 */
function moved(pathname: string, rules: AddressRules): RouteResolution | undefined {
  const { locale, path } = splitLocale(pathname);
  const to = rules.redirects.get(path);
  if (to) return { kind: 'redirect', location: localePath(locale, to), permanent: true };
  if (rules.gone.has(path))
    return { kind: 'gone', message: format(messagesFor(locale).notFound.gone, { path: safeDecode(pathname) }) };
  return undefined;
}

/** What the proxy does with a request path: serve it, redirect it, or answer 404. */
export function resolveRoute(
  rawPathname: string,
  list: PageList,
  now = new Date(),
  rules: AddressRules = addressRules(),
): RouteResolution {
  const pathname = withoutTrailingSlash(rawPathname);
  if (!isPagePath(pathname)) return { kind: 'allow' };
  // English has no prefix: /en and /en/… are the unprefixed addresses, for good.
  const english = unprefixedEnglish(pathname);
  if (english) return { kind: 'redirect', location: english, permanent: true };
  for (const { alias, page } of ALIASES) {
    const slug = slugBelow(pathname, alias);
    if (slug === undefined) continue;
    const target = `${page}${slug}`;
    return isPublic(target, list)
      ? { kind: 'rewrite', location: target, page: { ...list.pages[target]!, route: target } }
      : { kind: 'not-found', message: notFoundMessage(pathname, list) };
  }
  if (!isPublic(pathname, list))
    return moved(pathname, rules) ?? { kind: 'not-found', message: notFoundMessage(pathname, list) };
  const page = { ...list.pages[pathname]!, route: pathname };
  const purpose = linkPurpose(pathname);
  if (purpose) return { kind: 'link', purpose, endpoint: `/api${splitLocale(pathname).path}`, page };
  const decision = guardFor(pathname, list, now);
  return decision.kind === 'allow'
    ? { ...decision, page }
    : decision.kind === 'not-found'
      ? { ...decision, message: notFoundMessage(pathname, list) }
      : decision;
}

/**
 * The pages a front may serve as files (deploy/nginx.conf): the ones the proxy answers with nothing
 * to decide per request. Not the error page, not a guarded route, not a page behind a mail's link.
 */
export function staticPages(list: PageList): string[] {
  return Object.keys(list.pages)
    .filter((route) => isPublic(route, list) && !linkPurpose(route) && !isGuarded(route, list))
    .sort();
}

/** What the proxy decides per request, as regular expressions over the path: guarded routes and link pages. */
export function perRequestPatterns(list: PageList): string[] {
  const guarded = list.routes.filter((route) => GUARDS[route.base]).map((route) => route.pattern);
  const links = LOCALES.flatMap((locale: Locale) =>
    Object.keys(LINK_PAGES).map((page) => `^${localePath(locale, page)}$`),
  );
  return [...guarded, ...links];
}

function isGuarded(pathname: string, list: PageList): boolean {
  return list.routes.some((route) => GUARDS[route.base] && matches(route, pathname));
}

/**
 * Every URL a visitor can open with a 200 right now: the build's pages (guards applied) and their
 * aliases; not the link pages, which need a token from a mail.
 */
export function openPages(list: PageList, now = new Date()): string[] {
  const pages = Object.keys(list.pages).filter(
    (route) => isPublic(route, list) && !linkPurpose(route) && guardFor(route, list, now).kind === 'allow',
  );
  const aliases = ALIASES.flatMap(({ alias, page }) =>
    pages.flatMap((route) => {
      const slug = slugBelow(route, page);
      return slug === undefined ? [] : [`${alias}${slug}`];
    }),
  );
  return [...pages, ...aliases].sort();
}

/** The pages a search engine should list: open, not noindex, and their own canonical URL. */
export function indexablePages(list: PageList, origin: string, now = new Date()): string[] {
  return Object.keys(list.pages)
    .filter((route) => isPublic(route, list) && !linkPurpose(route) && guardFor(route, list, now).kind === 'allow')
    .filter((route) => {
      const page = list.pages[route]!;
      return (
        !page.noindex &&
        (!page.canonical ||
          page.canonical === `${origin}${route === '/' ? '' : route}` ||
          page.canonical === `${origin}${route}`)
      );
    })
    .sort();
}
