import { describe, expect, it } from 'vitest';
import { loadConsentWords } from './consent/load';
import { ERROR_WORDS } from './errors';
import { LOCALE_FACTS, LOCALES, type Locale } from './locales';
import { mailCatalog } from './mail';
import { messagesFor } from './messages';
import { PERIOD_WORDS } from './periods';
import { loadPhoneLabels } from './phone';
import { PRIVACY_WORDS } from './privacy';
import { RULE_WORDS } from './rules';
import { loadTermProcessor } from './search';

// Every part of a language's words (lib/i18n/{part}/{locale}.ts, behind one registry per part) holds to
// the English one: the same keys, the same {placeholders}, the same arguments, every plural form the
// language needs.
const PARTS: Record<string, (locale: Locale) => unknown> = {
  site: messagesFor,
  errors: (locale) => ERROR_WORDS[locale],
  rules: (locale) => RULE_WORDS[locale],
  mail: mailCatalog,
  periods: (locale) => PERIOD_WORDS[locale],
  privacy: (locale) => PRIVACY_WORDS[locale],
};

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPlural = (value: object) =>
  'other' in value && Object.keys(value).every((key) => PLURAL_KEYS.has(key)) && Object.keys(value).length > 1;

type Leaf = { path: string; kind: 'text' | 'function' | 'plural'; value: unknown };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'function') return [{ path, kind: 'function', value }];
  if (value && typeof value === 'object') {
    if (isPlural(value)) return [{ path, kind: 'plural', value }];
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  }
  return [{ path, kind: 'text', value }];
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The plural categories a language picks for whole numbers (Polish: one, few, many). */
function categoriesOf(locale: Locale): Set<string> {
  const rules = new Intl.PluralRules(LOCALE_FACTS[locale].tag);
  const seen = new Set<string>(['other']);
  for (let count = 0; count <= 1000; count += 1) seen.add(rules.select(count));
  return seen;
}

function checkPart(english: unknown, translated: unknown, locale: Locale) {
  const source = new Map(leaves(english).map((leaf) => [leaf.path, leaf]));
  const target = leaves(translated);
  expect(target.map((leaf) => leaf.path).sort()).toEqual([...source.keys()].sort());
  for (const leaf of target) {
    const original = source.get(leaf.path);
    if (leaf.kind === 'text') {
      expect(typeof leaf.value, leaf.path).toBe('string');
      expect(String(leaf.value).trim(), leaf.path).not.toBe('');
      if (original) expect(placeholders(leaf.value), leaf.path).toEqual(placeholders(original.value));
    }
    if (leaf.kind === 'function' && original)
      expect((leaf.value as () => unknown).length, leaf.path).toBe((original.value as () => unknown).length);
    if (leaf.kind === 'plural') {
      const forms = leaf.value as Record<string, string>;
      for (const category of categoriesOf(locale)) expect(forms[category], `${leaf.path}.${category}`).toBeDefined();
      const english = original?.kind === 'plural' ? placeholders((original.value as Record<string, string>).other) : [];
      // `other` names everything English does; a form such as `one` may leave out the count.
      expect(placeholders(forms.other), leaf.path).toEqual(english);
      for (const form of Object.values(forms))
        for (const name of placeholders(form)) expect(english, `${leaf.path}: {${name}}`).toContain(name);
    }
  }
}

describe.each(Object.keys(PARTS))('the %s words', (part) => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('in %s match the English ones', (locale) => {
    checkPart(PARTS[part]!('en'), PARTS[part]!(locale), locale);
  });
});

describe('the parts loaded as chunks of their own', () => {
  it.each(LOCALES)('%s has consent words, phone labels and a search stemmer', async (locale) => {
    checkPart(await loadConsentWords.en(), await loadConsentWords[locale](), locale);
    const labels = (await loadPhoneLabels[locale]()).default;
    expect(labels.PL, locale).toBeTruthy();
    const process = await loadTermProcessor[locale]();
    expect(process('Wdrożenia')).toBe(process('wdrozenia'));
  });

  it('stems each language by its own rules', async () => {
    const pt = await loadTermProcessor.pt();
    expect(pt('equipas')).toBe(pt('equipa'));
    const pl = await loadTermProcessor.pl();
    expect(pl('wdrożenia')).toBe(pl('wdrożenie'));
  });
});

describe('the checks above', () => {
  it('refuse a dropped placeholder and a missing Polish plural form', () => {
    expect(() => checkPart({ a: 'Hello {name}' }, { a: 'Cześć' }, 'pl')).toThrow();
    expect(() =>
      checkPart(
        { a: { one: '{count} day', other: '{count} days' } },
        { a: { one: '{count} dzień', other: '{count} dni' } },
        'pl',
      ),
    ).toThrow();
    expect(() =>
      checkPart(
        { a: { one: '{count} day', other: '{count} days' } },
        { a: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' } },
        'pl',
      ),
    ).not.toThrow();
  });
});
