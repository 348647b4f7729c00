import { expect, test } from '@playwright/test';
import { holdScripts, hydrated } from './page-ready';

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByText('Menu', { exact: true });
  await expect(menu).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();
  await menu.click();
  await nav.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();
});

test('a menu opened before the page has hydrated stays open', async ({ page }) => {
  const release = await holdScripts(page);
  // The load event waits for the held scripts.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByText('Menu', { exact: true }).click();
  const careers = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' });
  await expect(careers).toBeVisible();
  release();
  await hydrated(page);
  await expect(careers).toBeVisible();
});

test('a menu left open comes back closed after a page with another layout', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByText('Menu', { exact: true }).click();
  release();
  await hydrated(page);
  // The header was adopted with its menu open; the checklist's shell replaces it, and back it comes.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
      '/checklist/cloud-cost-review',
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Cloud Cost Review Checklist');
  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByText('Menu', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeHidden();
});

test('nothing is wider than the screen', async ({ page }) => {
  for (const path of [
    '/',
    '/services/devops-cloud-solutions',
    '/blog/postgres-zero-downtime-migrations',
    '/career/senior-backend-engineer-go',
    '/checklist/llm-feature-production',
    '/nope',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a table's every value is on a phone's screen, under its column's name, with nothing to scroll sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/pricing', '/pl/pricing', '/pt/trust']) {
    await page.goto(path);
    for (const region of await page
      .getByRole('region')
      .filter({ has: page.getByRole('table') })
      .all()) {
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBeLessThanOrEqual(
        0,
      );
      for (const cell of await region.getByRole('cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      }
    }
    // Still a table to a screen reader: its column headers name each cell.
    await expect(page.getByRole('columnheader').first()).toBeAttached();
  }
});
