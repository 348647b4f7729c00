import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { controlPath, type CspReporter, startCspReporter } from '@/tests/support/csp-reports';
import { type EnginePage, FIREFOX, openFirefox, openWebKit, WEBKIT_DRIVER, waitFor } from '@/tests/support/engines';
import { DEFAULT_PORT } from './servers';

// The site in the two engines besides Chromium, from Debian's packages: Firefox ESR over WebDriver
// BiDi and WebKitGTK over WebKitWebDriver. Each template opens, its scripts run (they enable the consent
// banner's buttons), and nothing the pages do is refused by their script policy.

const TEMPLATES = [
  '/',
  '/our-services',
  '/services/devops-cloud-solutions',
  '/devops',
  '/blog',
  '/blog/monolith-first',
  '/blog/tags/architecture',
  '/career',
  '/career/senior-backend-engineer-go',
  '/work',
  '/work/atlas-learning',
  '/checklist/cloud-cost-review',
  '/faq',
  '/contact-us',
  // A page in each of the other languages.
  '/pt/services/devops-cloud-solutions',
  '/pl/contact-us',
  '/no-such-page',
];

const byText = (tag: string, text: string) => `//${tag}[normalize-space()='${text}']`;
const CONSENT_BANNER = "document.querySelector('[role=region][aria-labelledby=consent-title]')";
/** The banner is in every page's HTML; it shows while no choice is stored, and runs once the scripts do. */
const BANNER_SHOWN = `getComputedStyle(${CONSENT_BANNER}).display !== 'none'`;
const BANNER_RUNS = "document.querySelector('[role=region][aria-labelledby=consent-title] button:enabled')";
/** True once React runs the element the XPath finds: a click or key before that is the browser's alone. */
const runs = (xpath: string) =>
  `Object.keys(document.evaluate("${xpath}", document, null, 9, null).singleNodeValue ?? {})` +
  ".some((key) => key.startsWith('__reactProps'))";

const engines = [
  { name: 'Firefox', binary: FIREFOX, open: openFirefox },
  { name: 'WebKit', binary: WEBKIT_DRIVER, open: openWebKit },
];

for (const { name, binary, open } of engines) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    // CI installs both engines (.ci/run); a machine without one says so rather than passing.
    test.skip(!process.env.CI && !fs.existsSync(binary), `${binary} is not installed`);

    let page: EnginePage;
    let reporter: CspReporter;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      reporter = await startCspReporter(`http://127.0.0.1:${DEFAULT_PORT}`);
      page = await open();
      console.log(`${page.engine} ${page.version}`);
    });
    test.afterAll(async () => {
      await page?.close();
      await reporter?.close();
    });

    test('every main template opens and runs its scripts', async () => {
      for (const path of TEMPLATES) {
        await page.goto(`${reporter.base}${path}`);
        await waitFor(page, "document.querySelector('h1')?.textContent.trim()");
        await waitFor(page, BANNER_SHOWN);
        await waitFor(page, BANNER_RUNS);
      }
      expect(await page.evaluate('document.title')).toBe('404 - Page not found: /no-such-page');
      // The 404 illustration is drawn from a referenced file, which each engine must resolve.
      await waitFor(page, "document.querySelector('svg[role=img] use')?.getBBox().width > 200");
    });

    test('the consent banner records the choice and goes', async () => {
      await page.goto(`${reporter.base}/`);
      await waitFor(page, BANNER_RUNS);
      await page.click(byText('button', 'Accept all'));
      await waitFor(page, `!(${BANNER_SHOWN})`);
      expect(await page.evaluate<string>('document.cookie')).toMatch(/ncc_c=/);
      await page.goto(`${reporter.base}/faq`);
      await waitFor(page, "document.querySelector('h1')");
      expect(await page.evaluate(BANNER_SHOWN)).toBe(false);
    });

    test('the theme toggle switches the scheme and keeps it', async () => {
      // The radios are plain HTML: a click before the page runs is applied once ThemeSync does, and
      // a stored choice shows only once it has.
      const shows = (theme: string) => `document.querySelector('input[value=${theme}]')?.checked`;
      await waitFor(page, shows('system'));
      await page.click("//label[.//input[@value='dark']]");
      await waitFor(page, "document.documentElement.dataset.theme === 'dark'");
      await page.goto(`${reporter.base}/blog`);
      expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
      await waitFor(page, shows('dark'));
      await page.click("//label[.//input[@value='system']]");
      await waitFor(page, 'document.documentElement.dataset.theme === undefined');
    });

    test('the table of contents lands on its section, though the blocks above render late', async () => {
      await page.goto(`${reporter.base}/blog/monolith-first`);
      await page.click("//nav[@aria-labelledby='toc-title']//a[@href='#when-to-extract-a-service']");
      await waitFor(
        page,
        '(({ top }) => top >= 0 && top < innerHeight / 2)' +
          "(document.getElementById('when-to-extract-a-service').getBoundingClientRect())",
      );
    });

    test('search finds pages as the visitor types', async () => {
      await page.goto(`${reporter.base}/search`);
      const query = "//input[@id='site-search-q']";
      await waitFor(page, runs(query));
      await page.type(query, 'kubernetes');
      // Each keystroke asks the server; the last query's answer is the one to wait for (an earlier one's
      // results stay on screen until it comes).
      await waitFor(page, "document.getElementById('site-search-status').textContent.endsWith('“kubernetes”')");
      await waitFor(page, 'document.querySelectorAll(\'ol[aria-label="Search results"] li\').length > 0');
      const status = await page.evaluate<string>("document.getElementById('site-search-status').textContent");
      expect(status).toMatch(/^\d+ results? for “kubernetes”$/);
    });

    test('the contact form says what is missing without sending', async () => {
      await page.goto(`${reporter.base}/contact-us`);
      const send = byText('button', 'Send message');
      await waitFor(page, runs(send));
      await page.click(send);
      await waitFor(page, "document.querySelector('input[aria-invalid=true]')");
      expect(await page.evaluate('location.pathname')).toBe('/contact-us');
    });

    test('links navigate inside the page, without a full load', async () => {
      await page.goto(`${reporter.base}/`);
      // The link router listens once React has taken over the page (its fiber is on <main>); the
      // header's links themselves are a static part, with no fiber of their own.
      await waitFor(
        page,
        "window.next && Object.keys(document.querySelector('main')).some((key) => key.startsWith('__reactFiber'))",
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await page.evaluate('(window.__sameDocument = true)');
      await page.click("//nav[@aria-label='Main']//a[@href='/blog']");
      await waitFor(
        page,
        "location.pathname === '/blog' && document.querySelector('h1')?.textContent === 'Notes from the engineering floor'",
      );
      expect(await page.evaluate('window.__sameDocument')).toBe(true);
    });

    test('no script or style was refused by the pages’ policies, and a refusal would show', async () => {
      // Reports travel after the fact: give any late one time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(reporter.reports).toEqual([]);
      await page.goto(`${reporter.base}${controlPath('/faq')}`);
      await expect.poll(() => reporter.reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
    });
  });
}
