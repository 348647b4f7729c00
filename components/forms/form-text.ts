import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import type { ConsentForm } from '@/lib/leads/rules/consent';
import { RULE_WORDS, type RuleWords } from '@/lib/leads/rules/words';

/** What a form shows, in its page's language: handed to the browser form by the page (one language only). */
export type FormText = {
  locale: Locale;
  ui: Messages['forms'];
  /** The consent wording beside the button, as the consent record stores it, and the sentence linking the policy. */
  consent: string;
  privacy: RuleWords['privacySentence'];
  policy: string;
};

export function formText(locale: Locale, form: ConsentForm): FormText {
  const words = RULE_WORDS[locale];
  return {
    locale,
    ui: messagesFor(locale).forms,
    consent: words.consent[form],
    privacy: words.privacySentence,
    policy: localePath(locale, '/privacy-policy'),
  };
}
