// How words become index terms in each language: lower case, without diacritics (a visitor may type
// `informacao` or `wdrozenie`), and reduced to their stem where the language has a stemmer here. Each stemmer
// loads only with its language's search; a language without one is searched by its folded words.
import type { Locale } from '@/lib/i18n/locales';

export type TermProcessor = (term: string) => string;

/** Lower case, diacritics off, Polish `ł` as `l` (it has no decomposition). */
export const fold = (term: string): string =>
  term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

const STEMMERS: Partial<Record<Locale, () => Promise<TermProcessor>>> = {
  pt: async () => {
    const { stemmer } = await import('@orama/stemmers/portuguese');
    return (term) => fold(stemmer(term.toLowerCase()));
  },
  pl: async () => {
    const { stemPolish } = await import('./polish-stemmer');
    return (term) => stemPolish(fold(term));
  },
};

/** The language's term processing: its stemmer where it has one, else its folded words. */
export function termProcessor(locale: Locale): Promise<TermProcessor> {
  return STEMMERS[locale]?.() ?? Promise.resolve(fold);
}
