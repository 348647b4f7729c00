import { describe, expect, it } from 'vitest';
import { formatDate, pluralize } from '@/lib/i18n/format';
import { isoDate, safeDecode, titleFromPath } from './text';

describe('titleFromPath', () => {
  it.each([
    ['/how-we-work', 'How We Work'],
    ['/coming-soon', 'Coming Soon'],
    ['/services/it-staff-augmentation', 'It Staff Augmentation'],
    ['/faq/', 'Faq'],
    ['/', 'Home'],
    ['/caf%C3%A9-menu', 'Café Menu'],
  ])('%s -> %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});

describe('safeDecode', () => {
  it('decodes percent-encoding and keeps malformed input as it is', () => {
    expect(safeDecode('caf%C3%A9')).toBe('café');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('dates', () => {
  it('formats in UTC so the build machine time zone does not shift a date', () => {
    const date = new Date('2026-03-01T00:00:00Z');
    expect(formatDate(date, 'en')).toBe('1 March 2026');
    expect(formatDate(date, 'pt-PT')).toBe('1 de março de 2026');
    expect(formatDate(date, 'pl')).toBe('1 marca 2026');
    expect(isoDate(date)).toBe('2026-03-01');
  });

  it('picks the plural form the language needs', () => {
    const forms = { one: '{count} wynik', few: '{count} wyniki', many: '{count} wyników', other: '{count} wyniku' };
    expect([1, 2, 5, 22, 25].map((count) => pluralize('pl', count, forms))).toEqual([
      '1 wynik',
      '2 wyniki',
      '5 wyników',
      '22 wyniki',
      '25 wyników',
    ]);
    expect(pluralize('pt-PT', 1, { one: '{count} vaga', other: '{count} vagas' })).toBe('1 vaga');
  });
});
