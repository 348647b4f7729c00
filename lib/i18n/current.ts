import 'server-only';
import { locale as localeParam } from 'next/root-params';
import { isLocale, type Locale } from './locales';

/** The language of the page being rendered: the root segment `app/[locale]`, read where it is needed. */
export async function currentLocale(): Promise<Locale> {
  // Typed by the build (.next/types); before a build, the module is declared bare, so it is read as unknown.
  const value: unknown = await (localeParam as () => Promise<unknown>)();
  if (!isLocale(value)) throw new Error(`app/[locale]: "${String(value)}" is not a language of the site`);
  return value;
}
