// What each form tells a visitor beside its button. The server stores the same words with the
// submission (the consent record, docs/personal-data.md), so what was shown is what is on record.

import type { Locale } from '@/lib/i18n/locales';
import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { formatPeriod } from '@/lib/i18n/periods';
import { RULE_WORDS } from '@/lib/i18n/words';
import type { SubmissionType } from './registry';

/** What a form made in the web editor says of itself beside its button: its purpose and how long it keeps a lead. */
export type OwnTerms = { purpose: string; retentionDays: number };

/** The consent wording of a form, less the sentence linking the policy: an editor's form states its own terms. */
export function consentWording(form: SubmissionType, locale: Locale, own?: OwnTerms): string {
  const words = messagesFor(locale).forms;
  if (form !== 'form' || !own) return words[form].consent;
  return `${own.purpose} ${format(words.form.consent, { period: formatPeriod(own.retentionDays, locale) })}`;
}

/** The words shown beside the form in a language, as its consent record stores them. */
export const consentText = (form: SubmissionType, locale: Locale, own?: OwnTerms) => {
  const { before, link, after } = RULE_WORDS[locale].privacySentence;
  return `${consentWording(form, locale, own)} ${before}${link}${after}`;
};
