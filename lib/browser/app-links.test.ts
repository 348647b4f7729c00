import { describe, expect, it } from 'vitest';
import { APP_LINK_ATTRIBUTE, appLinkOf, routerTarget, sameOriginPath } from './app-links';

const origin = 'https://brightloom.dev';
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, origin).href,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
}

describe('routerTarget', () => {
  it('hands a plain left click on a page of the site to the router, with query and hash', () => {
    expect(routerTarget(click, anchor('/blog?page=2#top'), origin)).toBe('/blog?page=2#top');
    expect(routerTarget(click, anchor('/contact-us', { target: '_self' }), origin)).toBe('/contact-us');
  });

  it('leaves new tabs, windows and downloads to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(routerTarget({ ...click, [key]: true }, anchor('/blog'), origin)).toBeNull();
    }
    expect(routerTarget({ ...click, button: 1 }, anchor('/blog'), origin)).toBeNull();
    expect(routerTarget(click, anchor('/blog', { target: '_blank' }), origin)).toBeNull();
    expect(routerTarget(click, anchor('/checklist.pdf', { download: '' }), origin)).toBeNull();
  });

  it('leaves a click another handler claimed, and other origins, alone', () => {
    expect(routerTarget({ ...click, defaultPrevented: true }, anchor('/blog'), origin)).toBeNull();
    expect(routerTarget(click, anchor('https://github.com/brightloom'), origin)).toBeNull();
    expect(routerTarget(click, anchor('http://brightloom.dev/blog'), origin)).toBeNull();
  });
});

describe('sameOriginPath', () => {
  it('refuses what is not an http(s) address of this origin', () => {
    expect(sameOriginPath('mailto:hello@brightloom.dev', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/blog', origin)).toBeNull();
    expect(sameOriginPath('http://[bad', origin)).toBeNull();
    expect(sameOriginPath('/our-services/', origin)).toBe('/our-services/');
  });
});

describe('appLinkOf', () => {
  it('finds the marked anchor around the clicked element, and nothing on targets without elements', () => {
    const link = { tagName: 'A' };
    const span = { closest: (selector: string) => (selector === `a[${APP_LINK_ATTRIBUTE}]` ? link : null) };
    expect(appLinkOf(span as unknown as EventTarget)).toBe(link);
    expect(appLinkOf({} as EventTarget)).toBeNull();
    expect(appLinkOf(null)).toBeNull();
  });
});
