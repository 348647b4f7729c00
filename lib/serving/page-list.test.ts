import { describe, expect, it } from 'vitest';
import type { BuiltPage } from './build-output';
import {
  indexablePages,
  notFoundMessage,
  openPages,
  type PageList,
  perRequestPatterns,
  resolveRoute,
  staticPages,
} from './page-list';

const now = new Date('2026-11-21T12:00:00Z');
const ORIGIN = 'http://localhost:3000';

const page = (extra: Partial<BuiltPage> = {}): BuiltPage => ({
  policy: "script-src 'strict-dynamic'",
  etag: '"x"',
  noindex: false,
  ...extra,
});
/** A build's page list in miniature, in the shape lib/build/seal-build.ts writes it. */
const list: PageList = {
  pages: {
    '/': page({ canonical: ORIGIN }),
    '/faq': page({ canonical: `${ORIGIN}/faq` }),
    '/blog': page({ canonical: `${ORIGIN}/blog` }),
    '/blogs': page({ canonical: `${ORIGIN}/blog` }),
    '/coming-soon': page({ noindex: true }),
    '/devops': page({ canonical: `${ORIGIN}/services/devops-cloud-solutions` }),
    '/ui-ux-design': page({ canonical: `${ORIGIN}/ui-ux-design` }),
    '/blog/monolith-first': page({ canonical: `${ORIGIN}/blog/monolith-first` }),
    '/blog/page/2': page({ canonical: `${ORIGIN}/blog/page/2` }),
    '/services/devops-cloud-solutions': page({ canonical: `${ORIGIN}/services/devops-cloud-solutions` }),
    '/checklist/cloud-cost-review': page(),
    '/career/senior-backend-engineer-go': page(),
    '/career/qa-automation-engineer': page(),
    '/a-new-page': page(),
    '/newsletter/confirm': page({ noindex: true }),
    '/unsubscribe': page({ noindex: true }),
    '/unsubscribe/done': page({ noindex: true }),
    '/error-404': page({ noindex: true }),
    '/_not-found': page({ noindex: true }),
    '/pt': page({ canonical: `${ORIGIN}/pt` }),
    '/pt/faq': page({ canonical: `${ORIGIN}/pt/faq` }),
    '/pt/blog/monolith-first': page({ canonical: `${ORIGIN}/pt/blog/monolith-first` }),
    '/pt/error-404': page({ noindex: true }),
    '/pl': page({ canonical: `${ORIGIN}/pl` }),
    '/pl/faq': page({ canonical: `${ORIGIN}/pl/faq` }),
    '/pl/unsubscribe': page({ noindex: true }),
    '/pl/career/senior-backend-engineer-go': page(),
    '/pl/career/qa-automation-engineer': page(),
  },
  routes: [
    { route: '/[landing]', pattern: '^/([^/]+?)(?:/)?$', base: '/[landing]' },
    { route: '/blog/[slug]', pattern: '^/blog/([^/]+?)(?:/)?$', base: '/blog/[slug]' },
    { route: '/blog/page/[page]', pattern: '^/blog/page/([^/]+?)(?:/)?$', base: '/blog/page/[page]' },
    { route: '/services/[slug]', pattern: '^/services/([^/]+?)(?:/)?$', base: '/services/[slug]' },
    { route: '/career/[slug]', pattern: '^/career/([^/]+?)(?:/)?$', base: '/career/[slug]' },
    { route: '/checklist/[slug]', pattern: '^/checklist/([^/]+?)(?:/)?$', base: '/checklist/[slug]' },
    { route: '/pt/blog/[slug]', pattern: '^/pt/blog/([^/]+?)(?:/)?$', base: '/blog/[slug]' },
    { route: '/pl/career/[slug]', pattern: '^/pl/career/([^/]+?)(?:/)?$', base: '/career/[slug]' },
  ],
};

