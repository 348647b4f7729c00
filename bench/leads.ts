// npm run bench:leads [-- --duration 10] [--connections 16]
// Accepted submissions per second and answer times of POST /api/contact on the production build:
// SQLite with one instance, Postgres with one and with two instances (TRUST_PROXY=1, every post from its
// own client address, so the rate limits are counted, not hit). Needs `npm run build` first, and for
// Postgres BENCH_POSTGRES_URL (or TEST_POSTGRES_URL): a server the bench may create a database on.
// Prints a Markdown table and writes it to bench/LEADS.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Instance, signal, startInstance } from '@/tests/e2e/instance';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } },
});
const DURATION_MS = Number(args.duration) * 1000;
const CONNECTIONS = Number(args.connections);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;

type Result = { setup: string; accepted: number; perSecond: number; p50: number; p99: number; other: number };

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** `CONNECTIONS` loops posting for the duration, spread over the instances; each post a new client. */
async function measure(setup: string, instances: Instance[]): Promise<Result> {
  const latencies: number[] = [];
  let accepted = 0;
  let other = 0;
  let sequence = 0;
  const end = Date.now() + DURATION_MS;
  const loop = async (connection: number) => {
    const base = instances[connection % instances.length]!.base;
    while (Date.now() < end) {
      const n = sequence++;
      const started = performance.now();
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: `Bench ${n}`,
          email: `bench${n}@example.com`,
          message: `Benchmark submission number ${n}.`,
        }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 201) accepted++;
      else other++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => loop(connection)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { setup, accepted, perSecond: accepted / (DURATION_MS / 1000), p50: at(0.5), p99: at(0.99), other };
}

async function run(setup: string, count: number, env: Record<string, string>): Promise<Result> {
  const instances = await Promise.all(
    Array.from({ length: count }, (_, i) => startInstance(3500 + i, { TRUST_PROXY: '1', ...env })),
  );
  try {
    // A short warm-up, so the first compile of the route is not in the figures.
    await measure('warm-up', instances).catch(() => undefined);
    return await measure(setup, instances);
  } finally {
    for (const instance of instances) signal(instance, 'SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
  }
}

const results: Result[] = [];
const sqliteFile = path.join(ROOT, 'data', `bench-leads-${process.pid}.db`);
results.push(await run('SQLite, 1 instance', 1, { DATABASE_URL: `file:${sqliteFile}` }));
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
if (postgresUrl) {
  const database = `site_bench_${process.pid}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  for (const count of [1, 2]) {
    await admin(postgresUrl, `DROP DATABASE IF EXISTS ${database}`);
    await admin(postgresUrl, `CREATE DATABASE ${database}`);
    results.push(
      await run(`Postgres, ${count} instance${count > 1 ? 's' : ''}`, count, { DATABASE_URL: url.toString() }),
    );
  }
  await admin(postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
} else {
  console.warn('BENCH_POSTGRES_URL is not set: Postgres is not measured.');
}

const table = [
  `Accepted submissions (POST /api/contact, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s, each post its own client; ${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  '| setup | accepted/s | p50 ms | p99 ms | not 201 |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) => `| ${r.setup} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.other} |`,
  ),
].join('\n');
console.log(table);
fs.writeFileSync(path.join(ROOT, 'bench', 'LEADS.md'), `${table}\n`);
process.exit(0);
