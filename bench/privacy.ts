// npm run bench:privacy [-- --rows 100000] [--subscribers 10000]
// What keeping the privacy policy's promises costs: the daily retention pass over `rows` expired
// submissions (with files and notifications), and sending one post to `subscribers` confirmed readers
// through the outbox to a real SMTP server on loopback. SQLite always; Postgres with BENCH_POSTGRES_URL
// (or TEST_POSTGRES_URL), on a database the bench creates. Prints a Markdown table, writes bench/PRIVACY.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { applicationForm } from '@/lib/leads/forms/application';
import { RETAINED_FORMS } from '@/lib/leads/forms/registry';
import { RETENTION_SETTINGS } from '@/lib/env';
import { applyRetention, retentionPeriods } from '@/lib/leads/privacy/retention';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore, RetentionPeriods } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { startSmtpSink } from '@/tests/support/smtp-sink';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, subscribers: { type: 'string', default: '10000' } },
});
const ROWS = Number(args.rows);
const SUBSCRIBERS = Number(args.subscribers);
const PERIODS: RetentionPeriods = retentionPeriods(RETENTION_SETTINGS);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-privacy-'));
const DAY_MS = 24 * 60 * 60 * 1000;

type Target = {
  name: string;
  url: string;
  insert: (rows: unknown[][], table: string, columns: string[]) => Promise<void>;
};

