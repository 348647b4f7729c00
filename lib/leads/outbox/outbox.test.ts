import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { OUTBOX_LEASE_MIN_SECONDS } from '@/lib/env';
import { emailNotifier, messageId, SMTP_TIMEOUTS } from './email';
import { type Notifier, RetryLater, startOutboxWorker, WEBHOOK_TIMEOUT_MS } from './outbox';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';

// Real parts: the store on SQLite (Postgres too where TEST_POSTGRES_URL is set), a real SMTP server,
// and two workers polling one database as two instances would.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { error() {}, info() {} };
const FROM = 'Brightloom website <no-reply@brightloom.dev>';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const targets: [string, () => string][] = [
  ['sqlite', () => `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'site.db')}`],
];
// Postgres in a database of this file's own, made once; each test's store claims what earlier tests left.
const POSTGRES_DATABASE = 'site_outbox_test';
if (testPostgresUrl) targets.push(['postgres', () => postgresDatabaseUrl(POSTGRES_DATABASE)]);
beforeAll(async () => {
  if (testPostgresUrl) await freshPostgresDatabase(POSTGRES_DATABASE);
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(25);
  }
}

it('gives every stage of a send up well within the shortest lease an operator may set', () => {
  const longest = Math.max(...Object.values(SMTP_TIMEOUTS), WEBHOOK_TIMEOUT_MS);
  expect(longest * 1.5).toBeLessThanOrEqual(OUTBOX_LEASE_MIN_SECONDS * 1000);
});

describe.each(targets)('outbox on %s', (_dialect, url) => {
  async function store(): Promise<LeadStore> {
    const opened = await openLeadStore(url());
    cleanups.push(() => opened.close());
    // Earlier tests in this file may leave rows; this test owns the outbox.
    const pending = await opened.claimDue(1_000, 60_000);
    for (const item of pending) await opened.markDone(item, 'sent');
    return opened;
  }

  it('sends one e-mail when the mail server is slower than the lease, with two instances polling', async () => {
    const sink = await startSmtpSink({ stallMs: () => 1_500 });
    cleanups.push(sink.close);
    const shared = await store();
    const submission = await shared.insertSubmission(
      { type: 'contact', data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } },
      ['email'],
    );
    // Lease 600 ms, renewed every 200 ms while the send runs; the server answers after 1.5 s.
    const workers = [0, 1].map(() =>
      startOutboxWorker({
        store: shared,
        notifiers: [emailNotifier(sink.url, 'leads@brightloom.dev', FROM)],
        pollMs: 50,
        leaseMs: 600,
        logger: quiet,
      }),
    );
    cleanups.push(() => Promise.all(workers.map((worker) => worker.stop())));
    await until(async () => (await shared.countPending()) === 0);
    // Stopped, neither worker can send again: what the server got is all there will be.
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(sink.attempts()).toBe(1);
    expect(sink.accepted.map((mail) => mail.messageId)).toEqual([messageId(submission, FROM)]);
  });

  it('gives up on a stalled mail server within its timeout; the retry is the one copy accepted, same Message-ID', async () => {
    const sink = await startSmtpSink({ stallMs: (attempt) => (attempt === 0 ? 60_000 : 0) });
    cleanups.push(sink.close);
    const shared = await store();
    const submission = await shared.insertSubmission(
      { type: 'contact', data: { name: 'Grace', email: 'grace@example.com', message: 'Hi' } },
      ['email'],
    );
    const notifier = emailNotifier(
      { host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true, socketTimeout: 400 },
      'leads@brightloom.dev',
      FROM,
    );
    const workers = [0, 1].map(() =>
      startOutboxWorker({
        store: shared,
        notifiers: [notifier],
        pollMs: 50,
        leaseMs: 3_000,
        backoff: () => 100,
        logger: quiet,
      }),
    );
    cleanups.push(() => Promise.all(workers.map((worker) => worker.stop())));
    await until(async () => (await shared.countPending()) === 0);
    expect(sink.attempts()).toBe(2);
    expect(sink.accepted.map((mail) => mail.messageId)).toEqual([messageId(submission, FROM)]);
  });

  it('a pause holds a mail back without using up its attempts: it is sent once the pause ends', async () => {
    const shared = await store();
    const submission = await shared.insertSubmission({ type: 'contact', data: { name: 'Paused' } }, ['webhook']);
    // Paused five times in a row, more than the three attempts this channel allows; then the relay takes it.
    let calls = 0;
    const sent: string[] = [];
    const notifier: Notifier = {
      channel: 'webhook',
      maxAttempts: 3,
      async send(stored) {
        calls += 1;
        if (calls <= 5) throw new RetryLater('visitor mail is paused', 20);
        sent.push(stored.id);
      },
    };
    const worker = startOutboxWorker({ store: shared, notifiers: [notifier], pollMs: 20, logger: quiet });
    cleanups.push(() => worker.stop());
    await until(async () => (await shared.countPending()) === 0);
    expect(calls).toBe(6);
    expect(sent).toEqual([submission.id]);
  });

  it('a failure still counts: the mail is given up after its attempts', async () => {
    const shared = await store();
    await shared.insertSubmission({ type: 'contact', data: { name: 'Refused' } }, ['webhook']);
    let calls = 0;
    const notifier: Notifier = {
      channel: 'webhook',
      maxAttempts: 3,
      async send() {
        calls += 1;
        throw new Error('receiver down');
      },
    };
    const worker = startOutboxWorker({
      store: shared,
      notifiers: [notifier],
      pollMs: 20,
      backoff: () => 20,
      logger: quiet,
    });
    cleanups.push(() => worker.stop());
    await until(async () => (await shared.countPending()) === 0);
    await worker.stop();
    expect(calls).toBe(3);
  });

  it('on stop lets a send in flight finish and records it, and gives back what outlives the grace', async () => {
    const shared = await store();
    const quick = await shared.insertSubmission({ type: 'contact', data: { name: 'Quick' } }, ['webhook']);
    const sent: string[] = [];
    const started: string[] = [];
    const aborted: string[] = [];
    const notifier: Notifier = {
      channel: 'webhook',
      async send(submission, _file, signal) {
        // The quick one takes 300 ms; the other would take a minute unless aborted (longer than the test may run).
        const ms = submission.id === quick.id ? 300 : 60_000;
        started.push(submission.id);
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          signal.addEventListener(
            'abort',
            () => (clearTimeout(timer), aborted.push(submission.id), reject(signal.reason)),
          );
        });
        sent.push(submission.id);
      },
    };
    const slow = await shared.insertSubmission({ type: 'contact', data: { name: 'Slow' } }, ['webhook']);
    const worker = startOutboxWorker({ store: shared, notifiers: [notifier], pollMs: 50, logger: quiet });
    // Both in flight.
    await until(() => started.length === 2);
    await worker.stop(1_000);
    // The grace ended the slow send (had stop waited it out, the test would time out first).
    expect(aborted).toEqual([slow.id]);
    expect(sent).toEqual([quick.id]);
    expect(await shared.countPending()).toBe(1);
    // The slow one is free for the next instance at once, its attempt not counted as a failure.
    const [next] = await shared.claimDue(10, 60_000);
    expect(next).toMatchObject({ submissionId: slow.id, attempts: 0 });
    await shared.markDone(next!, 'sent');
  });
});
