import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The address scheme (one place): English pages keep their paths, the others live under `/{locale}`.
 * Inside the app every page sits under `app/[locale]`, so Next's route for `/about-us` is `/en/about-us`.
 */

/** A site path (`/about-us`, `/`) in `locale`: `/pt/about-us`, `/pt`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language a public path is in, and the path as it is in English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1];
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: pathname.slice(first.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Next's route for a public path: every page is under `app/[locale]`. */
export function appRouteOf(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The public path of one of Next's routes (`/en/about-us` -> `/about-us`), or undefined for a route outside `[locale]`. */
export function publicPathOf(route: string): string | undefined {
  const first = route.split('/')[1];
  if (!isLocale(first)) return undefined;
  return localePath(first, route.slice(first.length + 1) || '/');
}

/** `/en` and `/en/…`: answered with a 308 to the unprefixed address. */
export function unprefixedEnglish(pathname: string): string | undefined {
  if (pathname !== `/${DEFAULT_LOCALE}` && !pathname.startsWith(`/${DEFAULT_LOCALE}/`)) return undefined;
  return pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
}

/**
 * A link target on a page in `locale`: a site path written in English (`/contact-us`) becomes that
 * language's; one already in a language, an anchor or another site's URL stays as it is.
 */
export function localize(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (splitLocale(href).locale !== DEFAULT_LOCALE) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return `${localePath(locale, path)}${rest}`;
}
