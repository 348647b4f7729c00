import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_PROBE_HEADER, devPageList } from './dev-pages';
import { resolveRoute } from './page-list';

function appFolder(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-pages-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'export default function Page() {}');
  }
  return root;
}

const app = appFolder([
  '(site)/page.tsx',
  '(site)/about-us/page.tsx',
  '(site)/blog/[slug]/page.tsx',
  '(site)/blog/rss.xml/route.ts',
  '(site)/career/[slug]/page.tsx',
  'api/contact/route.ts',
]);

/** Next in development, asked by the proxy: only /blog/known has a page. */
function nextServes(pages: string[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    expect(new Headers(init.headers).has(DEV_PROBE_HEADER)).toBe(true);
    asked.push(url.pathname);
    return Promise.resolve(new Response(null, { status: pages.includes(url.pathname) ? 200 : 404 }));
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('devPageList', () => {
  it('lists the app folder’s static pages and dynamic routes, route groups and handlers left out', async () => {
    nextServes([]);
    const list = await devPageList(new URL('http://dev/about-us'), app);
    expect(Object.keys(list.pages).sort()).toEqual(['/', '/about-us']);
    expect(list.routes.map(({ route }) => route).sort()).toEqual(['/blog/[slug]', '/career/[slug]']);
  });

  it('asks Next only whether the page behind a dynamic path exists, and the proxy decides from that', async () => {
    const asked = nextServes(['/en/blog/known']);
    const known = await devPageList(new URL('http://dev/blogs/known'), app);
    expect(resolveRoute('/blogs/known', known)).toMatchObject({ kind: 'rewrite', location: '/blog/known' });
    const unknown = await devPageList(new URL('http://dev/blog/unknown'), app);
    expect(resolveRoute('/blog/unknown', unknown)).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /blog/unknown',
    });
    await devPageList(new URL('http://dev/about-us'), app);
    // Next's route of an English page is under app/[locale].
    expect(asked).toEqual(['/en/blog/known', '/en/blog/unknown']);
  });
});
