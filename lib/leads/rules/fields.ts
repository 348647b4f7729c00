import * as z from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import { maxLength, type RuleWords } from '@/lib/i18n/rules';

// Field rules shared by the browser forms and the server: one definition, one set of messages.
// zod/mini keeps the browser's share small.

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

/** A single-line value: no line breaks, so it can never inject an e-mail header. */
export const line = (words: RuleWords, required: string, max: number) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, maxLength(words, max)),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), words.singleLine),
  );

export const optionalLine = (words: RuleWords, max: number) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, maxLength(words, max)),
      z.refine((value) => !CONTROL_CHARACTERS.test(value), words.singleLine),
    ),
  );

export const email = (words: RuleWords) =>
  z.string(words.email).check(
    z.trim(),
    z.maxLength(254, maxLength(words, 254)),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), words.email),
    z.regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/, words.email),
  );

export const text = (words: RuleWords, min: number, max: number, minMessage: string) =>
  // A missing or non-text value is told as an empty one would be.
  z.string(minMessage || words.controlCharacters).check(
    z.trim(),
    z.minLength(min, minMessage),
    z.maxLength(max, maxLength(words, max)),
    z.refine((value) => !CONTROL_EXCEPT_NEWLINES.test(value), words.controlCharacters),
  );

/** The honeypot: people never see it, so anything in it came from a bot. */
export const honeypot = z.optional(z.string());

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's name, as the API answers them. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  // Typed by hand: the error's own type does not say which fields the schema had.
  const flat: { fieldErrors: Record<string, string[] | undefined>; formErrors: string[] } = z.flattenError(error);
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(flat.fieldErrors)) {
    if (messages?.[0]) fields[name] = messages[0];
  }
  if (flat.formErrors[0]) fields._form = flat.formErrors[0];
  return fields;
}

/** The language of the page a form was sent from (a hidden field): the visitor's mail is written in it. */
export const locale = (words: RuleWords) => z.optional(z.enum(LOCALES, words.unknownLanguage));
