import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { LOCALE_FACTS, LOCALES, TRANSLATIONS } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { wordsOf } from '@/lib/i18n/words';
import { messagesFor } from '@/lib/i18n/messages';

// Contract §15: every page in English (unprefixed) and in each translation of the language list, each
// prerendered, in its own language, and linked to its other versions both ways.

/** Each translation's words come from its catalogs and its privacy policy: a new language needs no line here. */
const LANGUAGES = TRANSLATIONS.map((locale) => ({
  prefix: `/${locale}`,
  lang: LOCALE_FACTS[locale].tag,
  name: LOCALE_FACTS[locale].name,
  ogLocale: LOCALE_FACTS[locale].ogLocale,
  notFound: messagesFor(locale).notFound.title,
  home: wordsOf(locale, 'errors').home,
  // The policy's own section headings, as its translation in content/pages/ writes them.
  policy: [...fs.readFileSync(`content/pages/privacy-policy.${locale}.md`, 'utf8').matchAll(/^## (.+)$/gm)].map(
    ([, heading]) => heading!.trim(),
  ),
}));

const PAGES = ['', '/services/devops-cloud-solutions', '/contact-us', '/career/senior-backend-engineer-go'];

for (const language of LANGUAGES) {
  test.describe(language.name, () => {
    test('home, a service, contact and a job are in the language, with their versions in the head', async ({
      page,
    }) => {
      for (const path of PAGES) {
        const address = `${language.prefix}${path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${address}$`));
        const alternates = await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
          );
        expect(Object.fromEntries(alternates)).toEqual({
          ...Object.fromEntries(LOCALES.map((locale) => [LOCALE_FACTS[locale].tag, localePath(locale, path || '/')])),
          'x-default': path || '/',
        });
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', language.ogLocale);
        // The chrome speaks the language too: no English navigation left.
        await expect(page.getByRole('link', { name: 'About us', exact: true })).toHaveCount(0);
      }
    });

    test('the privacy policy a consent on these pages records is the one they show, in the language', async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/privacy-policy`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(language.policy.length).toBeGreaterThan(3);
      for (const heading of language.policy) expect(text).toContain(heading);
      for (const english of ['Nobody can read your address', 'What we keep after you leave', 'legitimate interest'])
        expect(text).not.toContain(english);
    });

    test('an unknown path and an unknown slug are 404s in the language, linking to its home', async ({ page }) => {
      for (const path of [`${language.prefix}/no-such-page`, `${language.prefix}/blog/no-such-post`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveTitle(`404 - ${language.notFound}: ${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${language.notFound}: ${path}`);
        await expect(page.getByRole('link', { name: language.home })).toHaveAttribute('href', language.prefix);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      }
    });
  });
}

test.describe('the language switcher without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('goes to the same page in another language, each link named in its own', async ({ page }) => {
    await page.goto('/pt/services/devops-cloud-solutions');
    const switcher = page.getByRole('banner');
    // It shows the language's code, and its name starts with it (WCAG 2.5.3).
    const opener = switcher.locator('summary', { hasText: /^PT/ });
    await expect(opener).toHaveAccessibleName('PT (Idioma: Português)');
    await opener.click();
    const polish = switcher.getByRole('link', { name: 'Polski' });
    await expect(polish).toHaveAttribute('href', '/pl/services/devops-cloud-solutions');
    await expect(polish).toHaveAttribute('hreflang', 'pl');
    await expect(polish).toHaveAttribute('lang', 'pl');
    await expect(switcher.getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'page');
    await polish.click();
    await expect(page).toHaveURL(/\/pl\/services\/devops-cloud-solutions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await page.getByRole('banner').locator('summary', { hasText: /^PL/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/services\/devops-cloud-solutions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('/en answers 308 to the unprefixed address, and the browser language redirects nothing', async ({ request }) => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/about-us', '/about-us'],
    ['/en/blog/monolith-first?ref=x', '/blog/monolith-first?ref=x'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    const location = new URL(response.headers().location!, 'http://127.0.0.1');
    expect(location.pathname + location.search, from).toBe(to);
  }
  const polishBrowser = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
  expect(polishBrowser.status()).toBe(200);
  expect(await polishBrowser.text()).toContain('<html lang="en"');
});

test('every page of the sitemap lists versions that answer 200 and list it back', async ({ request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // Each <url>: its address and the hreflang of each alternate it lists.
  const entries = new Map(
    sitemap
      .split('<url>')
      .slice(1)
      .map((block) => [
        new URL(/<loc>([^<]+)<\/loc>/.exec(block)![1]!).pathname,
        [...block.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]!),
      ]),
  );
  const urls = [...entries.keys()];
  expect(urls.length).toBeGreaterThan(200);
  for (const prefix of TRANSLATIONS.map((locale) => `/${locale}`))
    expect(urls.filter((url) => url === prefix || url.startsWith(`${prefix}/`)).length).toBeGreaterThan(60);
  const alternatesOf = new Map<string, Record<string, string>>();
  const read = async (path: string) => {
    const known = alternatesOf.get(path);
    if (known) return known;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
    const alternates = Object.fromEntries(links.map((link) => [link[1]!, new URL(link[2]!).pathname]));
    alternatesOf.set(path, alternates);
    return alternates;
  };
  for (const url of urls) {
    const alternates = await read(url);
    expect(Object.values(alternates), url).toContain(url);
    expect(alternates['x-default'], url).toBe(alternates.en);
    // The sitemap's <url> for the page lists the same versions as its head.
    expect(entries.get(url)?.sort(), url).toEqual(Object.keys(alternates).sort());
    for (const [hreflang, other] of Object.entries(alternates)) {
      if (hreflang === 'x-default') continue;
      const back = await read(other);
      expect(Object.values(back), `${other} lists ${url}`).toContain(url);
    }
  }
});

/**
 * The words a page shows: its text nodes and the attributes read aloud or shown (alt, aria-label, title,
 * placeholder), outside scripts, styles and code.
 */
function shownText(html: string): string[] {
  const texts: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['node']) => {
    if ('tagName' in node && ['script', 'style', 'template', 'code', 'pre'].includes(node.tagName)) return;
    if (node.nodeName === '#text' && 'value' in node) {
      const text = node.value.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
      return;
    }
    if ('attrs' in node)
      for (const attribute of node.attrs)
        if (['alt', 'aria-label', 'title', 'placeholder'].includes(attribute.name) && attribute.value.trim())
          texts.push(attribute.value.trim());
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return texts;
}

/** The text a page's JSON-LD gives search engines: every string but types, ids, addresses, codes and dates. */
function structuredText(html: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
    else if (
      typeof value === 'string' &&
      !key.startsWith('@') &&
      // contactType is schema.org's own vocabulary ("sales"), not a word a reader is shown.
      !/^(url|image|logo|sameAs|email|telephone|inLanguage|identifier|value|currency|priceCurrency|contactType)$/.test(
        key,
      ) &&
      !/^(https?:|\/|\d{4}-\d{2}-\d{2})/.test(value)
    )
      texts.push(
        value
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    walk(JSON.parse(json!));
  return texts.filter(Boolean);
}

// Terms of art a Portuguese or Polish page writes as English does (names are told apart by their capitals).
const TERMS_OF_ART = new Set([
  'backend',
  'frontend',
  'cloud',
  'pgvector',
  'dbt',
  'axe-core',
  'html-validate',
  'min',
  'newsletter',
]);
const NAMES_WITH_LOWER_CASE = new Set(['Joost van Dijk']);

/** An English text left on a translated page: one with an English word in lower case, not a name or a term. */
const isEnglishLeft = (text: string) =>
  !text.includes('@') &&
  !NAMES_WITH_LOWER_CASE.has(text) &&
  text.split(/[\s·,()/:]+/).some((word) => /^[a-z][a-z-]{2,}$/.test(word) && !TERMS_OF_ART.has(word));

test('no Portuguese or Polish page shows English words its English version shows, nor tells them to search engines', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const prefix = new RegExp(`^/(${TRANSLATIONS.join('|')})(?=/|$)`);
  const translated = urls.filter((url) => prefix.test(url));
  expect(translated.length).toBeGreaterThan(120);
  const left: string[] = [];
  for (const url of translated) {
    const english = url.replace(prefix, '') || '/';
    const [page, original] = await Promise.all([request.get(url), request.get(english)]);
    if (original.status() !== 200) continue;
    const words = (html: string) => [...shownText(html), ...structuredText(html)];
    const englishTexts = new Set(words(await original.text()));
    for (const text of words(await page.text()))
      if (englishTexts.has(text) && isEnglishLeft(text)) left.push(`${url}: ${text}`);
  }
  expect([...new Set(left)]).toEqual([]);
});

test('the check above would see English left behind', () => {
  expect(isEnglishLeft('Learn more →')).toBe(true);
  expect(isEnglishLeft('architecture')).toBe(true);
  expect(isEnglishLeft('Northwind Freight')).toBe(false);
  expect(isEnglishLeft('GitHub Actions')).toBe(false);
  expect(isEnglishLeft('hello@brightloom.dev')).toBe(false);
});
