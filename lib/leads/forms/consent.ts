// What each form tells a visitor beside its button. The server stores the same words with the
// submission (the consent record, docs/personal-data.md), so what was shown is what is on record.

import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { RULE_WORDS } from '@/lib/i18n/rules';
import type { SubmissionType } from './registry';

/** The words shown beside the form in a language, as its consent record stores them. */
export const consentText = (form: SubmissionType, locale: Locale) => {
  const { before, link, after } = RULE_WORDS[locale].privacySentence;
  return `${messagesFor(locale).forms[form].consent} ${before}${link}${after}`;
};
