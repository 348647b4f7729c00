import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale, LOCALES } from '@/lib/i18n/locales';
import { FIELD_KINDS, FIELD_NAME, OPTION_VALUE, RESERVED_FIELD_NAMES } from '@/lib/shared/field-kinds';
import { collectionSlugs, loadCollectionIn, loadTranslations, type TranslationState } from './collection';
import { text } from './fields';
import type { Problem } from './collection';

// Forms an editor makes (CONTRACT §21): `content/forms/{slug}.md` and its translations. A form is a list of
// field kinds with its words; every promise a lead gets (storage, notices, the privacy policy's row,
// retention, rights) follows from this entry, with no code per form.

export const FORM_RETENTION_DAYS = { min: 30, max: 1095 } as const;

const optionSchema = z.object({
  value: z.string().regex(OPTION_VALUE, 'must be lower-case letters, digits and dashes, at most 40'),
  label: text(80),
});

const fieldSchema = z.object({
  name: z
    .string()
    .regex(FIELD_NAME, 'must start with a lower-case letter, then letters, digits or _, at most 31')
    .refine((name) => !RESERVED_FIELD_NAMES.includes(name), {
      message: `is a name the site sends itself (${RESERVED_FIELD_NAMES.join(', ')})`,
    }),
  kind: z.enum(FIELD_KINDS, { message: `must be one of ${FIELD_KINDS.join(', ')}` }),
  required: z.boolean().default(false),
  label: text(120),
  hint: text(200).optional(),
  options: z.array(optionSchema).min(2, 'must list at least 2 choices').max(30, 'must list at most 30 choices').optional(),
});

/** The front matter of one file, exported for the tests of what it accepts. */
export const formSchema = z
  .object({
    title: text(80),
    fields: z.array(fieldSchema).min(1, 'must list at least one field').max(12, 'must list at most 12 fields'),
    submit: text(40),
    thanks: text(400),
    retentionDays: z
      .number()
      .int('must be a whole number of days')
      .min(FORM_RETENTION_DAYS.min, `must be at least ${FORM_RETENTION_DAYS.min} days`)
      .max(FORM_RETENTION_DAYS.max, `must be at most ${FORM_RETENTION_DAYS.max} days`),
    purpose: text(300),
  })
  .superRefine((form, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) issue(['fields', index, 'name'], `"${field.name}" is the name of another field`);
      seen.add(field.name);
      if (field.kind === 'select' && !field.options) issue(['fields', index, 'options'], 'a select lists its choices');
      if (field.kind !== 'select' && field.options)
        issue(['fields', index, 'options'], `only a select has choices, not a field of kind ${field.kind}`);
      const values = field.options?.map((option) => option.value) ?? [];
      if (new Set(values).size !== values.length) issue(['fields', index, 'options'], 'two choices have one value');
    });
    const emails = form.fields.filter((field) => field.kind === 'email');
    if (emails.length !== 1 || !emails[0]!.required)
      issue(
        ['fields'],
        'needs exactly one field of kind email, required: it is how a person asks for their data or its erasure',
      );
  });

type FormData = z.infer<typeof formSchema>;

export type FormEntry = FormData & {
  slug: string;
  /** The Markdown file it is read from, in its own language. */
  file: string;
  translation?: TranslationState;
};

/** A translation's words on its English form: names, kinds, choices and retention stay the English file's. */
function withWordsOf(source: FormData, translated: FormData): FormData {
  return {
    ...translated,
    retentionDays: source.retentionDays,
    fields: source.fields.map((field) => {
      const own = translated.fields.find((candidate) => candidate.name === field.name);
      return {
        ...field,
        label: own?.label ?? field.label,
        hint: own ? own.hint : field.hint,
        options: field.options?.map((option) => ({
          value: option.value,
          label: own?.options?.find((candidate) => candidate.value === option.value)?.label ?? option.label,
        })),
      };
    }),
  };
}

