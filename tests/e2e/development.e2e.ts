import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Instance, signal, startInstance } from './instance';
import { DEFAULT_PORT } from './servers';

// `npm run dev` is the site: everything the proxy decides comes out the same as in production,
// without a build (lib/serving/dev-pages.ts). Only the script policy is production's alone.

const DEV_PORT = DEFAULT_PORT + 9;
const production = `http://127.0.0.1:${DEFAULT_PORT}`;

/** Paths whose answer the proxy decides: 404 messages, the /blogs alias, guards, link pages, slashes. */
const PATHS = [
  '/',
  '/blog/monolith-first',
  '/blogs/monolith-first',
  '/blogs/no-such-post',
  '/blog/no-such-post',
  '/blog/tags/no-such-tag',
  '/no-such-page',
  '/about-us/no-such-page',
  '/career/qa-automation-engineer',
  '/career/no-such-job',
  '/unsubscribe?token=forged',
  '/blog/',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

let dev: Instance | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dev = await startInstance(DEV_PORT, { NODE_ENV: 'development' }, process.cwd(), 'dev');
});

test.afterAll(() => {
  if (dev) signal(dev, 'SIGTERM');
});

/** What a visitor gets: status, where a redirect goes, the heading (a 404's message), the canonical path. */
async function outcome(request: APIRequestContext, base: string, path: string) {
  const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
  const html = response.headers()['content-type']?.includes('text/html') ? await response.text() : '';
  const location = response.headers().location;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return {
    status: response.status(),
    location: location && new URL(location, base).pathname + new URL(location, base).search,
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    canonical: canonical && new URL(canonical).pathname,
  };
}

test('next dev answers every path the proxy decides as production does', async ({ request }) => {
  test.setTimeout(240_000);
  const statuses = new Set<number>();
  for (const path of PATHS) {
    const expected = await outcome(request, production, path);
    statuses.add(expected.status);
    expect(await outcome(request, dev!.base, path), path).toEqual(expected);
  }
  // The paths cover every kind of answer: page, permanent and guard redirects, bad link, 404.
  expect([...statuses].sort()).toEqual([200, 307, 308, 400, 404]);
});

test('the 404 page in development shows its message and hydrates', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${dev!.base}/blog/no-such-post`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /blog/no-such-post')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(`${dev!.base}/`);
  expect(errors).toEqual([]);
});
