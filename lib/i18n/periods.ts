import { type Plural, pluralize } from './format';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale } from './locales';
import { wordsOf } from './words';

/**
 * A period as the privacy policy states it, in its language: exact days, with the years or months a
 * reader thinks in ("730 days (2 years)", "730 dias (2 anos)", "730 dni (2 lata)").
 */
export function formatPeriod(days: number, locale: Locale = DEFAULT_LOCALE): string {
  const units = wordsOf(locale, 'periods');
  const tag = LOCALE_FACTS[locale].tag;
  const count = (value: number, noun: Plural) => `${value} ${pluralize(tag, value, noun)}`;
  const exact = count(days, units.day);
  if (days >= 365 && days % 365 === 0) return `${exact} (${count(days / 365, units.year)})`;
  if (days >= 60) return `${exact} (${units.about} ${count(Math.round(days / 30.44), units.month)})`;
  return exact;
}
