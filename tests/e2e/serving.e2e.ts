import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { CHUNKS_ID } from '@/lib/build/paint-first';
import { STARTUP_JS_BUDGET } from '@/lib/build/startup-js';
import { readPageManifest } from '@/lib/serving/build-output';
import { TEMPLATES } from './site-map';
import { hydrated, markDocument } from './page-ready';

// How a prerendered page travels (lib/serving/page-files.ts): the sealed file from the proxy, conditional
// requests answered with 304, compressed as the client accepts, and router data still Next's.
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

test('a page arrives compressed, with its policy, caching headers and an ETag', async ({ request }) => {
  const response = await request.get('/our-services', { headers: GZIP });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['vary']).toMatch(/rsc/i);
  expect(headers['vary']).toMatch(/accept-encoding/i);
  expect(headers['etag']).toMatch(/^"[\w-]{20,}"$/);
  expect(headers['content-security-policy']).toMatch(/script-src 'strict-dynamic' 'sha256-/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(await response.text()).toContain('<h1');
});

test('a browser whose copy is current gets 304 and no body; a changed copy gets the page', async ({ request }) => {
  const first = await request.get('/blog/monolith-first', { headers: GZIP });
  const etag = first.headers()['etag']!;
  const current = await request.get('/blog/monolith-first', { headers: { ...GZIP, 'if-none-match': etag } });
  expect(current.status()).toBe(304);
  expect(current.headers()['etag']).toBe(etag);
  expect(current.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect((await current.body()).length).toBe(0);
  // The weak form of the same tag, or one of several, is the same copy too.
  expect(
    (await request.get('/blog/monolith-first', { headers: { ...GZIP, 'if-none-match': `"x", W/${etag}` } })).status(),
  ).toBe(304);
  const stale = await request.get('/blog/monolith-first', {
    headers: { ...GZIP, 'if-none-match': '"an-older-build"' },
  });
  expect(stale.status()).toBe(200);
  expect(await stale.text()).toBe(await first.text());
  // A reload that asks past the cache gets the page, not 304.
  expect(
    (
      await request.get('/blog/monolith-first', {
        headers: { ...GZIP, 'if-none-match': etag, 'cache-control': 'no-cache' },
      })
    ).status(),
  ).toBe(200);
  // Another page never matches this one's tag.
  expect((await request.get('/faq', { headers: { ...GZIP, 'if-none-match': etag } })).status()).toBe(200);
});

test('HEAD answers with the headers of the page and no body', async ({ request }) => {
  const page = await request.get('/faq', { headers: GZIP });
  const head = await request.head('/faq', { headers: GZIP });
  expect(head.status()).toBe(200);
  expect(head.headers()['etag']).toBe(page.headers()['etag']);
  expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect((await head.body()).length).toBe(0);
});

test('a client without gzip gets the same page uncompressed', async ({ request }) => {
  const compressed = await request.get('/about-us', { headers: GZIP });
  const plain = await request.get('/about-us', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['content-security-policy']).toBe(compressed.headers()['content-security-policy']);
  expect(await plain.text()).toBe(await compressed.text());
  const refused = await request.get('/about-us', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
  expect(refused.headers()['content-encoding']).toBeUndefined();
  expect(await refused.text()).toBe(await compressed.text());
});

test('the router still gets flight data for the same URL', async ({ request }) => {
  const flight = await request.get('/our-services', { headers: { ...GZIP, rsc: '1' } });
  expect(flight.status()).toBe(200);
  expect(flight.headers()['content-type']).toMatch(/^text\/x-component/);
  expect(await flight.text()).not.toMatch(/^<!DOCTYPE/i);
  const page = await request.get('/our-services', { headers: GZIP });
  expect(flight.headers()['etag']).not.toBe(page.headers()['etag']);
});

test('query strings and the /blogs alias get the page of their path', async ({ request }) => {
  const home = await request.get('/', { headers: GZIP });
  const tracked = await request.get('/?utm_source=newsletter&utm_medium=email', { headers: GZIP });
  expect(tracked.status()).toBe(200);
  expect(tracked.headers()['etag']).toBe(home.headers()['etag']);
  const post = await request.get('/blog/monolith-first', { headers: GZIP });
  const alias = await request.get('/blogs/monolith-first', { headers: GZIP });
  expect(alias.status()).toBe(200);
  expect(alias.headers()['etag']).toBe(post.headers()['etag']);
  expect(await alias.text()).toBe(await post.text());
});

test('guards and 404s still decide before any file is served', async ({ request }) => {
  const closed = await request.get('/career/qa-automation-engineer', { headers: GZIP, maxRedirects: 0 });
  expect(closed.status()).toBe(307);
  expect(closed.headers()['etag']).toBeUndefined();
  const missing = await request.get('/blog/no-such-post', { headers: GZIP });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['etag']).toBeUndefined();
  expect(await missing.text()).toContain('Page Not Found: /blog/no-such-post');
});

test('links still navigate inside the page: the router gets its data, not the page file', async ({ page }) => {
  const flights: string[] = [];
  page.on('response', (response) => {
    if (response.request().headers()['rsc']) flights.push(response.headers()['content-type'] ?? '');
  });
  await page.goto('/our-services');
  await hydrated(page);
  const sameDocument = await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument()).toBe(true);
  expect(flights.length).toBeGreaterThan(0);
  for (const type of flights) expect(type).toMatch(/^text\/x-component/);
});

