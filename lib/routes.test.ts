import { describe, expect, it } from 'vitest';
import { notFoundMessage, resolveRoute, STATIC_PAGES } from './routes';

const now = new Date('2026-11-21T12:00:00Z');

describe('resolveRoute', () => {
  it('serves every static page and every content page', () => {
    for (const path of [...STATIC_PAGES, '/devops', '/blog/monolith-first', '/blog/page/2', '/services/devops-cloud-solutions', '/checklist/cloud-cost-review', '/career/senior-backend-engineer-go']) {
      expect(resolveRoute(path, now), path).toEqual({ kind: 'allow', page: true });
    }
  });

  it('serves /blogs/{slug} with the /blog page', () => {
    expect(resolveRoute('/blogs/monolith-first', now)).toEqual({ kind: 'rewrite', location: '/blog/monolith-first', page: true });
  });

  it('ignores a trailing slash', () => {
    expect(resolveRoute('/faq/', now)).toEqual({ kind: 'allow', page: true });
  });

  it('lets files and framework resources through', () => {
    for (const path of ['/_next/static/chunks/a.js', '/images/team/ana-ribeiro.svg', '/icon.svg', '/robots.txt', '/sitemap.xml', '/api/contact']) {
      expect(resolveRoute(path, now), path).toEqual({ kind: 'allow' });
    }
  });

  it('tells an unknown slug of a collection from an unmatched path', () => {
    expect(resolveRoute('/blog/nope', now)).toEqual({ kind: 'not-found', message: 'Page Not Found: /blog/nope' });
    expect(resolveRoute('/blogs/nope', now)).toEqual({ kind: 'not-found', message: 'Page Not Found: /blogs/nope' });
    expect(resolveRoute('/services/nope', now)).toEqual({ kind: 'not-found', message: 'Page Not Found: /services/nope' });
    expect(resolveRoute('/career/nope', now)).toEqual({ kind: 'not-found', message: 'Page Not Found: /career/nope' });
    expect(resolveRoute('/checklist/nope', now)).toEqual({ kind: 'not-found', message: 'Page Not Found: /checklist/nope' });
    expect(resolveRoute('/nope', now)).toEqual({ kind: 'not-found', message: 'Page not found: /nope' });
    expect(resolveRoute('/blog/a/b', now)).toEqual({ kind: 'not-found', message: 'Page not found: /blog/a/b' });
    expect(resolveRoute('/error-404', now)).toEqual({ kind: 'not-found', message: 'Page not found: /error-404' });
  });

  it('only knows the pagination pages that exist', () => {
    expect(resolveRoute('/blog/page/1', now).kind).toBe('not-found');
    expect(resolveRoute('/blog/page/02', now).kind).toBe('not-found');
    expect(resolveRoute('/blog/page/99', now).kind).toBe('not-found');
  });

  it('runs the career guard on job pages', () => {
    expect(resolveRoute('/career/qa-automation-engineer', now)).toEqual({ kind: 'redirect', location: '/career?closed=qa-automation-engineer' });
  });
});

describe('notFoundMessage', () => {
  it('shows the path decoded, as a visitor typed it', () => {
    expect(notFoundMessage('/caf%C3%A9')).toBe('Page not found: /café');
  });
});
