// The words the browser loads by themselves, each language's file a chunk of its own: the preferences dialog's
// and the error views'. Everything else reaches the browser as props of the client part that shows it.
import type { Words } from './words';
import { LOCALES, type Locale } from './locales';

export type ConsentWords = Words['consent'];
export type ErrorWords = Words['errors'];

/** One loader per language and part, made once, so that a hook's dependency on it stays the same. */
const loaders = <T>(load: (locale: Locale) => Promise<T>) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, () => load(locale)])) as Record<Locale, () => Promise<T>>;

type JsonModule<T> = { default: T };

export const loadConsentWords = loaders(
  async (locale) => ((await import(`../../content/words/${locale}/consent.json`)) as JsonModule<ConsentWords>).default,
);

export const loadErrorWords = loaders(
  async (locale) => ((await import(`../../content/words/${locale}/errors.json`)) as JsonModule<ErrorWords>).default,
);
