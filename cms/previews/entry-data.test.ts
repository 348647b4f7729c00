import { describe, expect, it } from 'vitest';
import { choice, date, number, readEntry, referenced, text, texts, type ImmutableLike } from './entry-data';

/** Sveltia hands Immutable maps; these tests hand the little of them the previews read. */
function immutable(value: Record<string, unknown>): ImmutableLike {
  return {
    toJS: () => value,
    get: (key) => {
      const inner = value[key];
      return typeof inner === 'object' && inner !== null ? immutable(inner as Record<string, unknown>) : inner;
    },
    getIn: (path) =>
      path.reduce<unknown>(
        (found, key) =>
          typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[key] : undefined,
        value,
      ),
  };
}

describe('the preview reads an entry being typed', () => {
  it("takes the pane's language from the entry's other languages, the frame's only to settle a tie", () => {
    const entry = immutable({
      slug: 'monolith-first',
      data: { title: 'Olá' },
      i18n: { en: { data: {} }, pl: { data: {} } },
    });
    expect(readEntry(entry)).toEqual({ data: { title: 'Olá' }, locale: 'pt', slug: 'monolith-first' });
    // The frame keeps the language it opened in: the entry's word wins.
    expect(readEntry(entry, 'en').locale).toBe('pt');
    const newEntry = immutable({ data: {}, i18n: { en: { data: {} } } });
    expect(readEntry(newEntry, 'pl').locale).toBe('pl');
    // `qaa`: reserved for local use by ISO 639, never a language the site could add.
    expect(readEntry(newEntry, 'qaa').locale).toBe('pt');
    expect(readEntry(immutable({})).locale).toBe('en');
  });

  it('never throws on half-typed fields', () => {
    expect(text(undefined)).toBe('');
    expect(text(2022)).toBe('2022');
    expect(text({ src: 'x' })).toBe('');
    expect(texts(['a', '', ' ', 3, null])).toEqual(['a', '3']);
    expect(texts('a')).toEqual([]);
    expect(number('68000')).toBe(68000);
    expect(number('68,0')).toBe(0);
    expect(date('2026-10-20').toISOString().slice(0, 10)).toBe('2026-10-20');
    expect(Number.isNaN(date('2026-1').getTime())).toBe(false);
    expect(choice('HYBRID', ['remote', 'hybrid'] as const)).toBe('remote');
    expect(choice('hybrid', ['remote', 'hybrid'] as const)).toBe('hybrid');
  });

  it("reads a referenced entry (a post's author) as the editor loaded it", () => {
    const meta = immutable({ author: { team: { 'daniel-reyes': { name: 'Daniel Reyes' } } } });
    expect(referenced(meta, 'author', 'team', 'daniel-reyes')).toEqual({ name: 'Daniel Reyes' });
    expect(referenced(meta, 'author', 'team', 'nobody')).toEqual({});
    expect(referenced(undefined, 'author', 'team', 'daniel-reyes')).toEqual({});
  });
});