test("the build's first-response figure is what a visitor receives: headers and gzip body, within a few bytes", async ({
  baseURL,
}) => {
  const manifest = readPageManifest('.next')!;
  for (const path of [
    TEMPLATES.post,
    `/pl${TEMPLATES.post}`,
    `/pt${TEMPLATES.job}`,
    TEMPLATES.home,
    `/pl${TEMPLATES.work}`,
  ]) {
    const { head, body } = await new Promise<{ head: number; body: Buffer }>((resolve, reject) => {
      http
        .get(new URL(path, baseURL), { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
            for (let index = 0; index < response.rawHeaders.length; index += 2)
              lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
            resolve({ head: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`), body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });
    const estimate = manifest.pages[path]?.firstResponse;
    expect(estimate, path).toBeDefined();
    // The date's length never changes; only the streamed gzip may differ, by a few dozen bytes.
    expect(
      Math.abs(head + body.length - estimate!),
      `${path}: measured ${head} + ${body.length}, built ${estimate}`,
    ).toBeLessThanOrEqual(96);
    // What the first flight carries (14,000 bytes with the headers) holds the heading and the lead, whatever follows.
    const first = zlib
      .gunzipSync(body.subarray(0, 14_000 - head), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
      .toString('utf8');
    expect(first, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(manifest.pages[path]?.firstScreen, path).toBeLessThanOrEqual(14_000);
  }
});

test('the start-up JavaScript the build weighed is what each page’s loader fetches, and within the budget', async ({
  request,
}) => {
  const manifest = readPageManifest('.next')!;
  for (const path of [TEMPLATES.post, `/pl${TEMPLATES.post}`, TEMPLATES.home, '/book-a-call']) {
    const html = await (await request.get(path)).text();
    const list = new RegExp(`<script type="application/json" id="${CHUNKS_ID}">([^<]*)</script>`).exec(html);
    expect(list, path).not.toBeNull();
    let bytes = 0;
    for (const chunk of JSON.parse(list![1]!) as string[])
      bytes += zlib.gzipSync(await (await request.get(chunk)).body()).length;
    expect(manifest.pages[path]?.startupJs, path).toBe(bytes);
    expect(bytes, path).toBeLessThanOrEqual(STARTUP_JS_BUDGET);
  }
});

test('the head holds one set of the shown page’s metadata as the router goes forward and back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((tag) =>
        tag.getAttribute('content'),
      ),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (tag) => new URL(tag.getAttribute('href')!).pathname,
      ),
      ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
      icons: document.querySelectorAll('link[rel="icon"]').length,
    }));
  await page.goto(`/pl${TEMPLATES.post}`);
  await hydrated(page);
  const post = await head();
  expect(post).toMatchObject({ canonicals: [`/pl${TEMPLATES.post}`], ogTitles: 1, icons: 1 });
  expect(post.descriptions).toHaveLength(1);
  const sameDocument = await markDocument(page);
  await page.getByRole('navigation', { name: 'Główna' }).getByRole('link', { name: 'Kariera' }).click();
  await expect(page).toHaveURL(/\/pl\/career$/);
  await expect(page).toHaveTitle(/^Kariera/);
  const careers = await head();
  expect(careers).toMatchObject({ canonicals: ['/pl/career'], ogTitles: 1, icons: 1 });
  expect(careers.descriptions).toHaveLength(1);
  expect(careers.descriptions[0]).not.toBe(post.descriptions[0]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/pl${TEMPLATES.post}$`));
  await expect(page).toHaveTitle(post.title);
  expect(await head()).toEqual(post);
  await page.goForward();
  await expect(page).toHaveTitle(careers.title);
  expect(await head()).toEqual(careers);
  expect(await sameDocument()).toBe(true);
  expect(errors).toEqual([]);
});