describe('resolveRoute', () => {
  it('serves every page the build produced, including one no list names', () => {
    for (const path of [
      '/',
      '/faq',
      '/devops',
      '/blog/monolith-first',
      '/blog/page/2',
      '/services/devops-cloud-solutions',
      '/checklist/cloud-cost-review',
      '/career/senior-backend-engineer-go',
      '/a-new-page',
    ]) {
      expect(resolveRoute(path, list, now), path).toMatchObject({ kind: 'allow', page: { route: path } });
    }
  });

  it('serves /blogs/{slug} with the /blog page', () => {
    expect(resolveRoute('/blogs/monolith-first', list, now)).toMatchObject({
      kind: 'rewrite',
      location: '/blog/monolith-first',
      page: { route: '/blog/monolith-first' },
    });
  });

  it('ignores a trailing slash', () => {
    // The resolver strips it once and names the page it found, with what the build knows of it.
    expect(resolveRoute('/faq/', list, now)).toMatchObject({ kind: 'allow', page: { route: '/faq', noindex: false } });
  });

  it('lets files and framework resources through', () => {
    for (const path of [
      '/_next/static/chunks/a.js',
      '/images/team/ana-ribeiro.svg',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/api/contact',
    ]) {
      expect(resolveRoute(path, list, now), path).toEqual({ kind: 'allow' });
    }
  });

  it('tells an unknown slug of a collection from an unmatched path', () => {
    // A collection's unknown slug says so, in its own words.
    for (const path of ['/blog/nope', '/blogs/nope', '/services/nope', '/career/nope', '/checklist/nope'])
      expect(resolveRoute(path, list, now), path).toEqual({ kind: 'not-found', message: `Page Not Found: ${path}` });
    expect(resolveRoute('/nope', list, now)).toEqual({ kind: 'not-found', message: 'Page not found: /nope' });
    expect(resolveRoute('/blog/a/b', list, now)).toEqual({ kind: 'not-found', message: 'Page not found: /blog/a/b' });
    expect(resolveRoute('/error-404', list, now)).toEqual({ kind: 'not-found', message: 'Page not found: /error-404' });
    expect(resolveRoute('/_not-found', list, now).kind).toBe('not-found');
  });

  it('only knows the pagination pages that exist', () => {
    expect(resolveRoute('/blog/page/1', list, now).kind).toBe('not-found');
    expect(resolveRoute('/blog/page/02', list, now).kind).toBe('not-found');
    expect(resolveRoute('/blog/page/99', list, now).kind).toBe('not-found');
  });

  it('runs the career guard on job pages', () => {
    expect(resolveRoute('/career/qa-automation-engineer', list, now)).toEqual({
      kind: 'redirect',
      location: '/career?closed=qa-automation-engineer',
    });
  });
});

describe('resolveRoute for addresses that moved or went', () => {
  const rules = { redirects: new Map([['/blog/old-name', '/blog/monolith-first']]), gone: new Set(['/blog/retired']) };
  it('answers a renamed entry with a 308 to its new address, in every language', () => {
    expect(resolveRoute('/blog/old-name', list, now, rules)).toEqual({
      kind: 'redirect',
      location: '/blog/monolith-first',
      permanent: true,
    });
    expect(resolveRoute('/pt/blog/old-name', list, now, rules)).toMatchObject({ location: '/pt/blog/monolith-first' });
    expect(resolveRoute('/pl/blog/old-name/', list, now, rules)).toMatchObject({ location: '/pl/blog/monolith-first' });
  });

  it('answers an address gone for good with a 410 in its language, and anything else as before', () => {
    expect(resolveRoute('/pt/blog/retired', list, now, rules)).toEqual({
      kind: 'gone',
      message: 'Esta página foi removida definitivamente: /pt/blog/retired',
    });
    expect(resolveRoute('/blog/never-was', list, now, rules).kind).toBe('not-found');
    // A page is served, whatever the rules say of its path.
    expect(resolveRoute('/blog/monolith-first', list, now, rules).kind).toBe('allow');
  });
});

