// The error view's words in every language, apart from the message files: the browser's error
// boundaries carry them, and they must not carry the whole site's words. One file per language.
import type { Locale } from './locales';
import { en, type ErrorWords } from './errors/en';
import { pl } from './errors/pl';
import { pt } from './errors/pt';

export const ERROR_WORDS: Record<Locale, ErrorWords> = { en, pt, pl };
