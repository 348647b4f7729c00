import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import type { ConsentForm } from '@/lib/leads/rules/consent';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';

type FormWords = Messages['forms'];
/** The words every form shares. */
type CommonWords = Omit<FormWords, ConsentForm>;

/**
 * What one form shows, in its page's language: handed to the browser form by the page, with only its
 * own words (a page carries them in its flight data).
 */
export type FormText<F extends ConsentForm = ConsentForm> = {
  locale: Locale;
  ui: CommonWords;
  form: FormWords[F];
  /** The consent wording beside the button, as the consent record stores it, and the sentence linking the policy. */
  consent: string;
  privacy: RuleWords['privacySentence'];
  policy: string;
};

export function formText<F extends ConsentForm>(locale: Locale, form: F): FormText<F> {
  const {
    contact: _contact,
    application: _application,
    checklist: _checklist,
    newsletter: _newsletter,
    ...ui
  } = messagesFor(locale).forms;
  const words = RULE_WORDS[locale];
  return {
    locale,
    ui,
    form: messagesFor(locale).forms[form],
    consent: words.consent[form],
    privacy: words.privacySentence,
    policy: localePath(locale, '/privacy-policy'),
  };
}
