import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { wordsOf } from '@/lib/i18n/words';
import { type Instance, signal, startInstance } from './instance';
import { DEFAULT_PORT } from './servers';

// What converts, seen without a cookie (CONTRACT §24): a `next start` of the default build on a database of its
// own. A visit sends its beacons with no cookie or storage; a refusal or Global Privacy Control sends none; the
// endpoint refuses what is not a beacon; `npm run insights` reads the counts back.
test.describe.configure({ mode: 'serial' });

const DATABASE = `data/e2e-insights-${process.pid}.db`;
let server: Instance;

test.beforeAll(async () => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DATABASE}${suffix}`, { force: true });
  server = await startInstance(DEFAULT_PORT + 28, { DATABASE_URL: `file:${DATABASE}`, TRUST_PROXY: '1' });
});
test.afterAll(async () => {
  signal(server, 'SIGTERM');
  await server.exited;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DATABASE}${suffix}`, { force: true });
});

/** The beacons a page sends (what they say is read back from the counts: a beacon's body is not shown to tests). */
function beacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/insights') sent.push(request.method());
  });
  return sent;
}

function insights(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/insights.ts', ...args],
    {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: `file:${DATABASE}` },
    },
  );
  return { status: result.status, output: result.stdout, errors: result.stderr };
}

test('a visit sends a view, and its Web Vitals once hidden, with no cookie or storage; npm run insights counts them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const sent = beacons(page);
  await page.goto(
    `${server.base}/pt/services/devops-cloud-solutions?utm_source=LinkedIn&utm_medium=social&utm_campaign=q4`,
  );
  await expect.poll(() => sent.length).toBe(1);
  // An interaction, so that INP has something to measure; then the page is hidden (another site opens).
  await page.getByText('Menu', { exact: true }).click();
  // (Its second beacon goes as the page is hidden, when the test no longer sees the page's requests: the counts
  // below have it.)
  await page.goto('about:blank');
  expect(sent[0]).toBe('POST');
  // Nothing of the visit was kept in the browser: no cookie (no choice was made), no storage.
  expect(await context.cookies()).toEqual([]);
  await page.goto(`${server.base}/robots.txt`);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await context.close();

  // The server adds what waits every two seconds.
  await expect
    .poll(() => JSON.parse(insights('--format', 'json').output || '{}') as Record<string, unknown[]>, {
      timeout: 15_000,
    })
    .toMatchObject({
      // One view of the page, in its language, from the campaign's tags (lower case), on a phone.
      views: [{ path: '/pt/services/devops-cloud-solutions', views: 1 }],
      sources: [{ source: 'linkedin / social / q4', views: 1 }],
      vitals: [{ template: '/services/[slug]', device: 'mobile', samples: 1, lcp: expect.any(Number) }],
    });
  const text = insights();
  expect(text.status, text.errors).toBe(0);
  expect(text.output).toContain('/pt/services/devops-cloud-solutions');
  const html = insights('--format', 'html');
  expect(html.output).toMatch(/^<!doctype html>/);
  expect(html.output).toContain('<svg');
  expect(html.output).not.toMatch(/<script|src="http|href="http/);
  expect(insights('--from', '2026-13-01').status).toBe(2);
});

test('a refusal of analytics, or Global Privacy Control, sends no beacon at all', async ({ browser }) => {
  const refusing = await browser.newContext();
  const page = await refusing.newPage();
  const sent = beacons(page);
  await page.goto(`${server.base}/`);
  await page.getByRole('button', { name: wordsOf('en', 'consent').rejectAll }).click();
  const before = sent.length;
  await page
    .getByRole('link', { name: /Contact/ })
    .first()
    .click();
  await page.waitForURL(/contact-us/);
  await page.waitForTimeout(2_500);
  await page.goto('about:blank');
  expect(sent.length).toBe(before);
  await refusing.close();

  const gpc = await browser.newContext();
  await gpc.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const private_ = await gpc.newPage();
  const none = beacons(private_);
  await private_.goto(`${server.base}/blog`);
  await private_.waitForTimeout(2_500);
  await private_.goto('about:blank');
  expect(none).toEqual([]);
  await gpc.close();
});

test('the endpoint counts a beacon and refuses what §24 says: too large, malformed, a path the site lacks', async ({
  request,
}) => {
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${server.base}/api/insights`, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77', ...headers },
    });
  const beacon = { type: 'view', path: '/blog', language: 'en', device: 'desktop' };
  expect((await post(beacon)).status()).toBe(204);
  for (const bad of [
    { ...beacon, path: '/no-such-page' },
    { ...beacon, path: '/blog?q=x' },
    { ...beacon, language: 'pl' },
    { ...beacon, device: 'tv' },
    { ...beacon, email: 'ana@example.com' },
    { ...beacon, referrer: 'https://www.google.com/search?q=secret' },
    { ...beacon, lcp: -1 },
    'not json',
    '[]',
    { ...beacon, utm_source: 'x'.repeat(3_000) },
  ])
    expect((await post(bad)).status(), JSON.stringify(bad).slice(0, 80)).toBe(400);
  // Global Privacy Control on the request: answered alike, counted nowhere.
  expect((await post({ ...beacon, path: '/pricing' }, { 'sec-gpc': '1' })).status()).toBe(204);
  expect((await post(beacon, { origin: 'https://evil.example' })).status()).toBe(403);
  await expect
    .poll(() => (JSON.parse(insights('--format', 'json').output || '{}') as { views?: { path: string }[] }).views)
    .toEqual(expect.arrayContaining([{ path: '/blog', views: 1 }]));
  const views = (JSON.parse(insights('--format', 'json').output) as { views: { path: string }[] }).views;
  expect(views.some((row) => row.path === '/pricing' || row.path === '/no-such-page')).toBe(false);
});
