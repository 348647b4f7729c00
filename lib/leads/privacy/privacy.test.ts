import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';
import { rawSql } from '@/tests/support/raw-sql';
import { openLeadStore } from '@/lib/leads/store/store';
import { type LeadStore, OWN_PERIOD, type RetentionPeriods } from '@/lib/leads/store/types';
import { FileCipher, FileKeyError } from '@/lib/leads/store/file-cipher';
import { applyRetention, retentionPeriods } from './retention';
import { RETENTION_SETTINGS } from '@/lib/env';

// What the store holds about a person, on both databases: retention, erasure, subscriptions, the daily
// cap and CVs at rest. Postgres runs in a database of its own, so other test files never see these rows.
const DATABASE = 'site_privacy_test';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-'));
const targets: [string, string][] = [['sqlite', `file:${path.join(folder, 'site.db')}`]];
if (testPostgresUrl) targets.push(['postgres', postgresDatabaseUrl(DATABASE)]);

const PERIODS: RetentionPeriods = retentionPeriods(RETENTION_SETTINGS);
/** Nothing of any kind: the counts a retention pass answers when it finds nothing. */
const NONE = Object.fromEntries([...Object.keys(PERIODS), OWN_PERIOD].map((kind) => [kind, 0]));
const KEY_A = crypto.randomBytes(32).toString('base64');
const KEY_B = crypto.randomBytes(32).toString('base64');
const CONSENT = { policyVersion: '2026-11-23/abc', wording: 'New posts about twice a month.' };
const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode('%PDF-1.4 Curriculum vitae of Grace Hopper %%EOF');

