import { expect, test, type Page } from '@playwright/test';
import { hydrated, markDocument } from './page-ready';

const POST = '/blog/monolith-first';
const ARTICLE_TEXT = 'A modular monolith is not a big ball of mud with folders';
const HOME_TEXT = 'Seven ways we help you ship';

/** The text of the page's flight scripts, as the document arrived with it. */
function flightOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((match) => match[1]).join('');
}

/** Whether React has a fiber on the first element the selector finds. */
function hasFiber(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`no ${css}`);
    return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

test('a post carries its article, header links and footer once, as HTML', async ({ request }) => {
  const html = await (await request.get(POST)).text();
  expect(html).toContain(ARTICLE_TEXT);
  const flight = flightOf(html);
  expect(flight.length).toBeGreaterThan(0);
  for (const twice of [ARTICLE_TEXT, 'Staff augmentation', 'hello@brightloom.dev', 'Offices'])
    expect(flight, twice).not.toContain(twice);
  // The header's and footer's controls are plain HTML too; the leaves that run them are in the flight data.
  for (const leaf of ['ThemeSync', 'NavMenus', 'CookieSettings', 'ConsentManager'])
    expect(flight, leaf).toContain(leaf);
  for (const part of ['ThemeToggle', 'CookieSettingsButton']) expect(flight, part).not.toContain(part);
});

test('the home page carries its sections once, as HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(HOME_TEXT);
  const flight = flightOf(html);
  for (const twice of [HOME_TEXT, 'Why clients stay for years', 'Latest engineering notes'])
    expect(flight, twice).not.toContain(twice);
  expect(flight).toContain('ThemeSync');
});

test('React adopts the static parts and hydrates the leaves beside them', async ({ page }) => {
  await page.goto(POST);
  await hydrated(page);
  expect(await hasFiber(page, '#post article')).toBe(false);
  expect(await hasFiber(page, '#site-header a')).toBe(false);
  expect(await hasFiber(page, '#site-footer a')).toBe(false);
  expect(await hasFiber(page, '#site-header input[type="radio"]')).toBe(false);
  expect(await hasFiber(page, '#site-footer button')).toBe(false);
  await page.getByRole('button', { name: 'Reject all' }).click();
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  // The plain button hands itself to the preferences, which give focus back to it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
});

test('the home page is adopted as HTML, and its links navigate inside the page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  expect(await hasFiber(page, '#home section a')).toBe(false);
  const sameDocument = await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Explore our services' }).click();
  await expect(page).toHaveURL(/\/our-services$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: HOME_TEXT })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('links in static parts navigate inside the page, and the parts come back with the back button', async ({
  page,
}) => {
  await page.goto(POST);
  await hydrated(page);
  const sameDocument = await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Services', { exact: true }).click();
  await nav.getByRole('link', { name: /DevOps and cloud/ }).click();
  await expect(page).toHaveURL(/\/services\/devops-cloud-solutions$/);
  await expect(nav.getByRole('link', { name: /DevOps and cloud/ })).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy/i);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(page.getByText(ARTICLE_TEXT)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await sameDocument()).toBe(true);
});
