import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore, openSqlite } from './store';
import type { LeadStore } from './types';

// The same tests for both stores. Postgres runs where TEST_POSTGRES_URL names a database
// (.ci/run starts one); it is required in CI, so a missing server cannot pass silently.
const postgresUrl = process.env.TEST_POSTGRES_URL;
if (process.env.CI && !postgresUrl) throw new Error('TEST_POSTGRES_URL must be set in CI to test the Postgres store');

const targets: [string, () => Promise<string>][] = [
  ['sqlite', async () => `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'site.db')}`],
];
if (postgresUrl) targets.push(['postgres', async () => postgresUrl]);

describe.each(targets)('%s store', (dialect, url) => {
  let store: LeadStore;

  beforeAll(async () => {
    store = await openLeadStore(await url());
    if (dialect === 'postgres') {
      // A clean slate per run; the schema itself stays migrated.
      const { Client } = await import('pg');
      const client = new Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query('TRUNCATE submissions, files, outbox, settings CASCADE');
      await client.end();
    }
  });
  afterAll(async () => store.close());

  it('stores a submission with its notifications in one go and reads it back', async () => {
    const stored = await store.insertSubmission({ type: 'contact', data: { name: 'Ada', email: 'ada@example.com', message: '<script>alert(1)</script> ünïcødé 🚀' } }, ['webhook', 'email']);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await store.getSubmission(stored.id);
    expect(read).toEqual(stored);
    expect(read!.data.message).toBe('<script>alert(1)</script> ünïcødé 🚀');
    expect(await store.countPending()).toBe(2);
  });

  it('keeps files byte for byte', async () => {
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 10, 13]);
    const stored = await store.insertSubmission({ type: 'application', target: 'a-job', data: { name: 'Linus' }, file: { name: 'cv.pdf', contentType: 'application/pdf', content } }, []);
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
    const now = Date.now();
    const first = await store.claimDue(now, 100, 60_000);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await store.claimDue(now, 100, 60_000)).toEqual([]);
    const [a, b] = first;
    await store.markDelivered(a!.id, now);
    await store.markFailed(b!.id, 'receiver down', now + 5_000);
    expect((await store.claimDue(now + 1_000, 100, 60_000)).map((item) => item.id)).not.toContain(b!.id);
    const retried = await store.claimDue(now + 120_000, 100, 60_000);
    expect(retried.find((item) => item.id === b!.id)?.attempts).toBe(1);
    expect(retried.map((item) => item.id)).not.toContain(a!.id);
  });

  it('lets an expired lease be taken over, as after a crash', async () => {
    const now = Date.now() + 1_000_000;
    const stored = await store.insertSubmission({ type: 'checklist', target: 'x', data: { email: 'a@b.co' } }, ['webhook']);
    const claimed = await store.claimDue(now, 100, 1_000);
    expect(claimed.map((item) => item.submissionId)).toContain(stored.id);
    expect((await store.claimDue(now + 500, 100, 1_000)).map((item) => item.submissionId)).not.toContain(stored.id);
    expect((await store.claimDue(now + 2_000, 100, 1_000)).map((item) => item.submissionId)).toContain(stored.id);
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
    const again = await openLeadStore(await url());
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
