// What the forms' rules say, in each language: the browser checks a form with its page's words, and
// the server answers a post in the language the post came from. One file per language.
import type { Locale } from './locales';
import { en, type RuleWords } from './rules/en';
import { pl } from './rules/pl';
import { pt } from './rules/pt';

export type { RuleWords };

export const RULE_WORDS: Record<Locale, RuleWords> = { en, pt, pl };

export const maxLength = (words: RuleWords, max: number) => words.maxLength.replace('{max}', String(max));
