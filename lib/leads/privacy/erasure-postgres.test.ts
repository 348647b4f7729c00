import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rawSql } from '@/tests/support/raw-sql';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { applyRetention, retentionPeriods } from '@/lib/leads/privacy/retention';
import { RETENTION_SETTINGS } from '@/lib/env';
import { openLeadStore } from '@/lib/leads/store/store';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';

// An erasure on Postgres leaves nothing of the person in its table files once vacuumed.
// Mail an operator can trust (CONTRACT §14b): whose fault a refusal is, nothing dropped at the ceiling,
// counts no deletion resets, on real SQLite and Postgres with a real SMTP server that refuses on demand.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-'));

async function fresh(dialect: string, name: string): Promise<string> {
  if (dialect === 'sqlite') return `file:${path.join(folder, `${name}.db`)}`;
  return freshPostgresDatabase(name);
}

const RECEIVED = { message: MESSAGES.received };

async function filesHolding(url: string, text: string): Promise<string[]> {
  const [{ dir } = { dir: '' }] = (await rawSql(
    url,
    "SELECT current_setting('data_directory') || '/base/' || oid AS dir FROM pg_database WHERE datname = current_database()",
  )) as { dir: string }[];
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .filter((name) => fs.readFileSync(path.join(dir, name)).includes(text));
}

