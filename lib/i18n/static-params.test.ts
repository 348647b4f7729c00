import { describe, expect, it } from 'vitest';
import { paramsInLanguage } from './static-params';

describe('paramsInLanguage', () => {
  const posts = { en: ['a', 'b'], pt: ['a'], pl: [] as string[] };
  const of = (locale: string) => (posts[locale as keyof typeof posts] ?? []).map((slug) => ({ slug }));

  it("gives a language's own pages", () => {
    expect(paramsInLanguage({ locale: 'pt' }, of)).toEqual([{ slug: 'a' }]);
  });

  it('never gives none while another language has pages: Next would then prerender none of any language', () => {
    expect(paramsInLanguage({ locale: 'pl' }, of)).toEqual([{ slug: 'a', locale: 'en' }]);
    expect(paramsInLanguage({ locale: 'pl' }, () => [])).toEqual([]);
  });
});
