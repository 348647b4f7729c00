// npm run bench [-- --skip-build] [--skip-scale] [--runs 5] [--duration 8] [--slow-cpu auto|7]
//   [--only post,home] [--lighthouse-only] [--main-thread] [--baseline REV]
// Builds the site and the empty reference page (bench/floor), starts both, and measures every page
// template side by side: bytes, Lighthouse (mobile, median of N rounds, each template right after the
// empty page, at the default and at a slowed CPU), requests per second, and HTML
// throughput through deploy/nginx.conf against nginx serving the same file. Then builds scratch copies
// with 100 and 1,000 posts. Writes bench/RESULTS.md. Needs Debian's chromium, nginx and wrk.
// Every run also traces each page in Chromium and judges its main thread's work round by round;
// --main-thread runs only that (with the first responses) and rewrites those sections of bench/RESULTS.md.
// --causes builds the site and the empty page again with source maps (.next-causes) and profiles each
// template beside the empty page carrying its document: where the difference goes, by who runs it; it
// rewrites that section of bench/RESULTS.md (with --skip-build it reuses .next-causes if there is one).
// --baseline REV builds that git revision too and runs each template of it in the same rounds, so a
// change is judged against what it replaced under the same noise rather than against another day's run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PAGE_MANIFEST } from '@/lib/output/manifest';
import {
  args,
  CHROMIUM,
  DURATION,
  PORTS,
  ROOT,
  run,
  RUNS,
  SLOW_HOST_INDEX,
  start,
  stopAll,
  type Template,
  waitFor,
} from './common';
import {
  type Lighthouse,
  lcpParitySection,
  lighthouseSitting,
  medianOf,
  NO_SCORE,
  type Paired,
  sittingSection,
  slowCpu,
} from './lighthouse';
import { type Bytes, firstResponseSection, kb, measureBytes } from './bytes';
import { causesSection, causesSitting, frameCauses, overOwnWorkBudget } from './causes';
import { mainThreadSection, mainThreadSitting } from './main-thread';
import { type SittingUrls } from './paired';
import { machine, replaceSections } from './results';
import { measureScale, type ScaleResult, scaleSection } from './scale';
import { type HtmlThroughput, htmlThroughput, type Throughput, throughput, throughputSection } from './throughput';

/** One page of each template, by its English address; each is measured in every language. */
const BASE_TEMPLATES: Template[] = [
  { name: 'home', path: '/', interactive: false },
  { name: 'service', path: '/services/devops-cloud-solutions', interactive: false },
  { name: 'post', path: '/blog/monolith-first', interactive: false },
  { name: 'blog listing', path: '/blog', interactive: false },
  { name: 'blog topic', path: '/blog/tags/devops', interactive: false },
  { name: 'case study', path: '/work/northwind-freight', interactive: false },
  { name: 'search', path: '/search', interactive: false },
  { name: 'careers', path: '/career', interactive: false },
  { name: 'job', path: '/career/senior-backend-engineer-go', interactive: true },
  { name: 'contact', path: '/contact-us', interactive: true },
  { name: 'book a call', path: '/book-a-call', interactive: true },
  { name: 'project brief', path: '/start-a-project', interactive: true },
  { name: 'checklist', path: '/checklist/cloud-cost-review', interactive: true },
  { name: '404', path: '/this-page-does-not-exist', interactive: false },
];
/** English at the root, the others under their prefix (CONTRACT §15): "post pl" is /pl/blog/… */
const LANGUAGE_PREFIXES = ['', '/pt', '/pl'];
const TEMPLATES: Template[] = BASE_TEMPLATES.flatMap((template) =>
  LANGUAGE_PREFIXES.map((prefix) => ({
    ...template,
    name: prefix ? `${template.name} ${prefix.slice(1)}` : template.name,
    path: template.path === '/' ? prefix || '/' : prefix + template.path,
  })),
);
const FLOOR: Template = { name: 'empty Next page', path: '/', interactive: false };
const MEASURED = args.only ? TEMPLATES.filter(({ name }) => args.only!.split(',').includes(name)) : TEMPLATES;

const NEXT = path.join(ROOT, 'node_modules/.bin/next');
const FLOOR_DIR = path.join(ROOT, 'bench/floor');

/**
 * Starts the site and the empty page on these ports (each with the build `env` names), the empty page
 * fetching its documents from the site; the addresses a sitting measures.
 */
