import { expect, test } from '@playwright/test';
import { hydrated } from './page-ready';
import { integrations, NEW_LANGUAGE } from './servers';

// CONTRACT §22: a fourth language is one folder of words, its content and one line in the language list.
// The second build is made from a copy with `de` added just so (integrations.setup.ts, where content:check
// passed on it first): it is a language of the site in every place that reads the list.
test.use({ baseURL: integrations.baseURL });

const { code, bookCall, acceptAll } = NEW_LANGUAGE;

test('a language added as one line, a folder of words and its pages is served, listed and linked', async ({
  request,
}) => {
  const home = await request.get(`/${code}`);
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('<html lang="de-DE"');
  // The header's words are its folder's, and English keeps its own.
  expect(html).toContain(`>${bookCall}<`);
  expect(await (await request.get('/')).text()).not.toContain(bookCall);
  expect(html).toContain(`hrefLang="de-DE" href="http://localhost:3000/${code}"`);
  for (const path of ['privacy-policy', 'contact-us', 'book-a-call'])
    expect((await request.get(`/${code}/${path}`)).status(), path).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>http://localhost:3000/${code}/privacy-policy</loc>`);
  // Its posts are not translated yet: none of them is a page in it, and every other language keeps all of its
  // own (Next prerendered none of any language's posts when one language had none: lib/i18n/static-params.ts).
  expect((await request.get(`/${code}/blog/monolith-first`)).status()).toBe(404);
  for (const path of ['/blog/monolith-first', '/pt/blog/monolith-first', '/work/northwind-freight'])
    expect((await request.get(path)).status(), path).toBe(200);
});

test("a language added to the list shows its own consent banner words and is in every page's language switcher", async ({
  page,
}) => {
  await page.goto(`/${code}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: acceptAll })).toBeVisible();
  // The switcher lists it on every page, by its own name.
  await page.goto('/services/devops-cloud-solutions');
  await page.getByRole('banner').locator('summary', { hasText: /^EN/ }).click();
  const german = page.getByRole('banner').getByRole('link', { name: 'Deutsch' });
  await expect(german).toHaveAttribute('hreflang', 'de-DE');
  // The service is not translated yet: the switcher offers the language's home instead.
  await german.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
