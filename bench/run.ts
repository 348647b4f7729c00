// npm run bench [-- --skip-build] [--skip-scale] [--runs 5] [--duration 8] [--slow-cpu auto|7]
//   [--only post,home] [--lighthouse-only] [--main-thread] [--baseline REV]
// Builds the site and the empty reference page (bench/floor), starts both, and measures every page
// template side by side: bytes, Lighthouse (mobile, median of N rounds, each template right after the
// empty page, at the default and at a slowed CPU), requests per second, and HTML
// throughput through deploy/nginx.conf against nginx serving the same file. Then builds scratch copies
// with 100 and 1,000 posts. Writes bench/RESULTS.md. Needs Debian's chromium, nginx and wrk.
// --main-thread traces each page in Chromium instead and judges its main thread's work round by round.
// --baseline REV builds that git revision too and runs each template of it in the same rounds, so a
// change is judged against what it replaced under the same noise rather than against another day's run.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { pageFilePath, ROUTER_QUERY } from '@/lib/build/next-output';
import { mainThreadSection, mainThreadSitting } from './main-thread';
import { describeChange, differences, interleavedRounds, judge, median, type SittingUrls, VERDICT } from './paired';
import { measureScale, type ScaleResult } from './scale';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORTS = { site: 3400, floor: 3401, front: 3402, file: 3403, baseline: 3404 };

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '8' },
    // The second sitting's CPU slowdown; `auto` emulates the slow host issue 20 was found on (SLOW_HOST_INDEX).
    'slow-cpu': { type: 'string', default: 'auto' },
    // Only these templates (by name), e.g. to compare the post with the empty page while working on it.
    only: { type: 'string' },
    // Lighthouse sittings only: no bytes, throughput or scale; prints the tables instead of writing RESULTS.md.
    'lighthouse-only': { type: 'boolean', default: false },
    // Re-measure only the HTML throughput and replace that section of an existing bench/RESULTS.md.
    'throughput-only': { type: 'boolean', default: false },
    // A git revision (e.g. the commit before a change) measured beside this one in every Lighthouse round.
    baseline: { type: 'string' },
    // Real traces instead of Lighthouse: each template's main-thread work in the same interleaved rounds.
    'main-thread': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const DURATION = Number(args.duration);
/** Lighthouse's CPU benchmark index of the 2-core host where the post measured slow at its default 4×. */
const SLOW_HOST_INDEX = 1150;

type Template = { name: string; path: string; interactive: boolean };
const TEMPLATES: Template[] = [
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
  { name: 'checklist', path: '/checklist/cloud-cost-review', interactive: true },
  { name: '404', path: '/this-page-does-not-exist', interactive: false },
];
const FLOOR: Template = { name: 'empty Next page', path: '/', interactive: false };
const MEASURED = args.only ? TEMPLATES.filter(({ name }) => args.only!.split(',').includes(name)) : TEMPLATES;

