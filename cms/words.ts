// The Words collection: every part of content/words/ a file of the editor's, each language's side by side, its
// fields made from the English file (a word is a box; a group of words a group; plural forms one box each).
import fs from 'node:fs';
import path from 'node:path';
import type { Collection, Field } from '@sveltia/cms';
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { DEFAULT_LANGUAGE_PARTS, WORD_PARTS, type WordPart } from '@/lib/i18n/words';

/** Each part by what it holds, in an editor's words. */
const PARTS: Record<WordPart, string> = {
  site: 'Site: navigation, buttons and the words of every page',
  forms: 'Forms: labels, hints, notices and consent wording',
  careers: 'Careers pages',
  proof: 'Case studies, technologies, pricing and trust',
  consent: 'Cookie banner and preferences',
  errors: 'Error pages',
  mail: 'E-mails to visitors',
  periods: 'Periods in the privacy policy',
  privacy: 'Privacy policy’s and trust page’s sentences',
  rules: 'What forms say of a wrong field',
  company: 'The company’s own e-mail (English)',
};

const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isPlural = (value: object) =>
  'other' in value && Object.keys(value).length > 1 && Object.keys(value).every((key) => PLURAL.includes(key));

/** The plural forms some language of the site needs, and which. */
const pluralForms = PLURAL.map((category) => ({
  category,
  languages: LOCALES.filter((locale) => {
    const rules = new Intl.PluralRules(LOCALE_FACTS[locale].tag);
    return (
      category === 'other' ||
      Array.from({ length: 1001 }, (_, count) => rules.select(count)).includes(category as Intl.LDMLPluralRule)
    );
  }),
})).filter((form) => form.languages.length > 0);

/** `bookCall` → "Book call". */
const labelOf = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];

function fieldOf(name: string, value: unknown, translated: boolean): Field {
  const i18n = translated ? true : ('duplicate' as const);
  if (typeof value === 'string') {
    const placeholders = placeholdersOf(value);
    return {
      name,
      label: labelOf(name),
      widget: value.length > 90 ? 'text' : 'string',
      i18n,
      required: true,
      ...(placeholders.length > 0 && {
        hint: `Keep ${placeholders.map((placeholder) => `{${placeholder}}`).join(' and ')}: the site fills ${placeholders.length > 1 ? 'them' : 'it'} in.`,
      }),
    } as Field;
  }
  if (Array.isArray(value)) {
    const [first] = value as unknown[];
    return first && typeof first === 'object'
      ? ({ name, label: labelOf(name), widget: 'list', i18n, fields: fieldsOf(first, translated) } as Field)
      : ({ name, label: labelOf(name), widget: 'list', i18n } as Field);
  }
  if (value && typeof value === 'object' && isPlural(value))
    return {
      name,
      label: labelOf(name),
      widget: 'object',
      i18n,
      hint: 'One form for each kind of number the language counts with: English uses one and other, Polish one, few, many and other.',
      fields: pluralForms.map(({ category, languages }) => ({
        name: category,
        label: `${labelOf(category)} (${languages.map((locale) => LOCALE_FACTS[locale].short).join(', ')})`,
        widget: 'string',
        i18n,
        required: category === 'other',
      })),
    } as Field;
  return {
    name,
    label: labelOf(name),
    widget: 'object',
    i18n,
    collapsed: true,
    fields: fieldsOf(value, translated),
  } as Field;
}

function fieldsOf(value: unknown, translated: boolean): Field[] {
  return Object.entries(value as Record<string, unknown>).map(([name, inner]) => fieldOf(name, inner, translated));
}

/** The collection, read from the English files as they are now. */
export function wordsCollection(root = process.cwd()): Collection {
  return {
    name: 'words',
    label: 'Words',
    label_singular: 'Words',
    description:
      'Every word the site’s pages, forms and e-mails show that is not an entry’s. A change reaches the site with the next publish; a word missing in a language, or a {placeholder} lost, is named by the content check.',
    i18n: true,
    files: WORD_PARTS.map((part) => {
      const english = JSON.parse(
        fs.readFileSync(path.join(root, 'content', 'words', DEFAULT_LOCALE, `${part}.json`), 'utf8'),
      ) as unknown;
      const translated = !DEFAULT_LANGUAGE_PARTS.includes(part);
      return {
        name: `words-${part}`,
        label: PARTS[part],
        file: translated ? `content/words/{{locale}}/${part}.json` : `content/words/${DEFAULT_LOCALE}/${part}.json`,
        format: 'json',
        // A folder per language, English's too (the entries' own files leave English's code out of their names).
        ...(translated ? { i18n: { omit_default_locale_from_file_path: false } } : {}),
        editor: { preview: true },
        fields: fieldsOf(english, translated),
      };
    }),
  };
}
