import { expect, test } from '@playwright/test';

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByText('Menu', { exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();
});

test('nothing is wider than the screen', async ({ page }) => {
  for (const path of ['/', '/services/devops-cloud-solutions', '/blog/postgres-zero-downtime-migrations', '/career/senior-backend-engineer-go', '/checklist/llm-feature-production', '/nope']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
