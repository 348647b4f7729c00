import { describe, expect, it } from 'vitest';
import { appRouteOf, localePath, localize, publicPathOf, splitLocale, unprefixedEnglish } from './paths';

describe('the address scheme', () => {
  it('keeps English addresses and prefixes the others', () => {
    expect(localePath('en', '/about-us')).toBe('/about-us');
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('pt', '/about-us')).toBe('/pt/about-us');
    expect(localePath('pl', '/')).toBe('/pl');
  });

  it('reads the language back from an address, and the address as it is in English', () => {
    expect(splitLocale('/pt/services/devops-cloud-solutions')).toEqual({
      locale: 'pt',
      path: '/services/devops-cloud-solutions',
    });
    expect(splitLocale('/pl')).toEqual({ locale: 'pl', path: '/' });
    expect(splitLocale('/about-us')).toEqual({ locale: 'en', path: '/about-us' });
    // /en is no prefix of its own (it answers 308), and a page named like a language's code is not one.
    expect(splitLocale('/en/about-us')).toEqual({ locale: 'en', path: '/en/about-us' });
    expect(splitLocale('/ptx/about-us')).toEqual({ locale: 'en', path: '/ptx/about-us' });
  });

  it("maps public addresses to Next's routes under app/[locale] and back", () => {
    for (const [address, route] of [
      ['/', '/en'],
      ['/about-us', '/en/about-us'],
      ['/pt', '/pt'],
      ['/pl/blog/monolith-first', '/pl/blog/monolith-first'],
    ] as const) {
      expect(appRouteOf(address), address).toBe(route);
      expect(publicPathOf(route), route).toBe(address);
    }
    expect(publicPathOf('/api/contact')).toBeUndefined();
  });

  it('answers /en and /en/… with the unprefixed address, and nothing else', () => {
    expect(unprefixedEnglish('/en')).toBe('/');
    expect(unprefixedEnglish('/en/faq')).toBe('/faq');
    expect(unprefixedEnglish('/entry')).toBeUndefined();
    expect(unprefixedEnglish('/pt/faq')).toBeUndefined();
  });

  it("localizes a body's English link, and leaves anchors, other sites and other languages alone", () => {
    expect(localize('pl', '/contact-us?service=devops#form')).toBe('/pl/contact-us?service=devops#form');
    expect(localize('pt', '/')).toBe('/pt');
    expect(localize('pt', '/pl/faq')).toBe('/pl/faq');
    expect(localize('pt', '#top')).toBe('#top');
    expect(localize('pt', '//evil.example/x')).toBe('//evil.example/x');
    expect(localize('pt', 'https://example.com/')).toBe('https://example.com/');
    expect(localize('en', '/faq')).toBe('/faq');
  });
});
