import { expect, test } from '@playwright/test';
import { integrations, NEW_PAGE } from './servers';

// The routes are the page list: the second build is made from a copy of the project with one more
// page folder under app/ and nothing else changed (integrations.setup.ts), and that page answers like
// every other page, in every language, in the sitemap and under the script policy.
test.use({ baseURL: integrations.baseURL });

test('a page folder added under app/ is a page in production, with nothing else touched', async ({ request }) => {
  const page = await request.get(`/${NEW_PAGE.slug}`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'strict-dynamic' 'sha256-/);
  expect(await page.text()).toContain(`<h1>${NEW_PAGE.heading}</h1>`);
  const polish = await request.get(`/pl/${NEW_PAGE.slug}`);
  expect(polish.status()).toBe(200);
  expect(await polish.text()).toContain('<html lang="pl"');
  const below = await request.get(`/${NEW_PAGE.slug}/more`);
  expect(below.status()).toBe(404);
  expect(await below.text()).toContain(`Page not found: /${NEW_PAGE.slug}/more`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>http://localhost:3000/${NEW_PAGE.slug}</loc>`);
});
