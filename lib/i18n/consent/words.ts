import type { Locale } from '../locales';
import type { ConsentWords } from './en';
import { en } from './en';
import { pl } from './pl';
import { pt } from './pt';

/** Every language's consent words, for the banner the server writes into each page once. */
export const consentWords: Record<Locale, ConsentWords> = { en, pt, pl };
