import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';
import { openLeadStore, openSqlite } from './store';
import type { LeadStore } from './types';

// The same tests for both stores; Postgres in a database of this file's own (tests/support/postgres.ts).
const POSTGRES_DATABASE = 'site_store_test';

const sqliteFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'site.db');
const targets: [string, string][] = [['sqlite', `file:${sqliteFile}`]];
if (testPostgresUrl) targets.push(['postgres', postgresDatabaseUrl(POSTGRES_DATABASE)]);

const CONSENT = { policyVersion: '2026-11-26/abc', wording: 'New posts about twice a month.' };

/** A statement run beside the store, as an operator would: to age rows the store would never age. */
async function raw(dialect: string, statement: string): Promise<Record<string, string>[]> {
  if (dialect === 'sqlite') {
    const database = new Database(sqliteFile);
    try {
      const prepared = database.prepare(statement);
      return prepared.reader ? (prepared.all() as Record<string, string>[]) : (prepared.run(), []);
    } finally {
      database.close();
    }
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: postgresDatabaseUrl(POSTGRES_DATABASE) });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
}

describe.each(targets)('%s store', (dialect, url) => {
  let store: LeadStore;
  // Leases and retries expire when a test moves this clock, however busy the host is.
  const clock = { offsetMs: 0 };

  beforeAll(async () => {
    if (dialect === 'postgres') await freshPostgresDatabase(POSTGRES_DATABASE);
    store = await openLeadStore(url, { clock });
  });
  afterAll(async () => store.close());

  it('stores a submission with its notifications in one go and reads it back', async () => {
    const stored = await store.insertSubmission(
      {
        type: 'contact',
        data: { name: 'Ada', email: 'ada@example.com', message: '<script>alert(1)</script> ünïcødé 🚀' },
      },
      ['webhook', 'email'],
    );
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await store.getSubmission(stored.id);
    expect(read).toEqual(stored);
    expect(read!.data.message).toBe('<script>alert(1)</script> ünïcødé 🚀');
    expect(await store.countPending()).toBe(2);
  });

  it('keeps files byte for byte', async () => {
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 10, 13]);
    const stored = await store.insertSubmission(
      {
        type: 'application',
        target: 'a-job',
        data: { name: 'Linus' },
        file: { name: 'cv.pdf', contentType: 'application/pdf', content },
      },
      [],
    );
    expect(stored.file).toEqual({ name: 'cv.pdf', contentType: 'application/pdf', size: content.length });
    expect((await store.getSubmission(stored.id))!.file).toEqual(stored.file);
    const file = await store.getFile(stored.id);
    expect(Array.from(file!.content)).toEqual(Array.from(content));
  });

  it('leaves nothing behind when a transaction fails', async () => {
    const before = (await store.listSubmissions()).length;
    // The same outbox id twice violates the primary key inside the transaction.
    await expect(store.insertSubmission({ type: 'contact', data: {} }, ['webhook', 'webhook'])).rejects.toThrow();
    expect((await store.listSubmissions()).length).toBe(before);
  });

  it('leases due notifications to one worker at a time, and retries failures later', async () => {
    const first = await store.claimDue(100, 60_000);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await store.claimDue(100, 60_000)).toEqual([]);
    const [a, b] = first;
    expect(await store.markDone(a!, 'sent')).toBe(true);
    expect(await store.markFailed(b!, 'receiver down', 400)).toBe(true);
    expect((await store.claimDue(100, 60_000)).map((item) => item.id)).not.toContain(b!.id);
    clock.offsetMs += 500;
    const retried = await store.claimDue(100, 60_000);
    expect(retried.find((item) => item.id === b!.id)?.attempts).toBe(1);
    expect(retried.map((item) => item.id)).not.toContain(a!.id);
    for (const item of retried) await store.markDone(item, 'sent');
  });

  it('lets an expired lease be taken over, as after a crash, and refuses the old holder', async () => {
    const stored = await store.insertSubmission({ type: 'checklist', target: 'x', data: { email: 'a@b.co' } }, [
      'webhook',
    ]);
    const [crashed] = await store.claimDue(100, 300);
    expect(crashed?.submissionId).toBe(stored.id);
    expect(await store.claimDue(100, 300)).toEqual([]);
    clock.offsetMs += 400;
    const [taker] = await store.claimDue(100, 60_000);
    expect(taker?.id).toBe(crashed!.id);
    expect(taker!.lease).not.toBe(crashed!.lease);
    // The first worker comes back late: none of its marks may touch the row now.
    expect(await store.markDone(crashed!, 'sent')).toBe(false);
    expect(await store.markFailed(crashed!, 'late', 0)).toBe(false);
    expect(await store.extendLease(crashed!, 60_000)).toBe(false);
    expect(await store.markDone(taker!, 'sent')).toBe(true);
    expect(await store.countPending()).toBe(0);
  });

  it('keeps a renewed lease, and hands a released one on at once', async () => {
    await store.insertSubmission({ type: 'contact', data: { name: 'Slow' } }, ['email']);
    const [sending] = await store.claimDue(100, 400);
    clock.offsetMs += 250;
    expect(await store.extendLease(sending!, 400)).toBe(true);
    clock.offsetMs += 250;
    expect(await store.claimDue(100, 60_000)).toEqual([]);
    await store.releaseLease(sending!);
    const [next] = await store.claimDue(100, 60_000);
    expect(next?.id).toBe(sending!.id);
    expect(await store.markDone(next!, 'sent')).toBe(true);
  });

  it('takes lease times from the database clock, not the host', async () => {
    await store.insertSubmission({ type: 'contact', data: { name: 'Clock' } }, ['webhook']);
    const [held] = await store.claimDue(100, 60_000);
    // A second instance whose clock runs an hour ahead must not think the lease has run out.
    const ahead = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_600_000);
    try {
      expect(await store.claimDue(100, 60_000)).toEqual([]);
    } finally {
      ahead.mockRestore();
    }
    expect(await store.markDone(held!, 'sent')).toBe(true);
  });

  it('purges delivered notifications after 30 days and keeps the submissions', async () => {
    const old = await store.insertSubmission({ type: 'contact', data: { name: 'Old' } }, ['webhook']);
    const recent = await store.insertSubmission({ type: 'contact', data: { name: 'Recent' } }, ['webhook']);
    const pending = await store.insertSubmission({ type: 'contact', data: { name: 'Pending' } }, ['email']);
    const claimed = await store.claimDue(100, 60_000);
    for (const item of claimed) if (item.submissionId !== pending.id) await store.markDone(item, 'sent');
    for (const item of claimed) if (item.submissionId === pending.id) await store.releaseLease(item);
    await raw(dialect, `UPDATE outbox SET delivered_at = '2000-01-01T00:00:00.000Z' WHERE submission_id = '${old.id}'`);
    expect(await store.purgeDelivered(30)).toBe(1);
    const left = await raw(dialect, 'SELECT submission_id FROM outbox');
    const ids = left.map((row) => row.submission_id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    expect(ids).toContain(pending.id);
    expect(await store.getSubmission(old.id)).toBeDefined();
  });

  it('filters the export by type, oldest first', async () => {
    const contacts = await store.listSubmissions({ type: 'contact' });
    expect(contacts.every((submission) => submission.type === 'contact')).toBe(true);
    const all = await store.listSubmissions();
    expect([...all].sort((x, y) => x.createdAt.localeCompare(y.createdAt))).toEqual(all);
  });

  it('creates a shared setting once', async () => {
    const first = await store.getOrCreateSetting('key', () => 'one');
    expect(await store.getOrCreateSetting('key', () => 'two')).toBe(first);
  });

  it('migrates again without harm', async () => {
    const again = await openLeadStore(url);
    expect(again.dialect).toBe(dialect);
    await again.close();
  });
});

