import * as z from 'zod/mini';
import type { RuleWords } from '@/lib/i18n/rules';
import { email, line, optionalLine, text } from './fields';
import { optionalPhone, phone, type PhoneCheck } from './phone';
import type { FieldKind } from '@/lib/shared/field-kinds';
import { KIND_LIMITS } from './limits';

// The rules of the kinds of field a form is made of (CONTRACT §21), shared by the browser and the server;
// their limits and inputs are in ./limits.ts, which a page renders without loading these. The fixed forms
// use them for the fields they share; a form written in the web editor is nothing but a list of them.

/** One field as a form declares it; what it says to people (label, hint, option labels) is the page's. */
export type FieldDef = {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** A select's values (the labels are words). */
  options?: readonly string[];
  /** The fewest characters a text of several lines takes, and the message saying so (a fixed form's). */
  min?: { length: number; message: (words: RuleWords) => string };
};

const CHECKED = new Set(['on', 'true', 'yes', '1']);
const UNCHECKED = new Set(['', 'off', 'false', 'no', '0']);

/** A box ticked or not: a form sends `on` or nothing, JSON a boolean; anything else is refused. */
const checkbox = (words: RuleWords, required: boolean) =>
  z.pipe(
    z.transform((value: unknown): unknown => {
      if (value === undefined || value === null || value === false) return false;
      if (value === true) return true;
      if (typeof value === 'string' && CHECKED.has(value.trim().toLowerCase())) return true;
      if (typeof value === 'string' && UNCHECKED.has(value.trim().toLowerCase())) return false;
      return value;
    }),
    z.boolean(words.tick).check(z.refine((ticked) => ticked || !required, words.tick)),
  );

/** One of a select's values; an optional one may be left at its empty first option. */
const select = (words: RuleWords, values: readonly string[], required: boolean) => {
  const known = z.string(words.choose).check(
    z.trim(),
    z.refine((value) => values.includes(value), words.choose),
  );
  return required
    ? known
    : z.pipe(
        z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
        z.optional(known),
      );
};

/** The rule of one field, in the words of a language (a phone's with the check the caller has). */
export function kindRule(field: Omit<FieldDef, 'name'>, words: RuleWords, validPhone: PhoneCheck = () => true) {
  const required = field.required ?? false;
  switch (field.kind) {
    case 'name':
      return required ? line(words, words.name, KIND_LIMITS.name) : optionalLine(words, KIND_LIMITS.name);
    case 'company':
      return required ? line(words, words.required, KIND_LIMITS.company) : optionalLine(words, KIND_LIMITS.company);
    case 'text':
      return required ? line(words, words.required, KIND_LIMITS.text) : optionalLine(words, KIND_LIMITS.text);
    case 'email':
      return required
        ? email(words)
        : z.pipe(
            z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
            z.optional(email(words)),
          );
    case 'phone':
      return required ? phone(validPhone, words) : optionalPhone(validPhone, words);
    case 'textarea': {
      const min = field.min ? { length: field.min.length, message: field.min.message(words) } : undefined;
      const rule = text(words, min?.length ?? (required ? 1 : 0), KIND_LIMITS.textarea, min?.message ?? words.required);
      return required || field.min ? rule : z.optional(rule);
    }
    case 'select':
      return select(words, field.options ?? [], required);
    case 'checkbox':
      return checkbox(words, required);
  }
}

/** The rules of a list of fields, by name: what a form is checked with in the browser and on the server. */
export function kindShape(
  fields: readonly FieldDef[],
  words: RuleWords,
  validPhone: PhoneCheck,
): Record<string, z.ZodMiniType> {
  return Object.fromEntries(fields.map((field) => [field.name, kindRule(field, words, validPhone)]));
}

/** A form's fields as one rule: what a form of field kinds is checked with, less the site's own fields. */
export const fieldsSchema = (fields: readonly FieldDef[], words: RuleWords, validPhone: PhoneCheck) =>
  z.object(kindShape(fields, words, validPhone));
