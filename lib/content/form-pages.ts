import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { getAllPosts } from './blog';
import { getAllPages } from './pages';
import { getAllLandings, getAllServices } from './services';

/** The pages that show a form made in the web editor (their `form:`), by address: where its posts come from. */
export function pagesShowingForm(slug: string, locale: Locale = DEFAULT_LOCALE): string[] {
  return [...getAllPages(locale), ...getAllLandings(locale), ...getAllServices(locale), ...getAllPosts(locale)]
    .filter((entry) => entry.form === slug)
    .map((entry) => entry.href);
}
