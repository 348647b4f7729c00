// The site's languages: English (default, unprefixed), the Portuguese of Portugal and Polish. Rules only,
// shared by the browser and the server. A language is one line here, a folder of words (content/words/{code}/)
// and its content's translations: content:check names what it lacks.

type LocaleFacts = {
  /** `<html lang>`, `hreflang` and `Content-Language`. */
  tag: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** The switcher's short code. */
  short: string;
  /** Open Graph's locale. */
  ogLocale: string;
  /** The time zone the call form preselects for this language's readers until their browser names its own. */
  zone: string;
};

/** The language list: one line a language, by its code (the `/pt` of its addresses), English first. */
export const LOCALE_FACTS = {
  en: { tag: 'en', name: 'English', short: 'EN', ogLocale: 'en_GB', zone: 'Europe/London' },
  pt: { tag: 'pt-PT', name: 'Português', short: 'PT', ogLocale: 'pt_PT', zone: 'Europe/Lisbon' },
  pl: { tag: 'pl', name: 'Polski', short: 'PL', ogLocale: 'pl_PL', zone: 'Europe/Warsaw' },
} as const satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof LOCALE_FACTS;
export const LOCALES = Object.keys(LOCALE_FACTS) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages a page is translated into: every one but English. */
export const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored language (a row written before a language was recorded reads as English). */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language an `<html lang>` tag names (`pt-PT` is `pt`); English for any other. */
export function localeOfTag(tag: string | undefined): Locale {
  return LOCALES.find((locale) => LOCALE_FACTS[locale].tag === tag) ?? DEFAULT_LOCALE;
}
