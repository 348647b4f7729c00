import 'server-only';
import { locale as localeParam } from 'next/root-params';
import { isLocale, type Locale } from './locales';

/** The language of the page being rendered: the root segment `app/[locale]`, read where it is needed. */
export async function currentLocale(): Promise<Locale> {
  const value = await localeParam();
  if (!isLocale(value)) throw new Error(`app/[locale]: "${String(value)}" is not a language of the site`);
  return value;
}
