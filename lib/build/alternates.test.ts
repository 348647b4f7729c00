import { describe, expect, it } from 'vitest';
import { checkAlternates } from './alternates';
import type { BuiltPage } from '@/lib/output/manifest';

const ORIGIN = 'https://www.brightloom.example';
const page = (alternates: Record<string, string>, extra: Partial<BuiltPage> = {}) =>
  ({
    policy: '',
    etag: '',
    alternates: Object.fromEntries(Object.entries(alternates).map(([lang, path]) => [lang, `${ORIGIN}${path}`])),
    ...extra,
  }) as unknown as BuiltPage;
const all = { en: '/about-us', 'pt-PT': '/pt/about-us', pl: '/pl/about-us', 'x-default': '/about-us' };

describe("the build's check of language versions", () => {
  it('passes versions that list each other, x-default English', () => {
    expect(() =>
      checkAlternates({ '/about-us': page(all), '/pt/about-us': page(all), '/pl/about-us': page(all) }),
    ).not.toThrow();
  });

  it('refuses a page whose alternate does not list it back', () => {
    const withoutPolish = { en: '/about-us', 'pt-PT': '/pt/about-us', 'x-default': '/about-us' };
    expect(() =>
      checkAlternates({
        '/about-us': page(withoutPolish),
        '/pt/about-us': page(withoutPolish),
        '/pl/about-us': page(all),
      }),
    ).toThrow(/\/pl\/about-us: \/about-us does not list it back/);
  });

  it('refuses a version that was not built, and an x-default that is not English', () => {
    expect(() => checkAlternates({ '/about-us': page(all), '/pt/about-us': page(all) })).toThrow(
      /its pl version \/pl\/about-us was not built/,
    );
    const portugueseDefault = { ...all, 'x-default': '/pt/about-us' };
    expect(() =>
      checkAlternates({
        '/about-us': page(portugueseDefault),
        '/pt/about-us': page(portugueseDefault),
        '/pl/about-us': page(portugueseDefault),
      }),
    ).toThrow(/x-default is not the English version/);
  });

  it('leaves pages kept out of search (noindex) alone', () => {
    expect(() =>
      checkAlternates({ '/pt/link-invalid': page({ en: '/link-invalid' }, { noindex: true }) }),
    ).not.toThrow();
  });
});
