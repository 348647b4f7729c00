import { describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATIONS } from './locales';
import { messagesFor } from './messages';

function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

const english = new Map(leaves(messagesFor('en')));

describe('message files', () => {
  it.each(LOCALES)('%s has a written, trimmed string for every key', (locale) => {
    for (const [key, text] of leaves(messagesFor(locale))) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).toBe(text);
      expect(text, key).not.toBe('');
    }
  });

  it.each(TRANSLATIONS)('%s is a translation, not a copy of the English', (locale) => {
    const same = leaves(messagesFor(locale)).filter(([key, text]) => english.get(key) === text);
    // Names and loanwords (DevOps, Menu, Austin) may stay; a copied catalog would not.
    expect(same.length / english.size).toBeLessThan(0.15);
  });

  it('writes the Portuguese of Portugal, not of Brazil', () => {
    const text = leaves(messagesFor('pt'))
      .map(([, value]) => value)
      .join(' ');
    for (const brazilian of [/\bequipe\b/i, /\bcontate\b/i, /\btela\b/i, /\bvocê\b/i])
      expect(text).not.toMatch(brazilian);
  });
});