/**
 * Every form in `locale`: a translation's words on its English form, so that what a form asks and keeps
 * is the same in every language (content:check names a translation that differs, or is missing).
 */
export function getAllForms(locale: Locale): FormEntry[] {
  const sources = loadCollectionIn('forms', formSchema, DEFAULT_LOCALE);
  const entries = locale === DEFAULT_LOCALE ? sources : loadCollectionIn('forms', formSchema, locale);
  return entries.flatMap((entry) => {
    const source = sources.find((candidate) => candidate.slug === entry.slug);
    if (!source) return [];
    return [
      {
        ...withWordsOf(source.data, entry.data),
        slug: entry.slug,
        file: entry.file,
        translation: entry.translation,
      },
    ];
  });
}

export function getForm(locale: Locale, slug: string): FormEntry | undefined {
  return getAllForms(locale).find((form) => form.slug === slug);
}

/**
 * An entry's `form:` names a form that exists: otherwise the build fails naming both files (the entry's, and
 * the form's it looked for).
 */
export function assertForm(file: string, slug: string | undefined): void {
  if (slug === undefined) return;
  const known = collectionSlugs('forms');
  if (!known.includes(slug))
    throw new Error(
      `Invalid content\n${file}: form: content/forms/${slug}.md does not exist (forms: ${known.join(', ') || 'none'})`,
    );
}

/** What a translation must keep of its English form: everything but the words. */
function shapeOf(form: FormData) {
  return {
    retentionDays: form.retentionDays,
    fields: form.fields.map((field) => ({
      name: field.name,
      kind: field.kind,
      required: field.required,
      options: field.options?.map((option) => option.value),
    })),
  };
}

/**
 * Each form in every language, and each translation holding to its English form's names, kinds, required
 * fields, choices' values and retention: a translation may change words only.
 */
export function formTranslationProblems(): Problem[] {
  const problems: Problem[] = [];
  const sources = getAllForms(DEFAULT_LOCALE);
  // A translation that fails the schema is named by the translations' own check.
  const translations = loadTranslations('forms', formSchema, []);
  for (const source of sources) {
    const english = shapeOf(source);
    for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
      const language = LOCALE_FACTS[locale].name;
      const translation = translations.find((entry) => entry.slug === source.slug && entry.locale === locale);
      if (!translation) {
        // A file that is there but fails the schema is named by the translations' own check.
        if (fs.existsSync(path.join(process.cwd(), 'content', 'forms', `${source.slug}.${locale}.md`))) continue;
        problems.push({
          file: `content/forms/${source.slug}.${locale}.md`,
          field: '',
          message: `missing: a form is shown in every language; translate ${source.file} into ${language}`,
        });
        continue;
      }
      const own = shapeOf(translation.data);
      const differs = (field: string, message: string) => problems.push({ file: translation.file, field, message });
      if (own.retentionDays !== english.retentionDays)
        differs('retentionDays', `is ${own.retentionDays}, the English form's ${english.retentionDays}: only words are translated`);
      if (own.fields.length !== english.fields.length)
        differs('fields', `lists ${own.fields.length} fields, the English form ${english.fields.length}`);
      own.fields.forEach((field, index) => {
        const source = english.fields[index];
        if (!source) return;
        for (const key of ['name', 'kind', 'required'] as const)
          if (field[key] !== source[key])
            differs(
              `fields.${index}.${key}`,
              `is ${JSON.stringify(field[key])}, the English form's ${JSON.stringify(source[key])}: only words are translated`,
            );
        if (JSON.stringify(field.options ?? []) !== JSON.stringify(source.options ?? []))
          differs(
            `fields.${index}.options`,
            `has the values ${(field.options ?? []).join(', ') || 'none'}, the English form's ${(source.options ?? []).join(', ') || 'none'}: translate the labels only`,
          );
      });
    }
  }
  return problems;
}