describe.skipIf(!testPostgresUrl)('postgres: erasure', () => {
  it('leaves the person readable in no table or index file after a checkpoint', async () => {
    const url = await fresh('postgres', 'site_erase_files_test');
    const store = await openLeadStore(url);
    const person = { name: 'Zebediah Quartermaine', email: 'zebediah.quartermaine@example.org' };
    try {
      for (let index = 0; index < 200; index += 1)
        await store.insertSubmission(
          { type: 'contact', data: { email: `other${index}@example.com`, name: 'Other' } },
          [],
        );
      // The last row on its page, as in the audit: a plain VACUUM leaves such a row's bytes where they were.
      await store.insertSubmission(
        { type: 'contact', data: { ...person, message: 'Call me about Quartermaine.' } },
        [],
        RECEIVED,
      );
      const readable = async () => {
        await rawSql(url, 'CHECKPOINT');
        return (await filesHolding(url, 'Quartermaine')).length > 0;
      };
      const inStatistics = async () =>
        JSON.stringify(await rawSql(url, "SELECT * FROM pg_stats WHERE schemaname = 'public'")).includes(
          'Quartermaine',
        );
      // As autovacuum would at any moment: the statistics are gathered before the erase. Anyone who posts
      // twice would be a most common value; no personal column is sampled at all.
      await store.insertSubmission({ type: 'contact', data: { ...person, message: 'Quartermaine again.' } }, []);
      await rawSql(url, 'ANALYZE');
      expect(await readable()).toBe(true);
      expect(await inStatistics()).toBe(false);
      const erased = await store.eraseSubject(person.email, []);
      expect(erased).toMatchObject({ submissions: 2 });
      // On a busy host an autovacuum worker can hold the table past the rewrite's lock timeout: the erasure
      // then says scrubbed: false and the server finishes the rewrite on its minute timer, as here.
      if (!erased.scrubbed)
        await expect.poll(() => store.finishScrub(), { timeout: 30_000, interval: 500 }).toBe('done');
      expect(await readable()).toBe(false);
      expect(await inStatistics()).toBe(false);
      expect(await store.findSubject('other199@example.com')).toMatchObject({ submissions: [expect.anything()] });
    } finally {
      await store.close();
    }
  }, 60_000);

  it('leaves what retention deleted readable in no table or index file after a checkpoint', async () => {
    const url = await fresh('postgres', 'site_retention_files_test');
    const store = await openLeadStore(url);
    try {
      for (let index = 0; index < 200; index += 1)
        await store.insertSubmission({ type: 'contact', data: { email: `kept${index}@example.com` } }, []);
      const expired = await store.insertSubmission(
        { type: 'contact', data: { name: 'Ottoline Vanderkamp', email: 'ottoline@example.org', message: 'Hi' } },
        [],
      );
      const days = retentionPeriods(RETENTION_SETTINGS).contact + 1;
      await rawSql(url, 'UPDATE submissions SET created_at = $1 WHERE id = $2', [
        new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString(),
        expired.id,
      ]);
      const readable = async () => {
        await rawSql(url, 'CHECKPOINT');
        return (await filesHolding(url, 'Vanderkamp')).length > 0;
      };
      expect(await readable()).toBe(true);
      const pass = await applyRetention(store, retentionPeriods(RETENTION_SETTINGS));
      expect(pass.contact).toBe(1);
      expect(await readable()).toBe(false);
      expect(await store.findSubject('kept199@example.com')).toMatchObject({ submissions: [expect.anything()] });
    } finally {
      await store.close();
    }
  }, 60_000);

  it('with an older snapshot open, says scrubbed: false and finishes the rewrite once the snapshot ends', async () => {
    const url = await fresh('postgres', 'site_erase_snapshot_test');
    const store = await openLeadStore(url);
    const report = new pg.Client({ connectionString: url });
    await report.connect();
    try {
      const person = { name: 'Ottoline Fairweather', email: 'ottoline@example.org' };
      for (let index = 0; index < 50; index += 1)
        await store.insertSubmission({ type: 'contact', data: { email: `o${index}@example.com` } }, []);
      await store.insertSubmission({ type: 'contact', data: person }, []);
      await rawSql(url, 'ANALYZE');
      // A report in a repeatable-read transaction: its snapshot still sees the person after the delete.
      await report.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await report.query('SELECT count(*) FROM submissions');
      const erased = await store.eraseSubject(person.email, []);
      expect(erased).toMatchObject({ submissions: 1, scrubbed: false });
      expect(await store.findSubject(person.email)).toMatchObject({ submissions: [] });
      expect(await store.finishScrub()).toBe('waiting');
      await report.query('COMMIT');
      expect(await store.finishScrub()).toBe('done');
      expect(await store.finishScrub()).toBe('none');
      await rawSql(url, 'CHECKPOINT');
      expect(await filesHolding(url, 'Fairweather')).toEqual([]);
    } finally {
      await report.end();
      await store.close();
    }
  }, 60_000);

  it('refuses, having changed nothing, when a lock holds the tables; finishes the rewrite when a lock holds it back', async () => {
    const url = await fresh('postgres', 'site_erase_lock_test');
    const store = await openLeadStore(url);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const person = { name: 'Perpetua Lockwood', email: 'perpetua@example.org' };
      await store.insertSubmission({ type: 'contact', data: person }, []);
      await other.query('BEGIN');
      await other.query('LOCK TABLE submissions IN ACCESS EXCLUSIVE MODE');
      await expect(store.eraseSubject(person.email, [])).rejects.toThrow(/nothing was erased/);
      await other.query('ROLLBACK');
      expect(await store.findSubject(person.email)).toMatchObject({ submissions: [expect.anything()] });
      expect(await store.isSuppressed(person.email)).toBe(false);
      // A reader holding the outbox (not a snapshot): the delete goes, the rewrite waits for the lock.
      await other.query('BEGIN');
      await other.query('LOCK TABLE outbox IN ACCESS SHARE MODE');
      const erased = await store.eraseSubject(person.email, []);
      expect(erased).toMatchObject({ submissions: 1, scrubbed: false });
      await other.query('COMMIT');
      expect(await store.finishScrub()).toBe('done');
      await rawSql(url, 'CHECKPOINT');
      expect(await filesHolding(url, 'Lockwood')).toEqual([]);
    } finally {
      await other.end();
      await store.close();
    }
  }, 60_000);
});

/** The files of a Postgres database (tables, indexes, TOAST, the catalogs) whose bytes hold `text`. */
