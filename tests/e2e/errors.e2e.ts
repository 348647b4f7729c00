import { expect, test } from '@playwright/test';
import { hydrated } from './page-ready';

const cases = [
  { path: '/this-page-does-not-exist', message: 'Page not found: /this-page-does-not-exist' },
  { path: '/blog/2026/some/old/url', message: 'Page not found: /blog/2026/some/old/url' },
  { path: '/blog/no-such-post', message: 'Page Not Found: /blog/no-such-post' },
  { path: '/blogs/no-such-post', message: 'Page Not Found: /blogs/no-such-post' },
  { path: '/services/no-such-service', message: 'Page Not Found: /services/no-such-service' },
  { path: '/career/no-such-job', message: 'Page Not Found: /career/no-such-job' },
  { path: '/checklist/no-such-checklist', message: 'Page Not Found: /checklist/no-such-checklist' },
];

const drawnWidth = (use: SVGGraphicsElement) => use.getBBox().width;

for (const { path, message } of cases) {
  test(`${path} is a 404 with "${message}"`, async ({ request, page }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>404 - ${message}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('data-layout="default"');

    await page.goto(path);
    await expect(page).toHaveTitle(`404 - ${message}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
    await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
    // The drawing is referenced: an unresolved reference would leave the element empty.
    await expect.poll(() => page.locator('svg[role=img] use').evaluate(drawnWidth)).toBeGreaterThan(200);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const home = page.getByRole('link', { name: 'Go to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Senior software teams');
  });
}

test('the error route itself is not a page', async ({ request }) => {
  const response = await request.get('/error-404');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<title>404 - Page not found: /error-404</title>');
});

test('a client-side navigation to a missing page shows the same error', async ({ page }) => {
  await page.goto('/');
  // A link added before hydration would be swept away by it.
  await hydrated(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/blog/missing-post';
    link.textContent = 'missing';
    link.id = 'missing-link';
    // One of the site's links (AppLink): the router tries it, then loads the server's 404 in full.
    link.setAttribute('data-app-link', '');
    // At the top: the cookie banner covers the bottom of the screen.
    document.querySelector('main')!.prepend(link);
  });
  await page.click('#missing-link');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /blog/missing-post');
  await expect(page).toHaveURL(/\/blog\/missing-post$/);
});
