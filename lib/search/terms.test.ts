import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { termProcessor } from './terms';

// How each language's words become search terms.
describe('search terms', () => {
  it.each(LOCALES)('match across diacritics in %s', async (locale) => {
    const process = await termProcessor(locale);
    expect(process('Wdrożenia')).toBe(process('wdrozenia'));
  });

  it('stem each language by its own rules', async () => {
    const pt = await termProcessor('pt');
    expect(pt('equipas')).toBe(pt('equipa'));
    const pl = await termProcessor('pl');
    expect(pl('wdrożenia')).toBe(pl('wdrożenie'));
  });
});