const children: ChildProcess[] = [];
function start(command: string, argv: string[], options: { cwd?: string; env?: Record<string, string> } = {}): void {
  const child = spawn(command, argv, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
}
function stopAll(): void {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function run(command: string, argv: string[], cwd = ROOT, env: Record<string, string> = {}): void {
  const result = spawnSync(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed`);
}

const kb = (bytes: number) => bytes / 1024;

type Bytes = { js: number; jsAll: number; jsForm: number; prefetchJs: number; css: number; html: number };

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

async function measureBytes(origin: string, template: Template): Promise<Bytes> {
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

type Lighthouse = {
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** The lowest and highest TBT of the runs behind a median: how far one run can be trusted. */
  tbtRange: [number, number];
  cls: number;
  /** The document's bytes on the wire, headers included, as Lighthouse's network model counts them. */
  documentBytes: number;
};

/** TCP's first congestion window in Lighthouse's model (10 segments of 1,460 bytes): a first response
 * larger than this costs one more round trip before the page can paint. */
const FIRST_WINDOW_BYTES = 14_600;

function lighthouseOnce(url: string, cpuSlowdown: number): Lighthouse {
  const out = path.join(os.tmpdir(), `bench-lh-${process.pid}.json`);
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, not counted.
  for (let attempt = 1; ; attempt += 1) {
    try {
      run(
        path.join(ROOT, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
          '--chrome-flags=--headless=new --no-sandbox',
        ],
        ROOT,
        { CHROME_PATH: CHROMIUM },
      );
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  type Report = {
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<
      'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift',
      { numericValue: number }
    > & {
      'network-requests': { details: { items: { resourceType?: string; transferSize: number }[] } };
    };
  };
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const tbt = report.audits['total-blocking-time'].numericValue;
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt,
    tbtRange: [tbt, tbt],
    cls: report.audits['cumulative-layout-shift'].numericValue,
    documentBytes:
      report.audits['network-requests'].details.items.find(({ resourceType }) => resourceType === 'Document')
        ?.transferSize ?? NaN,
  };
}

function medianOf(runs: Lighthouse[]): Lighthouse {
  const pick = (key: Exclude<keyof Lighthouse, 'tbtRange'>) => median(runs.map((entry) => entry[key]));
  return {
    benchmarkIndex: pick('benchmarkIndex'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tbtRange: [
      Math.min(...runs.map(({ tbtRange }) => tbtRange[0])),
      Math.max(...runs.map(({ tbtRange }) => tbtRange[1])),
    ],
    cls: pick('cls'),
    documentBytes: pick('documentBytes'),
  };
}

/**
 * One template and the empty page measured right before it in every round, so both see the same noise;
 * with --baseline, the same template as the baseline revision serves it, in the same rounds.
 */
type Paired = {
  floor: Lighthouse;
  page: Lighthouse;
  before?: Lighthouse;
  /** Round by round: the template's TBT minus the empty page's, and minus the baseline's. */
  overFloor: number[];
  overBefore: number[];
};

/**
 * The interleaved rounds at one CPU slowdown: the medians of each template's runs, of the floor runs
 * paired with them and of the baseline's, and the TBT differences round by round.
 */
async function lighthouseSitting(
  urls: SittingUrls,
  templates: Template[],
  cpuSlowdown: number,
): Promise<Map<string, Paired>> {
  const runs = await interleavedRounds(urls, templates, RUNS, `Lighthouse at ${cpuSlowdown}× CPU`, (url) =>
    lighthouseOnce(url, cpuSlowdown),
  );
  return new Map(
    [...runs].map(([name, { floor, page, before }]) => {
      const tbt = (list: Lighthouse[]) => list.map((run) => run.tbt);
      return [
        name,
        {
          floor: medianOf(floor),
          page: medianOf(page),
          before: before.length > 0 ? medianOf(before) : undefined,
          overFloor: differences(tbt(page), tbt(floor)),
          overBefore: before.length > 0 ? differences(tbt(page), tbt(before)) : [],
        },
      ];
    }),
  );
}

const NO_SCORE: Lighthouse = {
  benchmarkIndex: NaN,
  performance: NaN,
  accessibility: NaN,
  bestPractices: NaN,
  seo: NaN,
  lcp: NaN,
  tbt: NaN,
  tbtRange: [NaN, NaN],
  cls: NaN,
  documentBytes: NaN,
};

type Throughput = { rps: number; p99: number };

/** wrk with 2 threads and 32 connections; it shares the 2 cores with the server, like the references. */
function throughput(url: string, headers: string[] = [], { notFound = false } = {}): Throughput {
  const output = execFileSync(
    'wrk',
    ['-t2', '-c32', `-d${DURATION}s`, '--latency', ...headers.flatMap((header) => ['-H', header]), url],
    { encoding: 'utf8' },
  );
  // Errors answer fast: a run with any of them measures nothing. (A slow answer wrk gave up on is not one.)
  if ((!notFound && /Non-2xx/.test(output)) || /Socket errors: connect [1-9]|read [1-9]|write [1-9]/.test(output))
    throw new Error(`${url} answered with errors:\n${output}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output) ?? [];
  const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  return { rps, p99 };
}

/** deploy/nginx.conf pointed at the benchmark's server, plus a server block serving one page's file as is. */
function startNginx(pageFile: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.mkdirSync(path.join(dir, 'cache'));
  fs.mkdirSync(path.join(dir, 'www'));
  // nginx workers run as an unprivileged user: they read www/ and write the cache.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'www'), 0o755);
  fs.chmodSync(path.join(dir, 'cache'), 0o777);
  const html = fs.readFileSync(pageFile);
  fs.writeFileSync(path.join(dir, 'www/index.html'), html);
  fs.writeFileSync(path.join(dir, 'www/index.html.gz'), zlib.gzipSync(html));
  const direct = `
  server {
    listen ${PORTS.file} reuseport;
    root ${dir}/www;
    gzip_static on;
    location = / { try_files /index.html =404; }
  }
}`;
  const config = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${PORTS.site};`)
    .replace('listen 8080 reuseport;', `listen ${PORTS.front} reuseport;`)
    .replace('/var/cache/nginx/brightloom', `${dir}/cache`)
    .replaceAll('/app/.next', path.join(ROOT, '.next'))
    .replace('pid /tmp/brightloom-nginx.pid;', `pid ${dir}/nginx.pid; error_log ${dir}/error.log;`)
    .replace(/\}\s*$/, direct);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  run('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')]);
  return dir;
}

function stopNginx(dir: string): void {
  spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log'), '-s', 'stop']);
}

type HtmlThroughput = Record<'next' | 'front' | 'file' | 'floorNext' | 'nextPlain' | 'floorNextPlain', Throughput>;

/**
 * HTML throughput for the home page: next start, the nginx front, nginx serving the file. Both nginx
 * servers answer gzip (the front keeps Next's compressed copy), so the client asks for gzip in all;
 * next start once more without Accept-Encoding (plain wrk), where Next compresses nothing.
 */
async function htmlThroughput(site: string, floor: string): Promise<HtmlThroughput> {
  const nginxDir = startNginx(pageFilePath(path.join(ROOT, '.next'), '/'));
  const gzip = ['Accept-Encoding: gzip'];
  for (let warm = 0; warm < 3; warm += 1)
    await fetch(`http://127.0.0.1:${PORTS.front}/`, { headers: { 'accept-encoding': 'gzip' } });
  try {
    return {
      next: throughput(`${site}/`, gzip),
      front: throughput(`http://127.0.0.1:${PORTS.front}/`, gzip),
      file: throughput(`http://127.0.0.1:${PORTS.file}/`, gzip),
      floorNext: throughput(`${floor}/`, gzip),
      nextPlain: throughput(`${site}/`),
      floorNextPlain: throughput(`${floor}/`),
    };
  } finally {
    stopNginx(nginxDir);
  }
}

function throughputSection(html: HtmlThroughput): string[] {
  return [
    '## HTML throughput, home page',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The client asks for gzip, except in the last two rows.`,
    '',
    '| server | req/s | p99 ms |',
    '| --- | ---: | ---: |',
    `| nginx serving the same file directly | ${html.file.rps.toFixed(0)} | ${html.file.p99.toFixed(1)} |`,
    `| deploy/nginx.conf in front of next start | ${html.front.rps.toFixed(0)} (${((html.front.rps / html.file.rps) * 100).toFixed(0)} % of direct) | ${html.front.p99.toFixed(1)} |`,
    `| next start alone | ${html.next.rps.toFixed(0)} | ${html.next.p99.toFixed(1)} |`,
    `| next start, empty page | ${html.floorNext.rps.toFixed(0)} | ${html.floorNext.p99.toFixed(1)} |`,
    `| next start alone, asked without Accept-Encoding (uncompressed) | ${html.nextPlain.rps.toFixed(0)} | ${html.nextPlain.p99.toFixed(1)} |`,
    `| next start, empty page, uncompressed | ${html.floorNextPlain.rps.toFixed(0)} | ${html.floorNextPlain.p99.toFixed(1)} |`,
    '',
  ];
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim();
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${chromiumVersion}, ${nginxVersion}, wrk`;
}

async function main(): Promise<void> {
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
    run(path.join(ROOT, 'node_modules/.bin/next'), ['build'], path.join(ROOT, 'bench/floor'));
    buildSeconds.floor = (Date.now() - startedAt) / 1000;
  }
  const site = `http://127.0.0.1:${PORTS.site}`;
  const floor = `http://127.0.0.1:${PORTS.floor}`;
  start(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(PORTS.site)], {
    env: { DATABASE_URL: `file:${path.join(os.tmpdir(), 'bench-site.db')}` },
  });
  start(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(PORTS.floor)], {
    cwd: path.join(ROOT, 'bench/floor'),
  });
  const baseline = args.baseline ? `http://127.0.0.1:${PORTS.baseline}` : undefined;
  const urls: SittingUrls = { site, floorPage: floor + FLOOR.path, baseline };
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

  if (args['main-thread']) {
    // Both columns come from the same traces: on a host slow enough that both are 4x, one is shown.
    const slowdowns = [...new Set([4, slowCpu(urls.floorPage)])];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const runs = await mainThreadSitting(browser, urls, MEASURED, RUNS);
    await browser.close();
    stopAll();
    console.log(mainThreadSection(runs, slowdowns, args.baseline).join('\n'));
    return;
  }

  // Lighthouse will not score a page answered with 404 (and hangs when the status is disguised).
  const scored = MEASURED.filter(({ name }) => name !== '404');
  const sittings: { cpu: number; results: Map<string, Paired> }[] = [];
  for (const cpu of [4, slowCpu(urls.floorPage)])
    sittings.push({ cpu, results: await lighthouseSitting(urls, scored, cpu) });
  if (args['lighthouse-only']) {
    stopAll();
    console.log(sittings.flatMap(sittingSection).join('\n'));
    return;
  }

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

  fs.writeFileSync(path.join(ROOT, 'bench/RESULTS.md'), report(rows, sittings, html, scale, buildSeconds));
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

/**
 * The slowdown that makes this host's CPU as slow under Lighthouse as the slow host's was at 4×:
 * 4 × this host's benchmark index / the slow host's (median of three runs of the empty page).
 */
function slowCpu(floorPage: string): number {
  if (args['slow-cpu'] !== 'auto') return Number(args['slow-cpu']);
  const index = median([1, 2, 3].map(() => lighthouseOnce(floorPage, 4).benchmarkIndex));
  const cpu = Math.max(4, Math.round((4 * index) / SLOW_HOST_INDEX));
  console.log(`Benchmark index ${index.toFixed(0)}: the slow sitting runs at ${cpu}× CPU slowdown.`);
  return cpu;
}

const withRange = ({ tbt, tbtRange: [low, high] }: Lighthouse) =>
  `${tbt.toFixed(0)} (${low.toFixed(0)}–${high.toFixed(0)})`;

/** Each template beside the empty page measured with it: the budgets of issue 20 (TBT, LCP, performance). */
function sittingSection({ cpu, results }: { cpu: number; results: Map<string, Paired> }): string[] {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    `## Lighthouse beside the empty page, ${cpu}× CPU slowdown${cpu === 4 ? " (Lighthouse's default)" : ''}`,
    '',
    `Rounds of empty page, template, empty page, template, …; medians of ${RUNS} rounds, each template against the runs of the empty page just before it; TBT with the lowest and highest run in brackets. "Paired": the median of the round-by-round differences with the sign test's 95 % bounds (given from 5 rounds on), ✓ when the upper bound is within +30 ms, ✗ when the lower bound is over it, ? when the rounds cannot tell.`,
    '',
    `| template | empty page perf | empty page TBT ms | perf | TBT ms | LCP ms | first response bytes (one round trip ≤ ${FIRST_WINDOW_BYTES.toLocaleString('en')}) | TBT ≤ empty + 30 ms | TBT over the empty page, paired | LCP ≤ 1.0 s | perf 100 where the empty page has 100 |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: | ---: | :-: | :-: |',
    ...[...results].map(([name, { floor, page, overFloor }]) => {
      const perfOk = floor.performance < 100 || page.performance === 100;
      return `| ${name} | ${floor.performance} | ${withRange(floor)} | ${page.performance} | ${withRange(page)} | ${page.lcp.toFixed(0)} | ${mark(page.documentBytes <= FIRST_WINDOW_BYTES)} ${page.documentBytes.toLocaleString('en')} | ${mark(page.tbt <= floor.tbt + 30)} | ${describeChange(overFloor)} ${VERDICT[judge(overFloor, 30)]} | ${mark(page.lcp <= 1000)} | ${mark(perfOk)} |`;
    }),
    '',
  ];
  if (!args.baseline) return lines;
  return [
    ...lines,
    `Against the baseline (\`${args.baseline}\`), measured in the same rounds: its template right before or right after this build's. "No worse": TBT's paired change at most +30 ms (the empty page's margin) with 95 % confidence and LCP within 1.0 s or the baseline's; ✗ when the change is over +30 with that confidence or LCP is worse, ? when the rounds cannot tell.`,
    '',
    '| template | empty page TBT ms | TBT before → after ms | change ms, paired (95 % bounds) | LCP before → after ms | perf before → after | first response bytes before → after | no worse |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: |',
    ...[...results].map(([name, { floor, page, before = NO_SCORE, overBefore }]) => {
      const lcpOk = page.lcp <= Math.max(before.lcp, 1000);
      const verdict = lcpOk ? judge(overBefore, 30) : 'worse';
      return `| ${name} | ${withRange(floor)} | ${withRange(before)} → ${withRange(page)} | ${describeChange(overBefore)} | ${before.lcp.toFixed(0)} → ${page.lcp.toFixed(0)} | ${before.performance} → ${page.performance} | ${before.documentBytes.toLocaleString('en')} → ${page.documentBytes.toLocaleString('en')} | ${VERDICT[verdict]} |`;
    }),
    '',
  ];
}

function report(
  rows: { template: Template; bytes: Bytes; lh: Lighthouse; load: Throughput }[],
  sittings: { cpu: number; results: Map<string, Paired> }[],
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
    `Lighthouse: mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs, each right after a run of the empty page (its figures: the median of those runs); the sittings below add a ${sittings[1]!.cpu}× CPU slowdown${args['slow-cpu'] === 'auto' ? ` (this host as slow as one with Lighthouse's benchmark index ${SLOW_HOST_INDEX} at 4×)` : ''}. Bytes: gzip of what a 412 px wide`,
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
    ...sittings.flatMap(sittingSection),
    ...throughputSection(html),
  ];
  if (Object.keys(buildSeconds).length > 0) {
    lines.push(
      `Build time in this run: site ${buildSeconds.site?.toFixed(0)} s (next build + seal-pages), empty page ${buildSeconds.floor?.toFixed(0)} s.`,
      '',
    );
  }
  if (scale.length > 0) {
    lines.push(
      '## Content at scale',
      '',
      'A scratch copy of the repository with generated posts (each about 600 words), built with `npm run build`.',
      '',
      '| posts | build s | peak memory MB (all processes) | output MB (.next without cache) | pages | largest blog listing page HTML KB |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      ...scale.map(
        (entry) =>
          `| ${entry.posts} | ${entry.seconds.toFixed(0)} | ${entry.peakMb.toFixed(0)} | ${entry.outputMb.toFixed(1)} | ${entry.pages} | ${entry.listingKb.toFixed(1)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