describe.each(targets)('%s: personal data in the store', (dialect, url) => {
  let store: LeadStore;

  const raw = (statement: string, params: unknown[] = []) => rawSql(url, statement, params);

  const count = async (statement: string, params: unknown[] = []) =>
    Number(Object.values((await raw(statement, params))[0] ?? {})[0] ?? 0);

  /** Moves a submission back in time: what the passing of days does in production. */
  const age = (id: string, days: number) =>
    raw('UPDATE submissions SET created_at = $1 WHERE id = $2', [
      new Date(Date.now() - days * DAY_MS).toISOString(),
      id,
    ]);

  beforeAll(async () => {
    if (dialect === 'postgres') await freshPostgresDatabase(DATABASE);
    store = await openLeadStore(url, new FileCipher(KEY_A));
  });
  afterAll(async () => store.close());

  it('sends one confirmation link per sign-up, confirms once, and tells nobody who is subscribed', async () => {
    const first = await store.subscribe('Reader@Example.com', { email: 'Reader@Example.com' }, CONSENT, {
      message: 'confirm-subscription',
    });
    expect(first).toMatchObject({ state: 'new', mail: 'queued' });
    const again = await store.subscribe('reader@example.com', { email: 'reader@example.com' }, CONSENT, {
      message: 'confirm-subscription',
    });
    expect(again).toMatchObject({ id: first.id, state: 'pending', mail: 'queued' });
    expect(await store.confirmSubscription(first.id, ['webhook'])).toBe('confirmed');
    expect(await store.confirmSubscription(first.id, ['webhook'])).toBe('already');
    expect(await store.confirmSubscription(crypto.randomUUID(), ['webhook'])).toBe('unknown');
    const confirmed = await store.subscribe('READER@example.com', {}, CONSENT, { message: 'confirm-subscription' });
    expect(confirmed).toMatchObject({ state: 'confirmed', mail: 'none' });
    // One webhook for the confirmation, however often the button is pressed.
    expect(
      await count("SELECT count(*) FROM outbox WHERE submission_id = $1 AND channel = 'webhook'", [first.id]),
    ).toBe(1);
    const stored = await store.getSubmission(first.id);
    expect(stored).toMatchObject({ type: 'newsletter', email: 'Reader@Example.com', consent: CONSENT });
    expect(stored!.confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('mails one address at most three times a day from all forms together', async () => {
    const address = 'busy@example.com';
    for (const [type, email] of [
      ['contact', address],
      ['contact', 'BUSY@example.com'],
      ['checklist', address],
      ['contact', address],
    ] as const) {
      await store.insertSubmission({ type, target: 'x', data: { email } }, [], { message: 'received' });
    }
    const signUp = await store.subscribe(address, {}, CONSENT, { message: 'confirm-subscription' });
    expect(signUp.mail).toBe('capped');
    const hash = await store.addressHash(address);
    expect(await count("SELECT count(*) FROM outbox WHERE recipient = $1 AND channel = 'visitor'", [hash])).toBe(3);
    // Spam is stored but never answered.
    await store.insertSubmission({ type: 'contact', data: { email: 'bot@example.com' }, spam: true }, [], {
      message: 'received',
    });
    expect(
      await count('SELECT count(*) FROM outbox WHERE recipient = $1', [await store.addressHash('bot@example.com')]),
    ).toBe(0);
  });

  it('unsubscribes: the subscription and checklist requests go, a keyed hash stays, a new sign-up lifts it', async () => {
    const address = 'leaving@example.com';
    const signUp = await store.subscribe(address, { email: address }, CONSENT, { message: 'confirm-subscription' });
    await store.confirmSubscription(signUp.id, []);
    const checklist = await store.insertSubmission({ type: 'checklist', target: 'x', data: { email: address } }, []);
    const contact = await store.insertSubmission({ type: 'contact', data: { email: address } }, []);
    expect(await store.unsubscribe({ submissionId: checklist.id }, [])).toBe(2);
    expect(await store.getSubmission(signUp.id)).toBeUndefined();
    expect(await store.getSubmission(checklist.id)).toBeUndefined();
    expect(await store.getSubmission(contact.id)).toBeDefined();
    expect(await store.unsubscribe({ submissionId: signUp.id }, [])).toBe(0);
    const kept = await raw('SELECT mailbox_hash, reason, proof FROM suppressions WHERE mailbox_hash = $1', [
      await store.addressHash(address),
    ]);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.reason).toBe('unsubscribe');
    // The consent that was withdrawn stays as proof, without the address.
    expect(JSON.parse(kept[0]!.proof as string)).toMatchObject({ policyVersion: CONSENT.policyVersion });
    expect(JSON.stringify(await raw('SELECT * FROM suppressions'))).not.toContain('leaving');

    const back = await store.subscribe(address, { email: address }, CONSENT, { message: 'confirm-subscription' });
    expect(back.state).toBe('new');
    expect(await store.confirmSubscription(back.id, [])).toBe('confirmed');
    expect((await store.findSubject(address)).suppression).toBeNull();
  });

  it('queues a post once per confirmed subscriber, however often it is run', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const signUp = await store.subscribe(`fan${index}@example.com`, {}, CONSENT, { message: 'confirm-subscription' });
      await store.confirmSubscription(signUp.id, []);
      ids.push(signUp.id);
    }
    await store.subscribe('undecided@example.com', {}, CONSENT, { message: 'confirm-subscription' });
    const { confirmed } = await store.countSubscribers();
    const run = async () => {
      let after = '';
      let queued = 0;
      for (;;) {
        const batch = await store.queueNewsletter('a-post', after, 2);
        if (!batch.lastId) return queued;
        after = batch.lastId;
        queued += batch.queued;
      }
    };
    expect(await run()).toBe(confirmed);
    expect(await run()).toBe(0);
    expect(await count("SELECT count(*) FROM outbox WHERE message = 'post:a-post'")).toBe(confirmed);
    for (const id of ids)
      expect(await count('SELECT count(*) FROM outbox WHERE id = $1', [`${id}:post:a-post`])).toBe(1);
  });

  it('deletes what is past its period, with files and notifications, and nothing else', async () => {
    const old = {
      contact: await store.insertSubmission({ type: 'contact', data: { email: 'old@example.com' } }, ['webhook']),
      application: await store.insertSubmission(
        {
          type: 'application',
          target: 'job',
          data: { email: 'old@example.com' },
          file: { name: 'cv.pdf', contentType: 'application/pdf', content: PDF },
        },
        ['email'],
      ),
      checklist: await store.insertSubmission(
        { type: 'checklist', target: 'x', data: { email: 'old@example.com' } },
        [],
      ),
    };
    await age(old.contact.id, 731);
    await age(old.application.id, 366);
    await age(old.checklist.id, 731);
    const young = await store.insertSubmission({ type: 'application', target: 'job', data: { email: 'y@e.com' } }, []);
    await age(young.id, 300);
    const pending = await store.subscribe('late@example.com', {}, CONSENT, { message: 'confirm-subscription' });
    await age(pending.id, 8);
    // Its link went out 8 days ago too: past its 7 days. A sign-up whose mail still waits is kept.
    await raw('UPDATE outbox SET delivered_at = $1 WHERE submission_id = $2', [
      new Date(Date.now() - 8 * DAY_MS).toISOString(),
      pending.id,
    ]);
    const waiting = await store.subscribe('waiting@example.com', {}, CONSENT, { message: 'confirm-subscription' });
    await age(waiting.id, 8);
    const loyal = await store.subscribe('loyal@example.com', {}, CONSENT, { message: 'confirm-subscription' });
    await store.confirmSubscription(loyal.id, []);
    await age(loyal.id, 2000);

    expect(await store.countExpired(PERIODS)).toEqual({
      ...NONE,
      contact: 1,
      application: 1,
      checklist: 1,
      unconfirmed: 1,
    });
    // As of a date 100 days on, the young application is past its year too; nothing is deleted by counting.
    const later = new Date(Date.now() + 100 * DAY_MS);
    expect((await store.countExpired(PERIODS, later)).application).toBe(2);
    const total = await count('SELECT count(*) FROM submissions');

    const counts = await applyRetention(store, PERIODS);
    expect(counts).toEqual({
      ...NONE,
      exportedFiles: 0,
      contact: 1,
      application: 1,
      checklist: 1,
      unconfirmed: 1,
      mailFiles: 0,
    });
    expect(await count('SELECT count(*) FROM submissions')).toBe(total - 4);
    for (const { id } of Object.values(old)) {
      expect(await count('SELECT count(*) FROM outbox WHERE submission_id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) FROM files WHERE submission_id = $1', [id])).toBe(0);
    }
    expect(await store.getSubmission(young.id)).toBeDefined();
    expect(await store.getSubmission(loyal.id)).toBeDefined();
    // Idempotent: several instances running it the same day find nothing more.
    expect((await store.deleteExpired(PERIODS)).counts).toEqual(NONE);
  });

  it('keeps a lead of a form made in the web editor for the days its form said, whatever the settings', async () => {
    const lead = (days: number, address: string) =>
      store.insertSubmission(
        { type: 'form', target: 'webinar', data: { work_email: address }, email: address, retentionDays: days },
        ['webhook'],
      );
    const expired = await lead(30, 'gone@example.com');
    await age(expired.id, 31);
    const kept = await lead(30, 'kept@example.com');
    await age(kept.id, 29);
    const longer = await lead(180, 'longer@example.com');
    await age(longer.id, 31);
    // Its address is the e-mail field's, whatever its name: rights and caps find it.
    expect((await store.getSubmission(kept.id))?.email).toBe('kept@example.com');
    expect((await store.countExpired(PERIODS))[OWN_PERIOD]).toBe(1);
    // As of a day 150 days on, the 180-day lead is past its period too.
    expect((await store.countExpired(PERIODS, new Date(Date.now() + 150 * DAY_MS)))[OWN_PERIOD]).toBe(3);
    expect((await store.deleteExpired(PERIODS)).counts[OWN_PERIOD]).toBe(1);
    expect(await store.getSubmission(expired.id)).toBeUndefined();
    expect(await count('SELECT count(*) FROM outbox WHERE submission_id = $1', [expired.id])).toBe(0);
    expect(await store.getSubmission(kept.id)).toBeDefined();
    expect(await store.getSubmission(longer.id)).toBeDefined();
    expect((await store.findSubject('KEPT@example.com')).submissions.map((found) => found.id)).toEqual([kept.id]);
  });

  it('exports and then erases everything about one person, and nobody else', async () => {
    const person = 'Grace.Hopper@Example.com';
    const other = 'ada@example.com';
    const contact = await store.insertSubmission(
      { type: 'contact', data: { email: person, message: 'Hello' }, consent: CONSENT },
      ['webhook', 'email'],
      { message: 'received' },
    );
    const application = await store.insertSubmission(
      {
        type: 'application',
        target: 'job',
        data: { email: 'grace.hopper@example.com' },
        file: { name: 'cv.pdf', contentType: 'application/pdf', content: PDF },
      },
      ['webhook'],
      { message: 'received' },
    );
    await store.insertSubmission({ type: 'checklist', target: 'x', data: { email: person } }, [], {
      message: 'checklist-link',
    });
    const signUp = await store.subscribe(person, { email: person }, CONSENT, { message: 'confirm-subscription' });
    await store.confirmSubscription(signUp.id, ['webhook']);
    const theirs = await store.insertSubmission(
      {
        type: 'application',
        target: 'job',
        data: { email: other },
        file: { name: 'cv.pdf', contentType: 'application/pdf', content: PDF },
      },
      ['webhook'],
      { message: 'received' },
    );

    const held = await store.findSubject('GRACE.HOPPER@example.com');
    expect(held.submissions.map((submission) => submission.type).sort()).toEqual([
      'application',
      'checklist',
      'contact',
      'newsletter',
    ]);
    expect(held.submissions.find((submission) => submission.id === contact.id)?.consent).toEqual(CONSENT);
    expect(held.pendingNotifications.length).toBeGreaterThanOrEqual(7);
    expect(Buffer.from((await store.getFile(application.id))!.content).toString()).toContain('Grace Hopper');

    const removed = await store.eraseSubject(person, []);
    expect(removed).toMatchObject({ submissions: 4, files: 1 });
    expect(removed.notifications).toBe(held.pendingNotifications.length);
    expect(await store.findSubject(person)).toMatchObject({
      submissions: [],
      pendingNotifications: [],
      exportedFiles: [],
    });
    expect((await store.findSubject(person)).suppression).toMatchObject({ reason: 'erasure', proof: null });
    // Behind the store: no row anywhere still names the person or points at their submissions.
    for (const table of ['submissions', 'outbox', 'settings', 'suppressions']) {
      const rows = JSON.stringify(await raw(`SELECT * FROM ${table}`)).toLowerCase();
      expect(rows, table).not.toContain('grace.hopper');
    }
    for (const id of [contact.id, application.id, signUp.id]) {
      expect(await count('SELECT count(*) FROM outbox WHERE submission_id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) FROM files WHERE submission_id = $1', [id])).toBe(0);
    }
    // Someone else's data is untouched.
    expect(await store.getSubmission(theirs.id)).toBeDefined();
    expect(await store.getFile(theirs.id)).toBeDefined();
    expect((await store.findSubject(other)).pendingNotifications.length).toBe(2);
  });

  it('keeps CVs encrypted at rest, readable after a key rotation, and refuses a wrong key', async () => {
    const stored = await store.insertSubmission(
      {
        type: 'application',
        target: 'job',
        data: { email: 'secret@example.com' },
        file: { name: 'cv.pdf', contentType: 'application/pdf', content: PDF },
      },
      [],
    );
    const [row] = await raw('SELECT content, key_id FROM files WHERE submission_id = $1', [stored.id]);
    expect(Buffer.from(row!.content as Uint8Array).toString('latin1')).not.toContain('Grace Hopper');
    expect(row!.key_id).toBe(new FileCipher(KEY_A).currentKeyId);

    // Rotation: B is the key now, A the previous one; old files still open, and re-encrypting moves them to B.
    const rotated = await openLeadStore(url, new FileCipher(KEY_B, KEY_A));
    try {
      expect(Buffer.from((await rotated.getFile(stored.id))!.content).equals(Buffer.from(PDF))).toBe(true);
      expect(await rotated.reencryptFiles()).toBeGreaterThanOrEqual(1);
      expect(await rotated.reencryptFiles()).toBe(0);
    } finally {
      await rotated.close();
    }
    const withoutOldKey = await openLeadStore(url, new FileCipher(KEY_B));
    const wrongKey = await openLeadStore(url, new FileCipher(KEY_A));
    try {
      expect(Buffer.from((await withoutOldKey.getFile(stored.id))!.content).equals(Buffer.from(PDF))).toBe(true);
      await expect(wrongKey.getFile(stored.id)).rejects.toThrow(FileKeyError);
      await expect(wrongKey.getFile(stored.id)).rejects.toThrow(/neither LEADS_ENCRYPTION_KEY nor/);
    } finally {
      await withoutOldKey.close();
      await wrongKey.close();
    }
  });
});

describe('FileCipher', () => {
  it('stores files as they came without a key', () => {
    const sealed = new FileCipher(undefined).seal(PDF);
    expect(sealed).toEqual({ keyId: null, content: PDF });
  });

  it('uses a fresh nonce per file and detects a damaged file', () => {
    const cipher = new FileCipher(KEY_A);
    const one = cipher.seal(PDF);
    const two = cipher.seal(PDF);
    expect(Buffer.from(one.content).equals(Buffer.from(two.content))).toBe(false);
    const damaged = Buffer.from(one.content);
    damaged[damaged.length - 1]! ^= 1;
    expect(() => cipher.open({ keyId: one.keyId, content: damaged })).toThrow(/did not decrypt/);
  });
});
