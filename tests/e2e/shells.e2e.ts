import { expect, test } from '@playwright/test';
import { hydrated } from './page-ready';

test('the default shell has one header with the navigation and one footer', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('[data-layout="default"]')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  // One navigation for every width: in the bar here, with no menu button.
  await expect(page.getByRole('banner').locator('nav')).toHaveCount(1);
  await expect(page.getByRole('banner').getByText('Menu', { exact: true })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await nav.getByText('Services', { exact: true }).click();
  await expect(nav.getByRole('link', { name: /DevOps and cloud/ })).toBeVisible();
  // Escape is the menus' client leaf's (components/layout/nav-menus.tsx): it listens once the page runs.
  await hydrated(page);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: /DevOps and cloud/ })).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'hello@brightloom.dev' })).toBeVisible();
});

test('the checklist shell is focused: logo, no main navigation, slim footer', async ({ page }) => {
  await page.goto('/checklist/cloud-cost-review');
  await expect(page.locator('[data-layout="checklist"]')).toHaveCount(1);
  await expect(page.locator('[data-layout="default"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Brightloom home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Cloud Cost Review Checklist');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page, context, baseURL }) => {
  // With a choice stored the banner is gone, and the skip link is the first Tab stop (the banner's buttons
  // come first while it asks: keyboard.e2e.ts).
  await context.addCookies([
    { name: 'ncc_c', value: 'necessaryanalytics', url: baseURL! },
    { name: 'ncc_e', value: 'necessary', url: baseURL! },
  ]);
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('FAQ answers open with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('Do we own the code and the intellectual property?');
  const answer = page.getByText('Everything we write for you is yours');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('blog pagination links to the older posts', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Older posts →' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('page 2');
  await expect(
    page.getByRole('heading', { level: 2, name: /Accessibility checks in every pull request/ }),
  ).toBeVisible();
});

test('a long post has a table of contents, an author box and related posts', async ({ page }) => {
  await page.goto('/blog/monolith-first');
  // Next's first history write puts back the address it read at start: a jump made before that keeps its
  // scroll but loses its #fragment (a race of the framework's, seen once on a busy host), so click after it.
  await hydrated(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'When to extract a service' }).click();
  await expect(page).toHaveURL(/#when-to-extract-a-service$/);
  // The blocks above it render only as the reader nears them; the jump still lands on the heading.
  await expect(page.getByRole('heading', { name: 'When to extract a service' })).toBeInViewport();
  await expect(page.getByRole('complementary', { name: 'About the author' })).toContainText('Tomasz Nowak');
  await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'A modular monolith, step by step' })).toHaveAttribute('width', '960');
});
