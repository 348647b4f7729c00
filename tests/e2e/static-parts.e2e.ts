import { expect, test, type Page } from '@playwright/test';
import { hydrated, markDocument } from './page-ready';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';

const POST = '/blog/monolith-first';
const ARTICLE_TEXT = 'A modular monolith is not a big ball of mud with folders';
const HOME_TEXT = 'Seven ways we help you ship';

/** The text of the page's flight scripts, as the document arrived with it. */
function flightOf(html: string): string {
  const scripts =
    /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;
  return [...html.matchAll(scripts)].map((match) => match[1]).join('');
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
  for (const twice of [ARTICLE_TEXT, 'Staff augmentation', 'hello@brightloom.dev', 'Offices', 'Cookies on this site'])
    expect(flight, twice).not.toContain(twice);
  // The head script runs from the HTML; its copy in the flight data is empty (lib/build/static-parts.ts).
  expect(html).toContain(`<script>${HEAD_SCRIPT}</script>`);
  expect(flight).not.toContain('ncc_c');
  // No nomodule polyfill: a browser that would load it cannot run the page (lib/build/seal-page.ts).
  expect(html).not.toMatch(/nomodule/i);
  // The header's, footer's and consent banner's controls are plain HTML too; the leaves that run them are
  // in the flight data.
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
  expect(await hasFiber(page, '#consent-banner button')).toBe(false);
  // The flight data carries the head script empty (lib/build/static-parts.ts): React left the page's copy alone.
  expect(await page.evaluate(() => [...document.scripts].map((script) => script.textContent))).toContain(HEAD_SCRIPT);
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

test('a static part’s HTML is read when its page leaves, not while the page starts', async ({ page }) => {
  // Serialising the article on start-up cost the post's main thread about 2 ms (decision 011).
  await page.addInitScript((attribute) => {
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const counted = window as unknown as { partReads: number };
    counted.partReads = 0;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...inner,
      get(this: Element) {
        if (this.hasAttribute(attribute)) counted.partReads += 1;
        return inner.get!.call(this) as string;
      },
    });
  }, STATIC_PART_ATTRIBUTE);
  const reads = () => page.evaluate(() => (window as unknown as { partReads: number }).partReads);
  await page.goto(POST);
  await hydrated(page);
  expect(await reads()).toBe(0);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy/i);
  // The post's parts were kept for the back button as they left.
  expect(await reads()).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByText(ARTICLE_TEXT)).toBeVisible();
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

/** One page of each template, with the client leaf (a form, a notice) its static parts sit around, if any. */
const TEMPLATES: { path: string; leaf?: string }[] = [
  { path: '/privacy-policy' },
  { path: '/pl/privacy-policy' },
  { path: '/services/devops-cloud-solutions' },
  { path: '/work/atlas-learning' },
  { path: '/work' },
  { path: '/blog' },
  { path: '/faq' },
  { path: '/about-us' },
  { path: '/how-we-work' },
  { path: '/career', leaf: 'ClosedNotice' },
  { path: '/pt/career/senior-backend-engineer-go', leaf: 'ApplicationForm' },
  { path: '/contact-us', leaf: 'FieldsForm' },
  // A form made in the web editor, after the landing page's body: its part hydrates, the rest is HTML.
  { path: '/devops', leaf: 'LazyFieldsForm' },
  { path: '/book-a-call', leaf: 'CallForm' },
  { path: '/checklist/cloud-cost-review', leaf: 'ChecklistGate' },
];

/** The visible text of the first element of `tag` in an HTML document, entities decoded. */
function textOf(html: string, tag: string): string {
  const inner = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

test('every template carries its text once, as HTML, and no not-found page it will never show', async ({ request }) => {
  for (const { path, leaf } of TEMPLATES) {
    const html = await (await request.get(path)).text();
    const flight = flightOf(html);
    const heading = textOf(html, 'h1');
    const lead = textOf(html, 'main p');
    expect(heading.length, path).toBeGreaterThan(5);
    // A form's leaf may name the page (the job it applies to): then the lead paragraph stands for the page.
    for (const twice of (leaf ? [lead] : [heading, lead]).filter((text) => text.length > 5))
      expect(flight, `${path}: ${twice}`).not.toContain(JSON.stringify(twice).slice(1, -1));
    if (leaf) expect(flight, `${path}: ${leaf}`).toContain(leaf);
    // Next's default 404 and the site's own: a missing address is answered by the server's 404 document.
    // (The error words the page carries for a client-side 404 are words, not a page: `notFoundHelp` is one.)
    for (const notFound of ['could not be found', 'Page not found', /\\?"notFound\\?"/])
      expect(flight, `${path}: ${notFound}`).not.toMatch(notFound);
  }
});

test('a link to a missing page lands on the 404 page in the page’s language', async ({ page }) => {
  await page.goto('/pl/services/devops-cloud-solutions');
  await hydrated(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/pl/services/no-such-service', textContent: 'x' });
    document.querySelector('main')!.append(link);
    link.click();
  });
  await expect(page).toHaveURL(/\/pl\/services\/no-such-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nie znaleziono strony/);
});

test('a sealed page comes back with the back button after another page with static parts', async ({ page }) => {
  await page.goto('/services/devops-cloud-solutions');
  await hydrated(page);
  const sameDocument = await markDocument(page);
  const heading = page.getByRole('heading', { level: 1 });
  const title = (await heading.textContent()) ?? '';
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(heading).toHaveText(/privacy/i);
  await page.goBack();
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('region', { name: /process|how/i }).first()).toBeVisible();
  await page.goForward();
  await expect(heading).toHaveText(/privacy/i);
  expect(await sameDocument()).toBe(true);
});
