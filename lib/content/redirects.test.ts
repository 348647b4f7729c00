import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/lib/i18n/paths';
import { addressProblems, loadRedirects } from './redirects';

const PAGES = new Set(['/blog/new', '/pt/blog/new', '/about-us', '/pt/about-us']);
const isPage = (pathname: string) => PAGES.has(pathname);
const check = (redirects: { from: string; to: string }[], gone: string[] = [], published: string[] = []) =>
  addressProblems(redirects, gone, published, isPage, splitLocale).map((problem) => `${problem.field}: ${problem.message}`);

describe('addresses once published', () => {
  it('takes a redirect to a page, and refuses one to nowhere, a chain, a loop, or one that hides a page', () => {
    expect(check([{ from: '/blog/old', to: '/blog/new' }])).toEqual([]);
    expect(check([{ from: '/blog/old', to: '/blog/missing' }])).toEqual(['0: /blog/old → /blog/missing: /blog/missing is not a page']);
    expect(
      check([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/blog/new' },
      ]),
    ).toEqual(['0: /a → /b → … → /blog/new is a chain: point /a at /blog/new directly']);
    expect(
      check([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ]),
    ).toEqual([
      '0: /a → /b comes back to /a (a loop): point each at a page',
      '1: /b → /a comes back to /b (a loop): point each at a page',
    ]);
    expect(check([{ from: '/x', to: '/x' }])).toEqual(['0: /x redirects to itself (a loop)']);
    expect(check([{ from: '/about-us', to: '/blog/new' }])).toEqual([
      '0: /about-us is a page: a redirect would hide it; remove one',
    ]);
  });

  it('refuses a published URL that is no longer anything, in any language, and says what to do', () => {
    expect(check([], [], ['/about-us', '/pt/about-us'])).toEqual([]);
    expect(check([{ from: '/blog/old', to: '/blog/new' }], ['/careers/gone'], ['/pt/blog/old', '/pl/careers/gone'])).toEqual([]);
    const what =
      'was published and is no longer a page: lead /blog/old to its new address (in the editor: Old addresses, Redirects; content/redirects.yml), or, if it is gone for good, list it there under Gone for good (content/gone.txt, answered 410); either holds in every language';
    expect(check([], [], ['/pt/blog/old'])).toEqual([`/pt/blog/old: ${what}`]);
    // Once per address, whatever the languages it was published in.
    expect(check([], [], ['/blog/old', '/pl/blog/old', '/pt/blog/old'])).toEqual([
      `/blog/old, /pl/blog/old, /pt/blog/old: ${what}`,
    ]);
  });

  it('reads content/redirects.yml, naming the entry and field of a bad one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    fs.mkdirSync(path.join(root, 'content'));
    const write = (text: string) => fs.writeFileSync(path.join(root, 'content/redirects.yml'), text);
    write('- from: /blog/old/\n  to: /blog/new\n');
    expect(loadRedirects(root)).toEqual([{ from: '/blog/old', to: '/blog/new' }]);
    write('- from: /blog/old\n  to: https://elsewhere.example/\n');
    expect(() => loadRedirects(root)).toThrow('content/redirects.yml: 0.to: must be a site path starting with /');
    write('# none yet\n[]\n');
    expect(loadRedirects(root)).toEqual([]);
  });
});
