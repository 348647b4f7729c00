// How words become index terms in each language: lower case, without diacritics (a visitor may type
// `informacao` or `wdrozenie`), and reduced to their stem where the language has a stemmer here.
import type { Locale } from '@/lib/i18n/locales';

export type TermProcessor = (term: string) => string;

/** Lower case, diacritics off, Polish `ł` as `l` (it has no decomposition). */
export const fold = (term: string): string =>
  term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

/** The language's term processing; its stemmer is loaded only with the language's search. */
export async function termProcessor(locale: Locale): Promise<TermProcessor> {
  if (locale === 'pt') {
    const { stemmer } = await import('@orama/stemmers/portuguese');
    return (term) => fold(stemmer(term.toLowerCase()));
  }
  if (locale === 'pl') {
    const { stemPolish } = await import('./polish-stemmer');
    return (term) => stemPolish(fold(term));
  }
  return fold;
}
