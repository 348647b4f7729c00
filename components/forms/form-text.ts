import 'server-only';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { SUBMISSION_TYPES, type SubmissionType } from '@/lib/leads/forms/registry';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';

type FormWords = Messages['forms'];
/** The words every form shares: the catalog's `forms` less each registered form's own. */
type CommonWords = Omit<FormWords, SubmissionType>;

/**
 * What one form shows, in its page's language: handed to the browser form by the page, with only its
 * own words (a page carries them in its flight data).
 */
export type FormText<F extends SubmissionType = SubmissionType> = {
  locale: Locale;
  /** The language's tag, for dates and times written in the browser (`pt-PT`). */
  tag: string;
  ui: CommonWords;
  form: FormWords[F];
  /** The consent wording beside the button, as the consent record stores it, and the sentence linking the policy. */
  consent: string;
  privacy: RuleWords['privacySentence'];
  policy: string;
};

const FORM_KEYS: ReadonlySet<string> = new Set(SUBMISSION_TYPES);

export function formText<F extends SubmissionType>(locale: Locale, form: F): FormText<F> {
  const words = messagesFor(locale).forms;
  const ui = Object.fromEntries(Object.entries(words).filter(([key]) => !FORM_KEYS.has(key))) as CommonWords;
  return {
    locale,
    tag: LOCALE_FACTS[locale].tag,
    ui,
    form: words[form],
    consent: words[form].consent,
    privacy: RULE_WORDS[locale].privacySentence,
    policy: localePath(locale, '/privacy-policy'),
  };
}
