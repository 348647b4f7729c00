// npx tsx bench/insights-load.ts [--duration 60]: the beacons' cost to leads (CONTRACT §24). One `next start` of the
// build per database (SQLite, then Postgres when TEST_POSTGRES_URL is set): a minute of contact form posts alone and
// a minute of the same posts beside 100 beacons a second, in alternating half-minute turns. The counts must be exact
// (every 204 a view counted), and the form posts' p99 must stay within the noise of the turns without beacons.
// Writes the "Beacons beside leads" section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';
import { ROOT, start, stopAll, waitFor } from './common';
import { replaceSections } from './results';

const PORT = 3412;
const SECONDS = Number(process.argv.includes('--duration') ? process.argv[process.argv.indexOf('--duration') + 1] : 60);
const FORMS_PER_SECOND = 5;
const BEACONS_PER_SECOND = 100;

const base = `http://127.0.0.1:${PORT}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

let client = 0;
/** A client of its own for each post and each few beacons: the rate limits count per client, as for real visitors. */
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function formPost(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Load Test',
      email: `load-${client}@example.com`,
      message: 'Measuring the beacons beside leads.',
    }),
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextClient() },
  });
  if (response.status !== 201) throw new Error(`a form post answered ${response.status}`);
  return performance.now() - started;
}

const PAGES = ['/', '/blog', '/contact-us', '/pt/pricing', '/pl/work', '/services/devops-cloud-solutions'];

async function beacon(n: number): Promise<boolean> {
  const path_ = PAGES[n % PAGES.length]!;
  const response = await fetch(`${base}/api/insights`, {
    method: 'POST',
    body: JSON.stringify({
      type: 'view',
      path: path_,
      language: path_.startsWith('/pt') ? 'pt' : path_.startsWith('/pl') ? 'pl' : 'en',
      device: n % 3 ? 'desktop' : 'mobile',
      ...(n % 4 === 0 && { utm_source: 'newsletter' }),
    }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `172.16.${(n >> 8) & 255}.${n & 255}` },
  });
  return response.status === 204;
}

/** Form posts at a steady rate for `seconds`, with beacons beside them or not: the posts' latencies, the beacons counted. */
async function sitting(withBeacons: boolean, seconds: number): Promise<{ latencies: number[]; beacons: number }> {
  const latencies: number[] = [];
  const pending: Promise<unknown>[] = [];
  let accepted = 0;
  let sent = 0;
  const started = Date.now();
  for (let tick = 0; Date.now() - started < seconds * 1000; tick += 1) {
    // Every 100 ms: a tenth of a second's beacons, and a form post every 200 ms.
    if (tick % (10 / FORMS_PER_SECOND) === 0) pending.push(formPost().then((ms) => latencies.push(ms)));
    if (withBeacons)
      for (let n = 0; n < BEACONS_PER_SECOND / 10; n += 1)
        pending.push(beacon((sent += 1)).then((ok) => ok && (accepted += 1)));
    await pause(Math.max(0, started + (tick + 1) * 100 - Date.now()));
  }
  await Promise.all(pending);
  return { latencies, beacons: accepted };
}

async function counted(url: string): Promise<number> {
  // The server adds what waits every two seconds.
  await pause(3_000);
  if (url.startsWith('file:')) {
    const db = new Database(url.slice('file:'.length), { readonly: true });
    const { n } = db.prepare('SELECT coalesce(sum(views), 0) AS n FROM insight_views').get() as { n: number };
    db.close();
    return n;
  }
  const pool = new pg.Pool({ connectionString: url });
  const { rows } = await pool.query<{ n: string }>('SELECT coalesce(sum(views), 0) AS n FROM insight_views');
  await pool.end();
  return Number(rows[0]!.n);
}

async function measure(dialect: string, url: string) {
  start(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(PORT)], {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1000', ...UNLIMITED_NOTICES },
  });
  await waitFor(base);
  // Posts open and migrate the store and warm the server's code before anything is timed: a cold first
  // second is the start's, not the beacons'.
  for (let warm = 0; warm < 25; warm += 1) await formPost();
  // Alone and beside beacons in turns of half the time each, so that a slow stretch of the machine falls on
  // both: the spread between the two turns of one kind is the noise the other is held to.
  const turns: { withBeacons: boolean; latencies: number[]; beacons: number }[] = [];
  for (const withBeacons of [false, true, false, true])
    turns.push({ withBeacons, ...(await sitting(withBeacons, SECONDS / 2)) });
  const of = (withBeacons: boolean) => turns.filter((turn) => turn.withBeacons === withBeacons);
  const pooled = (kind: typeof turns) => ({
    latencies: kind.flatMap((turn) => turn.latencies),
    beacons: kind.reduce((sum, turn) => sum + turn.beacons, 0),
    p99s: kind.map((turn) => percentile(turn.latencies, 0.99)),
  });
  const alone = pooled(of(false));
  const beside = pooled(of(true));
  const views = await counted(url);
  stopAll();
  await pause(2_000);
  return { dialect, alone, beside, views };
}

const results = [];
const sqlite = path.join(os.tmpdir(), `bench-insights-${process.pid}.db`);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqlite}${suffix}`, { force: true });
results.push(await measure('SQLite', `file:${sqlite}`));
if (testPostgresUrl) results.push(await measure('Postgres', await freshPostgresDatabase('bench_insights')));

const ms = (value: number) => value.toFixed(1);
const lines = [
  `## Beacons beside leads (${BEACONS_PER_SECOND} a second for ${SECONDS} s, one instance)`,
  '',
  `Contact form posts at ${FORMS_PER_SECOND} a second for ${SECONDS} s alone and ${SECONDS} s beside ${BEACONS_PER_SECOND} view beacons a second, in`,
  `turns of ${SECONDS / 2} s (alone, beside, alone, beside; \`npx tsx bench/insights-load.ts\`), the client on the same two cores: each`,
  'beacon answered 204 must be one view in the counts, and the posts must not wait for the beacons (they are summed in',
  "memory for two seconds and added in a transaction of their own). Each turn's p99 is in brackets: their spread is the noise.",
  '',
  '| database | form posts | p50 alone | p99 alone (turns) | p50 with beacons | p99 with beacons (turns) | beacons answered 204 | views counted |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    ({ dialect, alone, beside, views }) =>
      `| ${dialect} | ${alone.latencies.length} + ${beside.latencies.length} | ${ms(percentile(alone.latencies, 0.5))} ms | ${ms(percentile(alone.latencies, 0.99))} ms (${alone.p99s.map(ms).join(', ')}) | ${ms(percentile(beside.latencies, 0.5))} ms | ${ms(percentile(beside.latencies, 0.99))} ms (${beside.p99s.map(ms).join(', ')}) | ${beside.beacons} | ${views}${views === beside.beacons ? ' ✓' : ' ✗'} |`,
  ),
  '',
];
replaceSections(lines, 'npx tsx bench/insights-load.ts');
console.log(lines.join('\n'));
process.exit(results.every((result) => result.views === result.beside.beacons) ? 0 : 1);