function sqliteTarget(): Target {
  const file = path.join(folder, 'site.db');
  return {
    name: 'SQLite',
    url: `file:${file}`,
    insert: (rows, table, columns) => {
      const database = new Database(file);
      const statement = database.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      database.transaction(() => rows.forEach((row) => statement.run(...row)))();
      database.close();
      return Promise.resolve();
    },
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  if (!postgresUrl) return undefined;
  const database = `site_bench_privacy_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return {
    name: 'Postgres',
    url: url.toString(),
    insert: async (rows, table, columns) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      for (let start = 0; start < rows.length; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        const values = chunk.map(
          (_, index) => `(${columns.map((__, column) => `$${index * columns.length + column + 1}`).join(', ')})`,
        );
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, chunk.flat());
      }
      await client.end();
    },
  };
}

/** `ROWS` expired submissions of every type (a tenth with a CV, each with a pending notification) and as many current ones. */
async function retention(target: Target, store: LeadStore) {
  const types = RETAINED_FORMS.map((form) => form.type);
  const submissions: unknown[][] = [];
  const files: unknown[][] = [];
  const outbox: unknown[][] = [];
  const cv = Buffer.alloc(20_000, 7);
  for (let index = 0; index < ROWS * 2; index += 1) {
    const id = crypto.randomUUID();
    const type = types[index % types.length]!;
    const expired = index < ROWS;
    const created = new Date(Date.now() - (expired ? 800 : 30) * DAY_MS).toISOString();
    submissions.push([
      id,
      type,
      null,
      created,
      0,
      JSON.stringify({ email: `p${index}@example.com` }),
      `p${index}@example.com`,
    ]);
    if (type === applicationForm.type && index % 10 === 1) files.push([id, 'cv.pdf', 'application/pdf', cv.length, cv]);
    outbox.push([`${id}:webhook`, id, 'webhook', Date.now(), created]);
  }
  await target.insert(submissions, 'submissions', ['id', 'type', 'target', 'created_at', 'spam', 'data', 'email']);
  await target.insert(files, 'files', ['submission_id', 'name', 'content_type', 'size', 'content']);
  await target.insert(outbox, 'outbox', ['id', 'submission_id', 'channel', 'next_attempt_at', 'delivered_at']);
  const started = performance.now();
  const counts = await applyRetention(store, PERIODS);
  const ms = performance.now() - started;
  const deleted = types.reduce((sum, type) => sum + counts[type], 0);
  if (deleted !== ROWS) throw new Error(`retention deleted ${deleted} of ${ROWS}`);
  const again = performance.now();
  await applyRetention(store, PERIODS);
  return { ms, secondMs: performance.now() - again, files: files.length / 2 };
}

/** One post to `SUBSCRIBERS` confirmed readers: queued by the command's store call, sent by a worker. */
async function newsletter(target: Target, store: LeadStore) {
  const rows: unknown[][] = [];
  for (let index = 0; index < SUBSCRIBERS; index += 1) {
    const now = new Date().toISOString();
    const email = `reader${index}@example.com`;
    rows.push([
      crypto.randomUUID(),
      'newsletter',
      now,
      0,
      JSON.stringify({ email }),
      email,
      await store.addressHash(email),
      now,
    ]);
  }
  await target.insert(rows, 'submissions', [
    'id',
    'type',
    'created_at',
    'spam',
    'data',
    'email',
    'mailbox',
    'confirmed_at',
  ]);
  const sink = await startSmtpSink();
  const queueStarted = performance.now();
  let after = '';
  for (;;) {
    const batch = await store.queueNewsletter('monolith-first', after, 500);
    if (!batch.lastId) break;
    after = batch.lastId;
  }
  const queueMs = performance.now() - queueStarted;
  const { ms: sendMs } = await drainVisitorMail(store, { smtp: sink.url }, { timeoutMs: 20 * 60_000, batchSize: 50 });
  if (sink.accepted.length < SUBSCRIBERS) throw new Error(`only ${sink.accepted.length} sent in 20 minutes`);
  const ids = new Set(sink.accepted.map((mail) => mail.messageId));
  await sink.close();
  return { queueMs, sendMs, perSecond: SUBSCRIBERS / (sendMs / 1000), duplicates: sink.accepted.length - ids.size };
}

const POSTS = 1_000;

/**
 * The ceiling and the counts: POSTS contact posts from 40 client networks (20 each allowed an hour)
 * against a site ceiling of 200 an hour. Every post is stored; mail past the ceiling waits for a later
 * hour, past a network's budget it is left out.
 */
async function ceiling(url: string) {
  const store = await openLeadStore(url, { visitorMailPerHour: 200, visitorMailPerNetworkHour: 20 });
  const outcomes: Record<string, number> = {};
  const started = performance.now();
  for (let index = 0; index < POSTS; index += 1) {
    const { visitorMail = 'none' } = await store.insertSubmission(
      { type: 'contact', data: { email: `visitor${index}@example.org` } },
      [],
      { message: 'received', client: `198.51.${index % 40}.${1 + (index % 200)}` },
    );
    outcomes[visitorMail] = (outcomes[visitorMail] ?? 0) + 1;
  }
  const ms = performance.now() - started;
  const status = await store.mailStatus();
  await store.close();
  const waiting = status.pending.find((row) => row.channel === 'visitor')?.later ?? 0;
  return { msPerPost: ms / POSTS, outcomes, waiting };
}

/**
 * No timing tells (CONTRACT §14a): a post whose visitor mail is left out (a suppressed mailbox, one past
 * its daily cap) is answered after the same work as any other, so the answer's time says nothing of the
 * address. Interleaved, so the host's load falls on every kind alike; medians, so a pause does not count.
 */
async function sameWork(url: string) {
  const store = await openLeadStore(url, { visitorMailPerHour: 100_000, visitorMailPerNetworkHour: 100_000 });
  await store.suppress('gone@example.org', 'unsubscribe');
  const post = (email: string, index: number) =>
    store.insertSubmission({ type: 'contact', data: { email } }, ['webhook'], {
      message: 'received',
      client: `10.9.${index % 250}.1`,
    });
  for (let index = 0; index < 3; index += 1) await post('full@example.org', index);
  const kinds: Record<string, (index: number) => string> = {
    any: (index) => `any${index}@example.org`,
    suppressed: () => 'gone@example.org',
    capped: () => 'full@example.org',
  };
  const times: Record<string, number[]> = { any: [], suppressed: [], capped: [] };
  for (let index = 0; index < 300; index += 1)
    for (const [kind, address] of Object.entries(kinds)) {
      const started = performance.now();
      await post(address(index), index);
      times[kind]!.push(performance.now() - started);
    }
  await store.close();
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return { any: median(times.any!), suppressed: median(times.suppressed!), capped: median(times.capped!) };
}

const lines = [
  `| store | retention pass, ${ROWS.toLocaleString('en')} expired of ${(ROWS * 2).toLocaleString('en')} | pass again (nothing to do) | queue ${SUBSCRIBERS.toLocaleString('en')} | send ${SUBSCRIBERS.toLocaleString('en')} to SMTP | mails/s | duplicates | ${POSTS.toLocaleString('en')} posts at the ceiling: ms a post | queued / waiting for a later hour / over a network's budget | answered in, ms (median): any / suppressed / capped mailbox |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const target of [sqliteTarget(), await postgresTarget()]) {
  if (!target) continue;
  const store = await openLeadStore(target.url);
  const kept = await retention(target, store);
  const sent = await newsletter(target, store);
  await store.close();
  const held = await ceiling(target.url);
  // A database of its own on SQLite (the ceiling's counts would cap it); Postgres's is fresh per target.
  const same = await sameWork(target.name === 'SQLite' ? `file:${path.join(folder, 'same-work.db')}` : target.url);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  lines.push(
    `| ${target.name} | ${s(kept.ms)} | ${s(kept.secondMs)} | ${s(sent.queueMs)} | ${s(sent.sendMs)} | ${Math.round(sent.perSecond)} | ${sent.duplicates} | ${held.msPerPost.toFixed(2)} | ${held.outcomes.queued ?? 0} / ${held.outcomes.deferred ?? 0} (${held.waiting} rows later) / ${held.outcomes.network ?? 0} | ${same.any.toFixed(2)} / ${same.suppressed.toFixed(2)} / ${same.capped.toFixed(2)} |`,
  );
  console.log(lines.at(-1));
}
const report = [
  '# Personal data: retention and newsletter figures',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:privacy\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
  'The retention pass deletes expired submissions with their CVs (a tenth of applications carry 20 KB) and notifications in one statement per rule;',
  'the send goes through the outbox worker (batches of 50, 5 pooled SMTP connections) to a real SMTP server on loopback.',
  `The ceiling: ${POSTS} contact posts from 40 client networks against VISITOR_MAIL_PER_HOUR 200 and VISITOR_MAIL_PER_NETWORK_HOUR 20; every post is stored, counts live in mail_counts.`,
  '',
  ...lines,
  '',
].join('\n');
fs.writeFileSync(path.join(import.meta.dirname, 'PRIVACY.md'), report);
console.log(report);
fs.rmSync(folder, { recursive: true, force: true });
