import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import type { BuiltRoute } from './manifest';
import { routePattern } from './next-output';

const LOCALE_SEGMENT = /^\/\[locale\](?=\/|$)/;

/** An app route as every language addresses it (`/[locale]/blog/[slug]` -> `/blog/[slug]`, `/pt/blog/[slug]`, …). */
export function publicRoutes(route: string): BuiltRoute[] {
  if (!LOCALE_SEGMENT.test(route)) return [{ route, pattern: routePattern(route), base: route }];
  const base = route.replace(LOCALE_SEGMENT, '') || '/';
  return LOCALES.map((locale) => {
    const localized = localePath(locale, base);
    return { route: localized, pattern: routePattern(localized), base };
  });
}
