import type { Locale } from '../locales';
import type { ConsentWords } from './en';

export type { ConsentWords };

/** One language's consent words, as a chunk of its own: a page loads only its language's, and only when the banner or the preferences show. */
export const loadConsentWords: Record<Locale, () => Promise<ConsentWords>> = {
  en: () => import('./en').then((module) => module.en),
  pt: () => import('./pt').then((module) => module.pt),
  pl: () => import('./pl').then((module) => module.pl),
};
