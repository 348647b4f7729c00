// What each form tells a visitor beside its button. The server stores the same words with the
// submission (the consent record, docs/personal-data.md), so what was shown is what is on record.

import type { Locale } from '@/lib/i18n/locales';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';

export type ConsentForm = keyof RuleWords['consent'];

/** The words shown beside the form in a language, as its consent record stores them. */
export const consentText = (form: ConsentForm, locale: Locale) => {
  const words = RULE_WORDS[locale];
  const { before, link, after } = words.privacySentence;
  return `${words.consent[form]} ${before}${link}${after}`;
};
