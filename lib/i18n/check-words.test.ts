import { describe, expect, it } from 'vitest';
import { loadPhoneLabels } from './phone';
import { loadConsentWords, loadErrorWords } from './chunks';
import { LOCALES } from './locales';
import { compareWords, wordProblems } from './check-words';
import { wordsOf } from './words';

// The site's words (content/words/{locale}/{part}.json): every language held to English, as content:check names
// it, and the parts the browser loads by themselves the same words the server reads.

const check = (english: unknown, translated: unknown, locale: 'pt' | 'pl' = 'pl') =>
  compareWords(english, translated, locale, 'content/words/pl/site.json').map(
    (problem) => `${problem.field}: ${problem.message}`,
  );

describe('the words of every language', () => {
  it('hold to the English ones: the same keys, placeholders and every plural form each language needs', () => {
    expect(wordProblems()).toEqual([]);
  });

  it('name by key a word missing or added, a placeholder lost or added, a plural form missing and a value not text', () => {
    expect(check({ a: 'Hello {name}', b: 'Yes' }, { a: 'Cześć', c: 'Tak' })).toEqual([
      'b: missing: English has it; translate it',
      "a: has the placeholders none, English {name}: keep English's, the site fills them in",
      'c: is not in English: remove it, or add it to the English file first',
    ]);
    expect(check({ a: 'x' }, { a: 4 })).toEqual(['a: must be text']);
    expect(check({ a: 'x' }, { a: ' ' })).toEqual(['a: is empty']);
    expect(check({ a: { b: 'x {n}' } }, { a: { b: 'y {n} {m}' } })).toEqual([
      "a.b: has the placeholders {m}, {n}, English {n}: keep English's, the site fills them in",
    ]);
  });

  it('ask of each language the plural forms its numbers take', () => {
    const english = { days: { one: '{count} day', other: '{count} days' } };
    expect(check(english, { days: { one: '{count} dzień', other: '{count} dni' } })).toEqual([
      'days.few: missing: Polski needs its "few" form',
      'days.many: missing: Polski needs its "many" form',
    ]);
    expect(
      check(english, {
        days: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' },
      }),
    ).toEqual([]);
    expect(check(english, { days: { one: '{count} dia', other: '{count} dias' } }, 'pt')).toEqual([]);
    // `one` may leave the count out; no form may name what English does not.
    expect(check(english, { days: { one: 'um dia', other: '{count} dias {x}' } }, 'pt')).toEqual([
      "days.other: has the placeholders {count}, {x}, English {count}: keep English's, the site fills them in",
      'days.other: has {x}, which English does not',
    ]);
    expect(check(english, { days: 'dni' })).toEqual(['days: must be plural forms, as in English']);
  });
});

describe('the parts the browser loads by themselves', () => {
  it.each(LOCALES)('are the words the server reads, in %s', async (locale) => {
    expect(await loadConsentWords[locale]()).toEqual(wordsOf(locale, 'consent'));
    expect(await loadErrorWords[locale]()).toEqual(wordsOf(locale, 'errors'));
    expect((await loadPhoneLabels(locale)).default.PL).toBeTruthy();
  });
});
