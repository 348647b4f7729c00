import { LOCALES, localeOr, type Locale } from './locales';

type Params = Record<string, string>;

/**
 * A page's generateStaticParams under [locale]: the params `of` gives for the language Next asks about.
 *
 * Next 16.4 prerenders none of a route's pages when one language gives none (vercel/next.js#95166: its
 * incomplete params mark the whole route as not generated), so a new language with no posts yet would take
 * every language's posts off the site. A language with none names another language's first page instead,
 * which that language prerenders anyway; Next drops the duplicate.
 */
export function paramsInLanguage(params: { locale: string }, of: (locale: Locale) => Params[]): Params[] {
  const own = of(localeOr(params.locale));
  if (own.length > 0) return own;
  for (const locale of LOCALES) {
    const [first] = of(locale);
    if (first) return [{ ...first, locale }];
  }
  return [];
}
