// How each language's words become search terms: lower case, diacritics off, and the language's
// stemmer where it has one. Each stemmer loads only with its language's search.
import type { Locale } from './locales';

export type TermProcessor = (term: string) => string;

/** Lower case, diacritics off, Polish `ł` as `l` (it has no decomposition). */
export const fold = (term: string): string =>
  term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

export const loadTermProcessor: Record<Locale, () => Promise<TermProcessor>> = {
  en: () => Promise.resolve(fold),
  pt: async () => {
    const { stemmer } = await import('@orama/stemmers/portuguese');
    return (term) => fold(stemmer(term.toLowerCase()));
  },
  pl: async () => {
    const { stemPolish } = await import('@/lib/search/polish-stemmer');
    return (term) => stemPolish(fold(term));
  },
};