describe('resolveRoute in Portuguese and Polish', () => {
  it('serves each language under its prefix, and answers /en with a 308 to the unprefixed address', () => {
    for (const path of ['/pt', '/pt/faq', '/pt/blog/monolith-first', '/pl', '/pl/faq'])
      expect(resolveRoute(path, list, now), path).toMatchObject({ kind: 'allow', page: { route: path } });
    expect(resolveRoute('/en', list, now)).toEqual({ kind: 'redirect', location: '/', permanent: true });
    expect(resolveRoute('/en/faq', list, now)).toEqual({ kind: 'redirect', location: '/faq', permanent: true });
  });

  it('says a 404 in the language of the address, for an unknown path and an unknown slug', () => {
    for (const [path, message] of [
      ['/pt/nada', 'Página não encontrada: /pt/nada'],
      ['/pt/blog/nada', 'Página não encontrada: /pt/blog/nada'],
      ['/pl/nic', 'Nie znaleziono strony: /pl/nic'],
    ] as const)
      expect(resolveRoute(path, list, now), path).toEqual({ kind: 'not-found', message });
    // A version that does not exist is a 404 too, never the English page.
    expect(resolveRoute('/pl/blog/monolith-first', list, now)).toMatchObject({ kind: 'not-found' });
    expect(resolveRoute('/pt/error-404', list, now)).toMatchObject({ kind: 'not-found' });
  });

  it('runs the career guard in every language, and sends a Polish link page to its endpoint', () => {
    expect(resolveRoute('/pl/career/qa-automation-engineer', list, now)).toEqual({
      kind: 'redirect',
      location: '/pl/career?closed=qa-automation-engineer',
    });
    expect(resolveRoute('/pl/unsubscribe', list, now)).toMatchObject({ kind: 'link', endpoint: '/api/unsubscribe' });
  });
});

describe('notFoundMessage', () => {
  it('shows the path decoded, as a visitor typed it', () => {
    expect(notFoundMessage('/caf%C3%A9', list)).toBe('Page not found: /café');
  });
});

describe('the lists read from a build', () => {
  it('opens every public page and its alias, but no error page and no closed job', () => {
    const open = openPages(list, now);
    expect(open).toContain('/a-new-page');
    expect(open).toContain('/blogs/monolith-first');
    expect(open).not.toContain('/blogs/page');
    expect(open).not.toContain('/error-404');
    expect(open).not.toContain('/_not-found');
    expect(open).not.toContain('/career/qa-automation-engineer');
  });

  it('indexes each page once: not aliases, noindex pages, other canonicals or redirects', () => {
    const indexable = indexablePages(list, ORIGIN, now);
    expect(indexable).toEqual([
      '/',
      '/a-new-page',
      '/blog',
      '/blog/monolith-first',
      '/blog/page/2',
      '/career/senior-backend-engineer-go',
      '/checklist/cloud-cost-review',
      '/faq',
      '/pl',
      '/pl/career/senior-backend-engineer-go',
      '/pl/faq',
      '/pt',
      '/pt/blog/monolith-first',
      '/pt/faq',
      '/services/devops-cloud-solutions',
      '/ui-ux-design',
    ]);
    expect(new Set(indexable).size).toBe(indexable.length);
  });
});

describe('what a front may serve as files', () => {
  it('is every page the proxy serves as it is: not the error page, a guarded route or a link page', () => {
    const files = staticPages(list);
    expect(files).toContain('/faq');
    expect(files).toContain('/blog/monolith-first');
    expect(files).toContain('/unsubscribe/done');
    for (const route of ['/error-404', '/newsletter/confirm', '/unsubscribe', '/career/senior-backend-engineer-go'])
      expect(files, route).not.toContain(route);
  });

  it('leaves to the site, per request, the guarded routes and the link pages', () => {
    const patterns = perRequestPatterns(list).map((pattern) => new RegExp(pattern));
    const perRequest = (path: string) => patterns.some((pattern) => pattern.test(path));
    for (const path of [
      '/career/senior-backend-engineer-go',
      '/career/anything',
      '/newsletter/confirm',
      '/unsubscribe',
    ])
      expect(perRequest(path), path).toBe(true);
    for (const path of ['/career', '/unsubscribe/done', '/newsletter/confirmed', '/blog/monolith-first'])
      expect(perRequest(path), path).toBe(false);
  });
});
