// What each template makes a visitor download (gzip: documents, stylesheets, scripts, by when they load)
// and its first response as the build weighed it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { FIRST_RESPONSE_BUDGET } from '@/lib/build/first-response';
import { PAGE_MANIFEST, type PageManifest } from '@/lib/output/manifest';
import { ROUTER_QUERY } from '@/lib/output/next-output';
import { CHROMIUM, ROOT, type Template } from './common';

export const kb = (bytes: number) => bytes / 1024;

export type Bytes = { js: number; jsAll: number; jsForm: number; prefetchJs: number; css: number; html: number };

type Phase = 'load' | 'scroll' | 'form';
type Loaded = { type: string; size: number; phase: Phase };

/** Gzipped documents, stylesheets and scripts a 412 px wide visitor loads: at load, after scrolling to the end, and on starting to fill in the page's form. */
async function loadedFiles(
  origin: string,
  template: Template,
  { prefetch }: { prefetch: boolean },
): Promise<Map<string, Loaded>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Next prefetches the routes of links in view (their data, then their chunks): without it, what the page itself needs.
  if (!prefetch) await page.route(ROUTER_QUERY, (route) => route.abort());
  const seen = new Map<string, Loaded>();
  let phase: Phase = 'load';
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) || !response.url().startsWith(origin)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.set(response.url(), { type, size: zlib.gzipSync(body).length, phase });
  });
  await page.goto(origin + template.path, { waitUntil: 'networkidle' });
  phase = 'scroll';
  for (let y = 0; y < 20; y += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // Forms load their validation rules on first focus.
  const field = page.locator('form input:visible').first();
  if (await field.count()) {
    phase = 'form';
    await field.focus();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  await browser.close();
  return seen;
}

export async function measureBytes(origin: string, template: Template): Promise<Bytes> {
  const own = await loadedFiles(origin, template, { prefetch: false });
  const all = await loadedFiles(origin, template, { prefetch: true });
  const sum = (files: Map<string, Loaded>, filter: (entry: Loaded) => boolean) =>
    [...files.values()].filter(filter).reduce((total, entry) => total + entry.size, 0);
  const script = (entry: Loaded) => entry.type === 'script';
  return {
    js: sum(own, (entry) => script(entry) && entry.phase === 'load'),
    jsAll: sum(own, (entry) => script(entry) && entry.phase !== 'form'),
    jsForm: sum(own, script),
    prefetchJs: Math.max(0, sum(all, script) - sum(own, script)),
    css: sum(own, (entry) => entry.type === 'stylesheet'),
    html: sum(own, (entry) => entry.type === 'document'),
  };
}

/**
 * Each template's first response in every language (headers and gzip body, as the build weighed it
 * for `next start`), beside the budget: one table, templates down, languages across.
 */
export function firstResponseSection(templates: Template[], prefixes: string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '.next', PAGE_MANIFEST), 'utf8')) as PageManifest;
  const cell = (page: string) => {
    const facts = manifest.pages[page];
    if (facts?.firstScreen === undefined || facts.firstResponse === undefined) return '—';
    const screen = facts.firstScreen;
    return `${screen <= FIRST_RESPONSE_BUDGET ? '✓' : '✗'} ${screen.toLocaleString('en')} / ${facts.firstResponse.toLocaleString('en')}`;
  };
  return [
    `## First response, bytes (budget ${FIRST_RESPONSE_BUDGET.toLocaleString('en')}: headers and gzip body up to the end of the first screen, through \`next start\`)`,
    '',
    'Each cell: up to the end of the first screen (its `<h1>`, lead and LCP picture; held to the budget) / the whole response. As the build weighs them (`lib/build/first-response.ts`; the end-to-end tests hold the whole figure to the bytes received). The 404 page is rendered per request.',
    '',
    `| template | ${prefixes.map((prefix) => prefix.slice(1) || 'en').join(' | ')} |`,
    `| --- | ${prefixes.map(() => '---:').join(' | ')} |`,
    ...templates.map(
      (template) =>
        `| ${template.name} | ${prefixes.map((prefix) => cell(template.path === '/' ? prefix || '/' : prefix + template.path)).join(' | ')} |`,
    ),
    '',
  ];
}
