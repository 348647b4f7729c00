import { expect, test } from '@playwright/test';
import { getAllJobs, isJobOpen } from '@/lib/content/careers';
import { hydrated, markDocument } from './page-ready';

test('a job closed in its front matter redirects to the listing', async ({ request }) => {
  const response = await request.get('/career/qa-automation-engineer', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/career\?closed=qa-automation-engineer$/);
});

test('a job whose closing date has passed redirects at request time', async ({ request }) => {
  const response = await request.get('/career/devops-engineer-kubernetes', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/career\?closed=devops-engineer-kubernetes$/);
});

test('open jobs are served', async ({ request }) => {
  const open = getAllJobs('en').filter((entry) => isJobOpen(entry));
  // The loop below proves nothing without a job to open.
  expect(open.length).toBeGreaterThan(0);
  for (const job of open) {
    const response = await request.get(`/career/${job.slug}`, { maxRedirects: 0 });
    expect(response.status(), job.slug).toBe(200);
  }
});

test('the listing says which position closed', async ({ page }) => {
  await page.goto('/career/qa-automation-engineer');
  await expect(page).toHaveURL(/\/career\?closed=qa-automation-engineer$/);
  await expect(page.getByRole('status')).toContainText('The position “QA Automation Engineer” is closed.');
});

test('the listing says which position closed after a navigation inside the site too', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  // A link to a position that has closed since, as an older post may carry one.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/career/qa-automation-engineer' });
    link.setAttribute('data-app-link', '');
    link.textContent = 'Our QA opening';
    document.querySelector('main')!.append(link);
  });
  const sameDocument = await markDocument(page);
  // A pointer resting on the link prefetches it first, as a visitor's would: the click still goes.
  const link = page.getByRole('link', { name: 'Our QA opening' });
  const prefetched = page.waitForResponse((response) =>
    response.url().includes('/career/qa-automation-engineer?_rsc='),
  );
  await link.hover();
  expect((await prefetched).status(), 'a redirect is not handed to the prefetch cache').toBe(204);
  await link.click();
  await expect(page).toHaveURL(/\/career\?closed=qa-automation-engineer$/);
  await expect(page.getByRole('status')).toContainText('The position “QA Automation Engineer” is closed.');
  expect(await sameDocument()).toBe(true);
  // Back to the post list, then forward to the notice again.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goForward();
  await expect(page.getByRole('status')).toContainText('The position “QA Automation Engineer” is closed.');
});

test('the listing shows open positions first and closed ones marked', async ({ page }) => {
  await page.goto('/career');
  const open = page.getByRole('region', { name: 'Open positions' });
  const closed = page.getByRole('region', { name: 'Recently closed' });
  await expect(open.getByRole('link', { name: 'Senior Backend Engineer (Go)' })).toBeVisible();
  await expect(closed.getByText('QA Automation Engineer')).toBeVisible();
  await expect(closed.getByText('Closed').first()).toBeVisible();
  await expect(closed.getByRole('link', { name: 'QA Automation Engineer' })).toHaveCount(0);
  const openBox = await open.boundingBox();
  const closedBox = await closed.boundingBox();
  expect(openBox!.y).toBeLessThan(closedBox!.y);
  await expect(page.getByRole('status')).toHaveCount(0);
});
