// Called by server components and by the web editor's preview; a browser form takes what they answer as props
// (importing this from a client component would carry every language's words).
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { SUBMISSION_TYPES, type SubmissionType } from '@/lib/leads/forms/registry';
import type { RuleWords } from '@/lib/i18n/rules';
import { RULE_WORDS } from '@/lib/i18n/words';

type FormWords = Messages['forms'];
/** The words every form shares: the catalog's `forms` less each registered form's own. */
type CommonWords = Omit<FormWords, SubmissionType>;

/** What every form shows in its page's language: the shared words, and beside its button its consent wording. */
export type FormBase = {
  locale: Locale;
  /** The language's tag, for dates and times written in the browser (`pt-PT`). */
  tag: string;
  ui: CommonWords;
  /** The consent wording beside the button, as the consent record stores it, and the sentence linking the policy. */
  consent: string;
  privacy: RuleWords['privacySentence'];
  /** What the rules say of a field in this language: the form checks itself with them in the browser. */
  rules: RuleWords;
  policy: string;
};

/**
 * What one form shows, in its page's language: handed to the browser form by the page, with only its
 * own words (a page carries them in its flight data).
 */
export type FormText<F extends SubmissionType = SubmissionType> = FormBase & { form: FormWords[F] };

const FORM_KEYS: ReadonlySet<string> = new Set(SUBMISSION_TYPES);

/** The shared words of a form whose consent wording is `consent`. */
export function formBase(locale: Locale, consent: string): FormBase {
  const words = messagesFor(locale).forms;
  const ui = Object.fromEntries(Object.entries(words).filter(([key]) => !FORM_KEYS.has(key))) as CommonWords;
  return {
    locale,
    tag: LOCALE_FACTS[locale].tag,
    ui,
    consent,
    privacy: RULE_WORDS[locale].privacySentence,
    rules: RULE_WORDS[locale],
    policy: localePath(locale, '/privacy-policy'),
  };
}

export function formText<F extends SubmissionType>(locale: Locale, form: F): FormText<F> {
  const words = messagesFor(locale).forms;
  return { ...formBase(locale, words[form].consent), form: words[form] };
}
