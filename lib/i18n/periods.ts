import type { Locale } from './locales';
import { en, type PeriodWords } from './periods/en';
import { pl } from './periods/pl';
import { pt } from './periods/pt';

/** The words of periods (days, months, years), per language: one file each. */
export const PERIOD_WORDS: Record<Locale, PeriodWords> = { en, pt, pl };