function serveSiteAndFloor(
  sitePort: number,
  floorPort: number,
  env: Record<string, string> = {},
  database = 'bench-site.db',
): { site: string; floor: string; urls: SittingUrls } {
  const site = `http://127.0.0.1:${sitePort}`;
  const floor = `http://127.0.0.1:${floorPort}`;
  start(NEXT, ['start', '-p', String(sitePort)], {
    env: { ...env, DATABASE_URL: `file:${path.join(os.tmpdir(), database)}` },
  });
  start(NEXT, ['start', '-p', String(floorPort)], { cwd: FLOOR_DIR, env: { ...env, BENCH_SITE: site } });
  const urls: SittingUrls = {
    site,
    floorPage: floor + FLOOR.path,
    floorCarrying: (page) => `${floor}/document?path=${encodeURIComponent(page)}`,
  };
  return { site, floor, urls };
}

/** Where the source-mapped build for --causes lives, beside the site's and the empty page's own builds. */
const CAUSES_DIST = '.next-causes';

/** --causes: each template's main thread beside the empty page carrying its document, by who runs it. */
async function profileCauses(): Promise<void> {
  const env = { NEXT_DIST_DIR: CAUSES_DIST, BROWSER_SOURCE_MAPS: '1', NEXT_TELEMETRY_DISABLED: '1' };
  if (!args['skip-build'] || !fs.existsSync(path.join(ROOT, CAUSES_DIST, PAGE_MANIFEST))) {
    run('npm', ['run', 'build'], ROOT, env);
    run(NEXT, ['build'], FLOOR_DIR, env);
  }
  const { site, floor, urls } = serveSiteAndFloor(PORTS.causes, PORTS.causesFloor, env, 'bench-causes.db');
  await Promise.all([waitFor(site), waitFor(floor)]);
  const siteFrames = frameCauses(path.join(ROOT, CAUSES_DIST, 'static/chunks'));
  const floorFrames = frameCauses(path.join(FLOOR_DIR, CAUSES_DIST, 'static/chunks'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const runs = await causesSitting(browser, urls, MEASURED, RUNS, (url) =>
    url.startsWith(floor) ? floorFrames : siteFrames,
  );
  await browser.close();
  stopAll();
  const section = causesSection(runs);
  if (!args.only) replaceSections(section, 'npm run bench -- --causes');
  console.log(section.join('\n'));
  // Our own work (our modules and inline scripts) beyond the floor is held to its budget (decision 011).
  const over = overOwnWorkBudget(runs);
  for (const { name, ms, budget } of over)
    console.error(`${name}: our own main-thread work is ${ms.toFixed(1)} ms over the floor, budget ${budget} ms`);
  if (over.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (args.causes) return profileCauses();
  for (const tool of ['nginx', 'wrk']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
      throw new Error(`${tool} is missing: apt-get install -y nginx wrk`);
  }
  const buildSeconds: Record<string, number> = {};
  if (!args['skip-build']) {
    let startedAt = Date.now();
    run('npm', ['run', 'build']);
    buildSeconds.site = (Date.now() - startedAt) / 1000;
    startedAt = Date.now();
    run(NEXT, ['build'], FLOOR_DIR);
    buildSeconds.floor = (Date.now() - startedAt) / 1000;
  }
  const served = serveSiteAndFloor(PORTS.site, PORTS.floor);
  const { site, floor } = served;
  const baseline = args.baseline ? `http://127.0.0.1:${PORTS.baseline}` : undefined;
  const urls: SittingUrls = { ...served.urls, baseline };
  if (args.baseline) {
    const dir = buildBaseline(args.baseline);
    start(path.join(dir, 'node_modules/.bin/next'), ['start', '-p', String(PORTS.baseline)], {
      cwd: dir,
      env: { DATABASE_URL: `file:${path.join(os.tmpdir(), 'bench-baseline.db')}` },
    });
  }
  await Promise.all([site, floor, baseline].flatMap((origin) => (origin ? [waitFor(origin)] : [])));

  if (args['throughput-only']) {
    const results = path.join(ROOT, 'bench/RESULTS.md');
    const section = throughputSection(await htmlThroughput(site, floor));
    const text = fs
      .readFileSync(results, 'utf8')
      .replace(/## HTML throughput[\s\S]*?(?=\n## |\nBuild time|$)/, `${section.join('\n')}\n`);
    fs.writeFileSync(results, text);
    console.log(section.join('\n'));
    return;
  }

  // Both columns come from the same traces: on a host slow enough that both are 4x, one is shown.
  const mainThread = async () => {
    const slowdowns = [...new Set([4, slowCpu(urls.floorPage)])];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const runs = await mainThreadSitting(browser, urls, MEASURED, RUNS);
    await browser.close();
    return mainThreadSection(runs, slowdowns, args.baseline);
  };

  if (args['main-thread']) {
    const sections = [...firstResponseSection(BASE_TEMPLATES, LANGUAGE_PREFIXES), ...(await mainThread())];
    stopAll();
    // A whole run takes hours; this one refreshes its own sections of the results, dated, and leaves the rest.
    if (!args.only && !args.baseline) replaceSections(sections, 'npm run bench -- --main-thread');
    console.log(sections.join('\n'));
    return;
  }

  // Lighthouse will not score a page answered with 404 (and hangs when the status is disguised).
  const scored = MEASURED.filter(({ name }) => name !== '404');
  const sittings: { cpu: number; results: Map<string, Paired> }[] = [];
  // On a host slow enough that the slow sitting is 4× too, it runs once.
  for (const cpu of new Set([4, slowCpu(urls.floorPage)]))
    sittings.push({ cpu, results: await lighthouseSitting(urls, scored, cpu) });
  if (args['lighthouse-only']) {
    stopAll();
    console.log(
      [
        ...firstResponseSection(BASE_TEMPLATES, LANGUAGE_PREFIXES),
        ...sittings.flatMap((sitting) => [...sittingSection(sitting), ...lcpParitySection(sitting)]),
      ].join('\n'),
    );
    return;
  }

  const mainThreadLines = await mainThread();

  type Row = { template: Template; bytes: Bytes; lh: Lighthouse; load: Throughput };
  const rows: Row[] = [];
  const first = sittings[0]!.results;
  const floorLh = medianOf([...first.values()].map(({ floor: run }) => run));
  for (const [origin, template] of [[floor, FLOOR] as const, ...MEASURED.map((entry) => [site, entry] as const)]) {
    console.log(`measuring ${template.name}…`);
    const bytes = await measureBytes(origin, template);
    const lh = template === FLOOR ? floorLh : (first.get(template.name)?.page ?? NO_SCORE);
    const load = throughput(origin + template.path, [], { notFound: template.name === '404' });
    rows.push({ template, bytes, lh, load });
  }

  const html = await htmlThroughput(site, floor);
  stopAll();

  const scale: ScaleResult[] = [];
  for (const posts of args['skip-scale'] ? [] : [100, 1000]) {
    console.log(`building with ${posts} posts…`);
    scale.push(await measureScale(ROOT, posts));
  }

  fs.writeFileSync(
    path.join(ROOT, 'bench/RESULTS.md'),
    report(rows, sittings, mainThreadLines, html, scale, buildSeconds),
  );
  console.log(fs.readFileSync(path.join(ROOT, 'bench/RESULTS.md'), 'utf8'));
}

/**
 * The baseline revision as a scratch copy (bench/.scratch-baseline), built once: a later run with
 * --skip-build reuses the build while it is of the same commit.
 */
function buildBaseline(revision: string): string {
  const git = (...argv: string[]) => execFileSync('git', argv, { cwd: ROOT, encoding: 'utf8' });
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`).trim();
  const dir = path.join(ROOT, 'bench', '.scratch-baseline');
  const stamp = path.join(dir, '.next', 'bench-commit');
  if (args['skip-build'] && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === commit) return dir;
  console.log(`building the baseline ${commit.slice(0, 7)}…`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', commit, dir], { cwd: ROOT });
  const sameLock =
    git('show', `${commit}:package-lock.json`) === fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  // Hard links (same file system) where the dependencies are the same: seconds instead of an install.
  if (sameLock) execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
  fs.writeFileSync(stamp, commit);
  return dir;
}

function report(
  rows: { template: Template; bytes: Bytes; lh: Lighthouse; load: Throughput }[],
  sittings: { cpu: number; results: Map<string, Paired> }[],
  mainThreadLines: string[],
  html: HtmlThroughput,
  scale: ScaleResult[],
  buildSeconds: Record<string, number>,
): string {
  const floorRow = rows[0]!;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${machine()}.`,
    `Lighthouse: mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs, each right after a run of the empty page (its figures: the median of those runs)${sittings.length > 1 ? `; the sittings below add a ${sittings.at(-1)!.cpu}× CPU slowdown${args['slow-cpu'] === 'auto' ? ` (this host as slow as one with Lighthouse's benchmark index ${SLOW_HOST_INDEX} at 4×)` : ''}` : ''}. Bytes: gzip of what a 412 px wide`,
    'Chromium loads for the page itself (JS at load; after scrolling to the end, which loads lazy parts such as the phone input; and once a',
    "form field takes focus, which loads the forms' validation rules);",
    '"route prefetch" is what Next fetches on top for the routes of links in view (their chunks, at idle, for instant navigation).',
    `Throughput: wrk, 2 threads, 32 connections, ${DURATION} s, on the same 2 cores as the server; the req/s column asks without Accept-Encoding (no compression), the home-page section below with gzip. The empty page is bench/floor, built and served beside the site.`,
    'Lighthouse does not score a page answered with 404, so the 404 template has bytes and throughput only (its axe and html-validate checks are in the end-to-end tests).',
    'The choices these figures shaped: docs/decisions/.',
    '',
    '## Page templates',
    '',
    '| template | JS at load KB | JS after scroll KB | JS filling the form KB | route prefetch JS KB | CSS KB | HTML KB | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | req/s | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ template, bytes, lh, load }) =>
        `| ${template.name} | ${kb(bytes.js).toFixed(1)} | ${kb(bytes.jsAll).toFixed(1)} | ${kb(bytes.jsForm).toFixed(1)} | ${kb(bytes.prefetchJs).toFixed(1)} | ${kb(bytes.css).toFixed(1)} | ${kb(bytes.html).toFixed(1)} | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.lcp.toFixed(0)} | ${lh.tbt.toFixed(0)} | ${lh.cls.toFixed(3)} | ${load.rps.toFixed(0)} | ${load.p99.toFixed(1)} |`,
    ),
    '',
    '## Budgets',
    '',
    `Against the empty page measured in this run (JS ${kb(floorRow.bytes.jsAll).toFixed(1)} KB, TBT ${floorRow.lh.tbt.toFixed(0)} ms). Interactive templates (forms) get +60 KB, the rest +15 KB; JS is the page's own after scrolling to the end (the phone input included); the last column adds what filling in the form loads.`,
    '',
    '| template | perf 100 | a11y 100 | BP 100 | SEO 100 | TBT ≤ empty + 30 ms | CLS 0 | LCP ≤ 1.2 s | JS over the empty page | filling the form |',
    '| --- | :-: | :-: | :-: | :-: | :-: | :-: | :-: | ---: | ---: |',
    ...rows
      .slice(1)
      .filter(({ lh }) => !Number.isNaN(lh.performance))
      .map(({ template, bytes, lh }) => {
        const extra = kb(bytes.jsAll - floorRow.bytes.jsAll);
        const limit = template.interactive ? 60 : 15;
        return `| ${template.name} | ${mark(lh.performance === 100)} ${lh.performance} | ${mark(lh.accessibility === 100)} | ${mark(lh.bestPractices === 100)} | ${mark(lh.seo === 100)} | ${mark(lh.tbt <= floorRow.lh.tbt + 30)} ${lh.tbt.toFixed(0)} | ${mark(lh.cls === 0)} | ${mark(lh.lcp <= 1200)} ${(lh.lcp / 1000).toFixed(2)} s | ${mark(extra <= limit)} +${extra.toFixed(1)} KB (≤ ${limit}) | ${bytes.jsForm > bytes.jsAll ? `+${kb(bytes.jsForm - floorRow.bytes.jsAll).toFixed(1)} KB` : '—'} |`;
      }),
    '',
    ...firstResponseSection(BASE_TEMPLATES, LANGUAGE_PREFIXES),
    ...sittings.flatMap((sitting) => [...sittingSection(sitting), ...lcpParitySection(sitting)]),
    ...mainThreadLines,
    ...throughputSection(html),
  ];
  if (Object.keys(buildSeconds).length > 0) {
    lines.push(
      `Build time in this run: site ${buildSeconds.site?.toFixed(0)} s (next build + seal-pages), empty page ${buildSeconds.floor?.toFixed(0)} s.`,
      '',
    );
  }
  if (scale.length > 0) lines.push(...scaleSection(scale));
  return lines.join('\n');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