describe('SQLite durability settings', () => {
  it('runs in WAL mode with synchronous=FULL', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'site.db');
    const database = openSqlite(file);
    expect(database.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(database.pragma('synchronous', { simple: true })).toBe(2);
    database.close();
  });
});

describe('SQLite beside another process', () => {
  it('waits for the write lock when another process writes between a transaction’s read and its write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-beside-'));
    const file = path.join(dir, 'site.db');
    const stop = path.join(dir, 'stop');
    const store = await openLeadStore(`file:${file}`);
    // Another process (the leads CLI beside the server) writing until told to stop, each write its own commit.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1], { timeout: 10000 });
         const put = db.prepare("INSERT INTO settings (key, value) VALUES ('writer', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
         const pause = new Int32Array(new SharedArrayBuffer(4));
         for (let n = 1; !require('fs').existsSync(process.argv[2]); n++) { put.run(String(n)); Atomics.wait(pause, 0, 0, 1); }`,
        file,
        stop,
      ],
      { stdio: 'inherit' },
    );
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    const reader = new Database(file, { readonly: true });
    const writes = () =>
      Number(
        (reader.prepare("SELECT value FROM settings WHERE key = 'writer'").get() as { value: string } | undefined)
          ?.value ?? 0,
      );
    // Counted in writes, not in time: however busy the host, the two processes interleave.
    await vi.waitUntil(() => writes() > 0, { timeout: 30_000, interval: 20 });
    const failures: string[] = [];
    const before = writes();
    // A sign-up reads whether the address is known, then writes: the read's snapshot goes stale meanwhile.
    // At least 150 of them, and on until the other process has committed 20 times in between.
    for (let n = 0; (n < 150 || writes() - before < 20) && n < 20_000; n++) {
      await store
        .subscribe(`reader${n}@example.com`, { email: `reader${n}@example.com` }, CONSENT, {
          message: 'confirm-subscription',
        })
        .catch((error: unknown) => failures.push(String(error)));
    }
    const during = writes() - before;
    fs.writeFileSync(stop, '');
    expect(await exited).toBe(0);
    reader.close();
    await store.close();
    expect(during, 'the other process wrote while the sign-ups ran').toBeGreaterThanOrEqual(20);
    expect(failures).toEqual([]);
    // Counted, not timed: the limit only stops a hang, however slow a busy host runs it.
  }, 60_000);
});
