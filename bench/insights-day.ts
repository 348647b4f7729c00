// npx tsx bench/insights-day.ts [--out bench/insights-report.html]: a day of generated traffic through a `next start`
// of the build (beacons from phones and desktops, from search, social, a newsletter and direct, with Web Vitals drawn
// from plausible distributions, and the leads such a day brings through the real forms), then `npm run insights --
// --format html` over it and a screenshot of the report (bench/insights-report.png). What the company would read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';
import { CHROMIUM, ROOT, start, stopAll, waitFor } from './common';

const PORT = 3413;
const base = `http://127.0.0.1:${PORT}`;
const out = path.resolve(
  process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1]! : 'bench/insights-report.html',
);

/** A seeded random, so that the day is the same each run. */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(weighted: [T, number][]): T => {
  let left = random() * weighted.reduce((all, [, weight]) => all + weight, 0);
  for (const [value, weight] of weighted) if ((left -= weight) <= 0) return value;
  return weighted[0]![0];
};
/** A log-normal draw around `median`: how load times spread. */
const around = (median: number, spread: number) =>
  median * Math.exp(spread * Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random()));

const PAGES: [string, number][] = [
  ['/', 30],
  ['/services/devops-cloud-solutions', 12],
  ['/blog/monolith-first', 14],
  ['/blog', 8],
  ['/work/northwind-freight', 6],
  ['/pricing', 7],
  ['/contact-us', 6],
  ['/book-a-call', 5],
  ['/start-a-project', 3],
  ['/career/senior-backend-engineer-go', 3],
  ['/pt', 6],
  ['/pt/services/devops-cloud-solutions', 3],
  ['/pl', 5],
  ['/pl/blog/monolith-first', 3],
];
const SOURCES: [Record<string, string>, number][] = [
  [{}, 40],
  [{ referrer: 'https://www.google.com' }, 30],
  [{ referrer: 'https://duckduckgo.com' }, 4],
  [{ utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'q4-devops' }, 12],
  [{ utm_source: 'newsletter', utm_medium: 'email' }, 8],
  [{ referrer: 'https://news.ycombinator.com' }, 6],
];

let client = 0;
const nextClient = () => `10.77.${((client += 1) >> 8) & 255}.${client & 255}`;

async function beacon(body: Record<string, unknown>) {
  const response = await fetch(`${base}/api/insights`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
  });
  if (response.status !== 204) throw new Error(`a beacon answered ${response.status}: ${await response.text()}`);
}

async function lead(page: string, endpoint: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}${endpoint}`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Day Visitor', email: `day-${client}@example.com`, page, ...body }),
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextClient() },
  });
  if (response.status >= 300) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
}

const database = path.join(os.tmpdir(), `insights-day-${process.pid}.db`);
start(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(PORT)], {
  env: { DATABASE_URL: `file:${database}`, TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1000', ...UNLIMITED_NOTICES },
});
await waitFor(base);
const visits = 1_200;
for (let visit = 0; visit < visits; visit += 1) {
  const page = pick(PAGES);
  const device = random() < 0.58 ? 'mobile' : 'desktop';
  const language = page.startsWith('/pt') ? 'pt' : page.startsWith('/pl') ? 'pl' : 'en';
  const common = { path: page, language, device, ...pick(SOURCES) };
  await beacon({ type: 'view', ...common });
  // Most visits report their vitals when hidden; phones load slower.
  if (random() < 0.85)
    await beacon({
      type: 'vitals',
      ...common,
      lcp: Math.min(59_000, Math.round(around(device === 'mobile' ? 1_900 : 1_100, 0.45))),
      inp: Math.min(59_000, Math.round(around(device === 'mobile' ? 90 : 45, 0.6))),
      cls: Math.min(5, Math.round(around(0.02, 1.1) * 1000) / 1000),
    });
}
// The day's leads, sent through the forms as visitors send them.
const message = 'We would like to talk about our platform.';
for (let n = 0; n < 9; n += 1) await lead('/contact-us', '/api/contact', { message });
for (let n = 0; n < 3; n += 1) await lead('/services/devops-cloud-solutions', '/api/contact', { message });
for (let n = 0; n < 6; n += 1)
  await lead('/book-a-call', '/api/bookings', {
    timeZone: 'Europe/Lisbon',
    windows: [`${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)} morning`],
  });
await new Promise((resolve) => setTimeout(resolve, 3_000));
stopAll();

const report = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=react-server', 'scripts/insights.ts', '--format', 'html', '--out', out],
  { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: `file:${database}` } },
);
if (report.status !== 0) throw new Error(report.stderr);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
for (const scheme of ['light', 'dark'] as const) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme: scheme });
  await page.goto(`file://${out}`);
  await page.screenshot({ path: out.replace(/\.html$/, `-${scheme}.png`), fullPage: true });
}
await browser.close();
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
console.log(`Wrote ${out} and its screenshots`);
