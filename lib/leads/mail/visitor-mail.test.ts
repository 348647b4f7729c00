import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSql } from '@/tests/support/raw-sql';
import { linkKey, signLink, unsubscribeTarget, verifyLink } from '@/lib/leads/mail/links';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { VISITOR_MAIL_ATTEMPTS } from '@/lib/leads/mail/visitor-notifier';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';
import { startSmtpSink } from '@/tests/support/smtp-sink';

// Mail to visitors against a hostile sender and a mail provider's answers, on real SQLite and Postgres
// with a real SMTP server on loopback.
// The visitors'-data promises against a hostile sender, a mail provider's answers and an auditor's
// `strings`, on real SQLite and Postgres with a real SMTP server on loopback.
const DATABASE = 'site_abuse_test';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-'));

const targets: [string, string][] = [['sqlite', `file:${path.join(folder, 'site.db')}`]];
if (testPostgresUrl) targets.push(['postgres', postgresDatabaseUrl(DATABASE)]);

const CONSENT = { policyVersion: '2026-11-26/abc', wording: 'New posts about twice a month.' };

const RECEIVED = { message: MESSAGES.received };

describe.each(targets)('%s: mail that holds', (dialect, url) => {
  let store: LeadStore;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const refused = new Map<string, number>();

  const raw = (statement: string, params: unknown[] = []) => rawSql(url, statement, params);

  beforeAll(async () => {
    if (dialect === 'postgres') await freshPostgresDatabase(DATABASE);
    store = await openLeadStore(url, { visitorMailPerHour: 1_000 });
    sink = await startSmtpSink({ refuse: (address) => refused.get(address) });
  });
  afterAll(async () => {
    await sink.close();
    await store.close();
  });

  const deliver = (options: Parameters<typeof drainVisitorMail>[2] = {}) =>
    drainVisitorMail(store, { smtp: sink.url }, options);

  // That the three are answered in the same time is measured by `npm run bench:privacy`, not asserted here.
  it('answers a suppressed, a capped and any other mailbox after the same work, leaving nothing behind', async () => {
    // A database of its own: the queued mails are not the other tests' to deliver.
    let timedUrl = `file:${path.join(folder, 'same-work.db')}`;
    if (dialect === 'postgres') {
      await freshPostgresDatabase('site_same_work_test');
      timedUrl = postgresDatabaseUrl('site_same_work_test');
    }
    const timed = await openLeadStore(timedUrl, { visitorMailPerHour: 100_000, visitorMailPerNetworkHour: 100_000 });
    try {
      await timed.suppress(`gone-${dialect}@example.com`, 'unsubscribe');
      const post = (email: string, index: number) =>
        timed.insertSubmission({ type: 'contact', data: { email } }, ['webhook'], {
          ...RECEIVED,
          client: `10.9.${index % 250}.1`,
        });
      for (let index = 0; index < 3; index += 1) await post(`full-${dialect}@example.com`, index);
      const kinds = {
        any: (index: number) => `any${index}-${dialect}@example.com`,
        suppressed: () => `gone-${dialect}@example.com`,
        capped: () => `full-${dialect}@example.com`,
      };
      for (let index = 0; index < 20; index += 1)
        for (const [kind, address] of Object.entries(kinds)) {
          const stored = await post(address(index), index);
          expect(stored.visitorMail).toBe(kind === 'any' ? 'queued' : kind);
        }
      // The work done for nobody (the same as for anybody) left nothing behind.
      expect(await rawSql(timedUrl, "SELECT count(*) AS n FROM mail_counts WHERE key LIKE 'unsent:%'")).toEqual([
        { n: 0 },
      ]);
    } finally {
      await timed.close();
    }
  }, 60_000);

  it('sends 3 mails in all to 10 spellings of one gmail mailbox, and writes to each as typed', async () => {
    const spellings = [
      'target@gmail.com',
      'target+1@gmail.com',
      'target+2@gmail.com',
      't.arget@gmail.com',
      'ta.rget+x@gmail.com',
      'TARGET@gmail.com',
      'target@googlemail.com',
      't.a.r.g.e.t@googlemail.com',
      'target+news@GMAIL.COM',
      'target@ｇｍａｉｌ.com',
    ];
    const before = sink.accepted.length;
    const outcomes = [];
    for (const email of spellings)
      outcomes.push((await store.insertSubmission({ type: 'contact', data: { email } }, [], RECEIVED)).visitorMail);
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'capped')).toHaveLength(7);
    // The same holds for the newsletter's confirmation link, which counts with the rest.
    const signUp = await store.subscribe('targ.et+blog@gmail.com', {}, CONSENT, {
      message: MESSAGES.confirmSubscription,
      requested: true,
    });
    expect(signUp.mail).toBe('capped');
    await deliver();
    const mails = sink.accepted.slice(before);
    expect(mails).toHaveLength(3);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(spellings.slice(0, 3).sort());
  });

  it('answers a 5xx with one attempt, a suppression and no address in a log or a row', async () => {
    const address = `gone-${dialect}@example.com`;
    refused.set(address, 550);
    const stored = await store.insertSubmission({ type: 'contact', data: { email: address } }, [], RECEIVED);
    const { log } = await deliver();
    expect(sink.recipients.filter((recipient) => recipient === address)).toHaveLength(1);
    const [row] = await raw('SELECT outcome, last_error, delivered_at FROM outbox WHERE submission_id = $1', [
      stored.id,
    ]);
    expect(row).toMatchObject({ outcome: 'bounced' });
    expect(row!.delivered_at).not.toBeNull();
    expect(String(row!.last_error)).toMatch(/550/);
    expect(JSON.stringify(row)).not.toContain('gone-');
    expect(log.join('\n')).not.toContain('gone-');
    expect(log.join('\n')).toMatch(/failed \(attempt 1\)/);
    expect((await store.findSubject(address)).suppression).toMatchObject({ reason: 'bounce' });
    // The same spelling, later: a form does not mail it, and neither does a newsletter. Another spelling
    // is another address to the recipient's server, which refused only this one.
    const again = await store.insertSubmission(
      { type: 'contact', data: { email: address.toUpperCase() } },
      [],
      RECEIVED,
    );
    expect(again.visitorMail).toBe('suppressed');
    const other = await store.insertSubmission(
      { type: 'contact', data: { email: address.replace('@', '+later@') } },
      [],
      RECEIVED,
    );
    expect(other.visitorMail).toBe('queued');
    refused.set(address.replace('@', '+later@'), 550);
    const post = `post-${crypto.randomUUID().slice(0, 8)}`;
    const subscriber = await store.subscribe(address, {}, CONSENT, {
      message: MESSAGES.confirmSubscription,
      requested: true,
    });
    // The person asking again through a form is answered: the confirmation link is queued.
    expect(subscriber.mail).toBe('queued');
    await raw('UPDATE submissions SET confirmed_at = $1 WHERE id = $2', [new Date().toISOString(), subscriber.id]);
    for (let after = ''; ;) {
      const batch = await store.queueNewsletter(post, after, 500);
      if (!batch.lastId) break;
      after = batch.lastId;
    }
    expect(
      await raw('SELECT id FROM outbox WHERE submission_id = $1 AND message = $2', [subscriber.id, `post:${post}`]),
    ).toHaveLength(0);
    await deliver();
    // Only the confirmation link went out: one more RCPT for the refused address, no post.
    expect(sink.recipients.filter((recipient) => recipient === address)).toHaveLength(2);
  });

  it('retries a 4xx with backoff a bounded number of times, then gives up', async () => {
    const address = `full-${dialect}@example.com`;
    refused.set(address, 452);
    const stored = await store.insertSubmission({ type: 'contact', data: { email: address } }, [], RECEIVED);
    await deliver({ backoff: () => 0, timeoutMs: 30_000 });
    expect(sink.recipients.filter((recipient) => recipient === address)).toHaveLength(VISITOR_MAIL_ATTEMPTS);
    const [row] = await raw('SELECT outcome, attempts FROM outbox WHERE submission_id = $1', [stored.id]);
    expect(row).toMatchObject({ outcome: 'gave-up' });
    expect(Number(row!.attempts)).toBe(VISITOR_MAIL_ATTEMPTS);
    // A soft failure does not suppress: the mailbox may be back tomorrow.
    expect((await store.findSubject(address)).suppression).toBeNull();
  });

  it('unsubscribes the current subscription from an old link, after an unsubscribe and a new sign-up', async () => {
    const address = `loyal-${dialect}@example.com`;
    const first = await store.subscribe(address, { email: address }, CONSENT, { message: 'confirm-subscription' });
    await store.confirmSubscription(first.id, []);
    const key = await linkKey(store);
    const oldLink = signLink(key, 'unsubscribe', await store.addressHash(address));
    const target = () => unsubscribeTarget(verifyLink(key, 'unsubscribe', oldLink)!);
    expect(await store.unsubscribe(target(), [])).toBe(1);
    const suppression = (await store.findSubject(address)).suppression;
    expect(suppression).toMatchObject({ reason: 'unsubscribe', proof: { policyVersion: CONSENT.policyVersion } });
    expect(suppression!.proof!.confirmedAt).toEqual(expect.any(String));
    const second = await store.subscribe(address, { email: address }, CONSENT, { message: 'confirm-subscription' });
    expect(await store.confirmSubscription(second.id, [])).toBe('confirmed');
    expect((await store.findSubject(address)).suppression).toBeNull();
    // The link from the first subscription's mail ends the second.
    expect(await store.unsubscribe(target(), [])).toBe(1);
    expect(await store.getSubmission(second.id)).toBeUndefined();
    expect(await store.isSuppressed(address)).toBe(true);
  });

  it('never mails a post twice to a mailbox, after the outbox is purged or the person signs up again', async () => {
    const post = `post-${crypto.randomUUID().slice(0, 8)}`;
    const address = `reader-${dialect}@example.com`;
    const signUp = await store.subscribe(address, {}, CONSENT, { message: 'confirm-subscription' });
    await store.confirmSubscription(signUp.id, []);
    const sendAll = async () => {
      let after = '';
      let queued = 0;
      for (;;) {
        const batch = await store.queueNewsletter(post, after, 100);
        if (!batch.lastId) return queued;
        after = batch.lastId;
        queued += batch.queued;
      }
    };
    expect(await sendAll()).toBeGreaterThanOrEqual(1);
    // Delivered, and a month and more later purged.
    await raw("UPDATE outbox SET delivered_at = '2020-01-01T00:00:00.000Z', outcome = 'sent' WHERE message = $1", [
      `post:${post}`,
    ]);
    expect(await store.purgeDelivered(30)).toBeGreaterThan(0);
    expect(await sendAll()).toBe(0);
    // Unsubscribed and back, under another spelling: the post is still not sent again.
    await store.unsubscribe({ mailbox: await store.addressHash(address) }, []);
    const back = await store.subscribe(address.replace('@', '+again@'), {}, CONSENT, { message: 'x' });
    await store.confirmSubscription(back.id, []);
    expect(await sendAll()).toBe(0);
    expect((await store.findSubject(address)).postsSent).toContain(post);
  });

  it('tells the CRM of an erasure and an unsubscribe by ids alone, signed like every webhook', async () => {
    const address = `crm-${dialect}@example.com`;
    const contact = await store.insertSubmission({ type: 'contact', data: { email: address } }, ['webhook']);
    const checklist = await store.insertSubmission({ type: 'checklist', target: 'x', data: { email: address } }, [
      'webhook',
    ]);
    await store.unsubscribe({ mailbox: await store.addressHash(address) }, ['webhook']);
    await store.eraseSubject(address, ['webhook']);
    const events = await raw(
      "SELECT payload FROM outbox WHERE submission_id IS NULL AND payload LIKE '%' || $1 || '%'",
      [contact.id],
    );
    expect(events.map((row) => JSON.parse(row.payload as string))).toEqual([{ type: 'erasure', ids: [contact.id] }]);
    const unsubscribed = await raw("SELECT payload FROM outbox WHERE payload LIKE '%' || $1 || '%'", [checklist.id]);
    expect(JSON.parse(unsubscribed[0]!.payload as string)).toEqual({ type: 'unsubscribe', ids: [checklist.id] });
    expect(JSON.stringify(await raw('SELECT payload FROM outbox WHERE submission_id IS NULL'))).not.toContain('crm-');
  });
});
