import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type * as Axe from 'axe-core';
import { HtmlValidate } from 'html-validate';
import { PAINT_FALLBACK_MS } from '@/lib/build/paint-first';
import { TRANSLATIONS } from '@/lib/i18n/locales';
import { axeViolations } from '@/tests/support/axe';
import { htmlcsErrors } from '@/tests/support/htmlcs';
import { hydrated } from './page-ready';
import { allPageRoutes, pagesPerRoute, TEMPLATES } from './site-map';

// Every check here reads one page and stands alone: the file's tests share both workers.
test.describe.configure({ mode: 'parallel' });

function validator(template: string): HtmlValidate {
  return new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
    rules: {
      // The header holds a desktop and a mobile copy of the same "Main" nav; CSS displays exactly one.
      'unique-landmark': 'off',
      // A region without a heading (the consent banner, a table's scroller) is a div with role="region": a
      // <section> needs a heading (the Nu HTML Checker warns), and these have none to give.
      'prefer-native-element': ['error', { exclude: ['region'] }],
      // ARIA lets lists be named ("Tags", "Some of our clients").
      'aria-label-misuse': ['error', { allowAnyNamable: true }],
      // Prerendered pages carry integrity on every script and stylesheet (sealed after the build). The
      // 404 page is rendered per request, its scripts trusted by nonce: only foreign files need SRI there.
      ...(template === 'notFound' ? { 'require-sri': ['error', { target: 'crossorigin' }] } : {}),
    },
  });
}

for (const [template, path] of Object.entries(TEMPLATES)) {
  test(`html-validate finds no error in the ${template} template as served`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator(template).validateString(html, path);
    const errors = report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
    expect(html.match(/<h1[\s>]/g) ?? [], `${path}: one <h1>`).toHaveLength(1);
  });
}

// The Nu HTML Checker (vnu, the W3C's own) over every page of the sitemap as served, in one run of Java: no
// error and no warning (CONTRACT §25); its "info" lines (a void element's slash) are advice, not findings.
test('the Nu HTML Checker finds no error and no warning on any page', async ({ request }) => {
  test.setTimeout(180_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const routes = allPageRoutes();
    // Eight at a time: the server answers from its files, and the checker reads them all in one run.
    for (let start = 0; start < routes.length; start += 8)
      await Promise.all(
        routes.slice(start, start + 8).map(async (route, offset) => {
          const response = await request.get(route);
          expect(response.status(), route).toBe(200);
          fs.writeFileSync(path.join(folder, `${start + offset}.html`), await response.body());
        }),
      );
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    // The client compiler alone: a run of seconds spends half the CPU on the optimising one (8 core-s, not 15).
    const run = spawnSync(
      'java',
      ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--format', 'json', '--skip-non-html', folder],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'Java runs the checker (Debian: default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; subType?: string; url: string; message: string; extract?: string }[];
    };
    const findings = messages
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .map((message) => {
        const route = routes[Number(/(\d+)\.html$/.exec(message.url)?.[1])];
        return `${route}: ${message.type === 'error' ? 'error' : 'warning'}: ${message.message} ${message.extract ?? ''}`;
      });
    expect(routes.length).toBeGreaterThan(300);
    expect(findings).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 21, 32)' } as const;

const EVERY_RULE: Axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // WCAG 2.5.3: a control's name contains what it shows (axe keeps this rule among its experiments).
  rules: { 'label-content-name-mismatch': { enabled: true } },
};
/** The rules that read colours: all a scheme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Every rule on every template in English in the light scheme; in the dark one, the rules that read
// colours; in every translation, every rule but those: its colours are English's, but its words
// (names, labels, languages) and its Markdown's structure are its own.
const RUNS: { scheme: 'light' | 'dark'; prefix: string; options: Axe.RunOptions }[] = [
  { scheme: 'light', prefix: '', options: EVERY_RULE },
  { scheme: 'dark', prefix: '', options: { runOnly: { type: 'rule', values: COLOUR_RULES } } },
  ...TRANSLATIONS.map((locale) => ({
    scheme: 'light' as const,
    prefix: `/${locale}`,
    options: {
      ...EVERY_RULE,
      rules: { ...EVERY_RULE.rules, ...Object.fromEntries(COLOUR_RULES.map((rule) => [rule, { enabled: false }])) },
    },
  })),
];

// One page per template goes through the runs: its scripts, styles and fonts are fetched once.
for (const [template, path] of Object.entries(TEMPLATES)) {
  test(`axe finds no serious or critical violations on the ${template} template, nor pa11y's engine an error`, async ({
    page,
  }) => {
    for (const { scheme, prefix, options } of RUNS) {
      const run = `${scheme} scheme${prefix ? ` at ${prefix}` : ''}`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(prefix && path === '/' ? prefix : `${prefix}${path}`);
      // The page really is in this scheme: the surface token resolved to its colour.
      await expect(page.locator('body'), run).toHaveCSS('background-color', SURFACE[scheme]);
      const violations = await axeViolations(page, options);
      const blocking = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect
        .soft(
          blocking.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          run,
        )
        .toEqual([]);
      // pa11y's WCAG2AA runner (HTML_CodeSniffer) where the words and structure change: each language's page.
      if (scheme === 'light') expect.soft(await htmlcsErrors(page), `HTML_CodeSniffer, ${run}`).toEqual([]);
    }
  });
}

test('the footer is rendered with the page, so that contrast checkers see its dark background', async ({ page }) => {
  // Under content-visibility: auto an unrendered footer had no background for Lighthouse's axe, which
  // read its light text on white (accessibility 97); its true contrast is above 7:1 in both schemes.
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveCSS('content-visibility', 'visible');
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(15, 27, 45)');
});

// Every static page and two of each dynamic route in every language (the same code logs the same errors;
// the HTML checks of routes.e2e.ts and discovery.e2e.ts read every page), in three shares for both workers.
const SHARES = 3;
for (let share = 0; share < SHARES; share += 1) {
  test(`no page logs a console error or throws (share ${share + 1} of ${SHARES})`, async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    // The phone field's country lookup is a third party: answered here, so that the pages' own errors
    // are what counts, not whether the lookup fired before the next page (with no internet, it fails).
    await page.route(/ip2c\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: '1;PT;PRT;Portugal' }),
    );
    const paths = pagesPerRoute().filter((_, index) => index % SHARES === share);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
    }
    expect(problems).toEqual([]);
  });
}

test('prerendered pages paint before any of their chunks is even requested', async ({ page }) => {
  for (const path of ['/', '/contact-us', '/checklist/cloud-cost-review']) {
    await page.goto(path);
    await hydrated(page);
    // The paint is reported once presented, which on a busy machine can come after hydration began.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { message: path })
      .toBeGreaterThan(0);
    const { paint, chunks } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(chunks.length, path).toBeGreaterThan(0);
    // Before the paint only if the loader's fallback fired (no paint reported in time).
    expect(Math.min(...chunks), path).toBeGreaterThanOrEqual(Math.min(paint!, PAINT_FALLBACK_MS));
  }
});
