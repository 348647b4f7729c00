// The site's own words in a language, as pages read them: the site's, the forms' (under `forms`), the careers
// pages' and the proof's, from content/words/{locale}/ (./words.ts).
import type { Locale } from './locales';
import { type Words, wordsOf } from './words';

export type Messages = Words['site'] & Words['careers'] & Words['proof'] & { forms: Words['forms'] };

const merged = new Map<Locale, Messages>();

export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = {
      ...wordsOf(locale, 'site'),
      ...wordsOf(locale, 'careers'),
      ...wordsOf(locale, 'proof'),
      forms: wordsOf(locale, 'forms'),
    };
    merged.set(locale, messages);
  }
  return messages;
}
