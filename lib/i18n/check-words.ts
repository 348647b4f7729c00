// What `content:check` says of the site's words (CONTRACT §22): each language's file of each part holds to the
// English one, named by file and key: no key missing or extra, every value text, the same {placeholders}, and
// every plural form the language needs (Intl.PluralRules).
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale, LOCALES } from './locales';
import { DEFAULT_LANGUAGE_PARTS, WORD_PARTS } from './words';

type Problem = { file: string; field: string; message: string };

/** The plural categories, in CLDR's order. */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEYS = new Set(CATEGORIES);

/** A message per plural category: `{"one": "…", "other": "…"}`. */
const isPlural = (value: object) =>
  'other' in value && Object.keys(value).length > 1 && Object.keys(value).every((key) => PLURAL_KEYS.has(key));

type Leaf = { key: string; value: unknown; plural: boolean };

function leaves(value: unknown, key = ''): Leaf[] {
  if (value && typeof value === 'object') {
    if (!Array.isArray(value) && isPlural(value)) return [{ key, value, plural: true }];
    return Object.entries(value).flatMap(([inner, item]) => leaves(item, key ? `${key}.${inner}` : inner));
  }
  return [{ key, value, plural: false }];
}

const placeholders = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/** The plural categories a language picks for whole numbers (Polish: one, few, many and other). */
function categoriesOf(locale: Locale): string[] {
  const rules = new Intl.PluralRules(LOCALE_FACTS[locale].tag);
  const seen = new Set<string>(['other']);
  for (let count = 0; count <= 1000; count += 1) seen.add(rules.select(count));
  return CATEGORIES.filter((category) => seen.has(category));
}

/** The file of one part in one language, relative to the project. */
const wordsFile = (locale: string, part: string) => `content/words/${locale}/${part}.json`;

function read(root: string, file: string): { value?: unknown; problem?: string } {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return { problem: 'missing' };
  try {
    return { value: JSON.parse(fs.readFileSync(full, 'utf8')) as unknown };
  } catch (error) {
    return { problem: `is not JSON: ${(error as Error).message}` };
  }
}

/** The problems of one language's file of a part against the English one. */
export function compareWords(english: unknown, translated: unknown, locale: Locale, file: string): Problem[] {
  const problems: Problem[] = [];
  const problem = (field: string, message: string) => problems.push({ file, field, message });
  const source = new Map(leaves(english).map((leaf) => [leaf.key, leaf]));
  const own = leaves(translated);
  const keys = new Set(own.map((leaf) => leaf.key));
  for (const key of source.keys()) if (!keys.has(key)) problem(key, 'missing: English has it; translate it');
  for (const leaf of own) {
    const original = source.get(leaf.key);
    if (!original) {
      problem(leaf.key, 'is not in English: remove it, or add it to the English file first');
      continue;
    }
    if (leaf.plural !== original.plural) {
      problem(leaf.key, original.plural ? 'must be plural forms, as in English' : 'must be one text, as in English');
      continue;
    }
    const forms = leaf.plural ? Object.entries(leaf.value as Record<string, unknown>) : [['', leaf.value] as const];
    for (const [form, text] of forms) {
      const field = form ? `${leaf.key}.${form}` : leaf.key;
      if (typeof text !== 'string') problem(field, 'must be text');
      else if (text.trim() === '') problem(field, 'is empty');
    }
    if (leaf.plural) {
      const given = leaf.value as Record<string, unknown>;
      for (const category of categoriesOf(locale))
        if (given[category] === undefined)
          problem(`${leaf.key}.${category}`, `missing: ${LOCALE_FACTS[locale].name} needs its "${category}" form`);
      // `other` names what English names; a form such as `one` may leave the count out, never add a name.
      const english = placeholders((original.value as Record<string, unknown>).other);
      const found = placeholders(given.other);
      if (found.join() !== english.join()) problem(`${leaf.key}.other`, placeholderMessage(found, english));
      for (const [form, text] of Object.entries(given))
        for (const name of placeholders(text))
          if (!english.includes(name)) problem(`${leaf.key}.${form}`, `has {${name}}, which English does not`);
    } else {
      const english = placeholders(original.value);
      const found = placeholders(leaf.value);
      if (found.join() !== english.join()) problem(leaf.key, placeholderMessage(found, english));
    }
  }
  return problems;
}

const list = (names: string[]) => (names.length > 0 ? names.map((name) => `{${name}}`).join(', ') : 'none');
const placeholderMessage = (found: string[], english: string[]) =>
  `has the placeholders ${list(found)}, English ${list(english)}: keep English's, the site fills them in`;

/**
 * Every part of every language's words: English's values all text, each other language's file there and held to
 * English's. Read from the language list itself, so a language added to it is named here before the build fails.
 */
/** A language's name, or its code while lib/i18n/locales.ts does not know it yet. */
const languageName = (locale: Locale): string =>
  (LOCALE_FACTS[locale] as (typeof LOCALE_FACTS)[Locale] | undefined)?.name ?? locale;

export function wordProblems(root = process.cwd(), locales: readonly Locale[] = LOCALES): Problem[] {
  const problems: Problem[] = [];
  for (const part of WORD_PARTS) {
    const englishFile = wordsFile(DEFAULT_LOCALE, part);
    const english = read(root, englishFile);
    if (english.problem) {
      problems.push({ file: englishFile, field: '', message: english.problem });
      continue;
    }
    for (const leaf of leaves(english.value))
      if (!leaf.plural && (typeof leaf.value !== 'string' || leaf.value.trim() === ''))
        problems.push({ file: englishFile, field: leaf.key, message: 'must be text' });
    if (DEFAULT_LANGUAGE_PARTS.includes(part)) continue;
    for (const locale of locales.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
      const file = wordsFile(locale, part);
      const translated = read(root, file);
      if (translated.problem === 'missing')
        problems.push({
          file,
          field: '',
          message: `missing: the ${languageName(locale)} words of ${englishFile}; copy it and translate it`,
        });
      else if (translated.problem) problems.push({ file, field: '', message: translated.problem });
      else problems.push(...compareWords(english.value, translated.value, locale, file));
    }
  }
  // A file no part reads is a word nobody will see.
  for (const locale of locales) {
    const dir = path.join(root, 'content', 'words', locale);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      if (
        !(WORD_PARTS as readonly string[]).includes(name.replace(/\.json$/, '')) ||
        (locale !== DEFAULT_LOCALE &&
          (DEFAULT_LANGUAGE_PARTS as readonly string[]).includes(name.replace(/\.json$/, '')))
      )
        problems.push({
          file: `content/words/${locale}/${name}`,
          field: '',
          message: `is not a part of the site's words (${WORD_PARTS.join(', ')})`,
        });
  }
  return problems;
}
