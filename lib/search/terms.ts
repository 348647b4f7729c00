// How words become index terms in each language: lower case, without diacritics (a visitor may type
// `informacao` or `wdrozenie`), and reduced to their stem where the language has a stemmer here.
import type { Locale } from '@/lib/i18n/locales';
import { fold, loadTermProcessor, type TermProcessor } from '@/lib/i18n/search';

export { fold, type TermProcessor };

/** The language's term processing (lib/i18n/search.ts); its stemmer is loaded only with the language's search. */
export function termProcessor(locale: Locale): Promise<TermProcessor> {
  return loadTermProcessor[locale]();
}
