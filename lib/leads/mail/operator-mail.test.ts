import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawSql } from '@/tests/support/raw-sql';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { startSmtpSink } from '@/tests/support/smtp-sink';

// Mail an operator can trust (CONTRACT §14b): nothing dropped at the ceiling, counts no deletion resets,
// on real SQLite and Postgres with a real SMTP server that refuses on demand.
// Mail an operator can trust (CONTRACT §14b): whose fault a refusal is, nothing dropped at the ceiling,
// counts no deletion resets, on real SQLite and Postgres with a real SMTP server that refuses on demand.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-'));

async function fresh(dialect: string, name: string): Promise<string> {
  if (dialect === 'sqlite') return `file:${path.join(folder, `${name}.db`)}`;
  return freshPostgresDatabase(name);
}

const dialects = testPostgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

const RECEIVED = { message: MESSAGES.received };

const CHECKLIST = { message: MESSAGES.checklist, requested: true };

const CONSENT = { policyVersion: '2026-11-26/abc', wording: 'New posts about twice a month.' };

describe.each(dialects)('%s: mail an operator can trust', (dialect) => {
  let store: LeadStore;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let url: string;
  let senderRefused: string | undefined;
  let messageRefused: string | undefined;
  let everyoneRefused: string | undefined;
  const refused = new Map<string, string>();

  beforeAll(async () => {
    url = await fresh(dialect, 'site_trust_test');
    store = await openLeadStore(url, { visitorMailPerHour: 1_000, visitorMailPerNetworkHour: 1_000 });
    sink = await startSmtpSink({
      refuse: (address) => everyoneRefused ?? refused.get(address),
      refuseSender: () => senderRefused,
      refuseMessage: () => messageRefused,
    });
  });
  afterAll(async () => {
    await sink.close();
    await store.close();
  });
  const raw = (statement: string, params: unknown[] = []) => rawSql(url, statement, params);
  const deliver = (options: Parameters<typeof drainVisitorMail>[2] = {}) =>
    drainVisitorMail(store, { smtp: sink.url }, options);
  const delivered = (address: string) => sink.accepted.filter((mail) => mail.to.includes(address)).length;

  it.each([
    ['at MAIL FROM', 'sender', '550 5.7.60 SMTP; Client does not have permissions to send as this sender'],
    ['after DATA', 'message', '550 5.7.26 Unauthenticated email from brightloom.example is not accepted (DMARC)'],
  ])(
    'a relay refusing %s suppresses nobody, says why, and delivers once it is fixed',
    async (_, stage, reply) => {
      const people = ['ana', 'ben', 'cleo'].map((name) => `${name}-${stage}-${dialect}@example.com`);
      if (stage === 'sender') senderRefused = reply;
      else messageRefused = reply;
      for (const email of people) await store.insertSubmission({ type: 'contact', data: { email } }, [], RECEIVED);
      const { log } = await deliver({ timeoutMs: 1_000 });
      senderRefused = messageRefused = undefined;
      expect(people.map(delivered)).toEqual([0, 0, 0]);
      for (const email of people) expect(await store.isSuppressed(email)).toBe(false);
      const warning = log.find((line) => line.includes('our mail server refused'));
      expect(warning).toContain(reply.slice(0, 12));
      expect(warning).toMatch(/Nobody is suppressed/);
      expect(log.join('\n')).not.toMatch(/ana-|ben-|cleo-/);
      const status = await store.mailStatus();
      expect(status.errors.map((row) => row.error).join('\n')).toContain(reply.slice(4, 12));
      // The relay is fixed, and the retry is due: the same people are mailed, and when they write again, again.
      await raw('UPDATE outbox SET next_attempt_at = 0 WHERE delivered_at IS NULL');
      await deliver();
      expect(people.map(delivered)).toEqual([1, 1, 1]);
      for (const email of people) await store.insertSubmission({ type: 'contact', data: { email } }, [], RECEIVED);
      await deliver();
      expect(people.map(delivered)).toEqual([2, 2, 2]);
    },
    30_000,
  );

  it('a relay refusing every recipient alike suppresses nobody, pauses, says why once, and delivers each mail once fixed', async () => {
    const domains = ['north.example', 'south.example', 'east.example', 'west.example', 'centre.example'];
    const people = domains.map((domain, index) => `person${index}-${dialect}@${domain}`);
    // Postfix with the site's domain wrongly in mydestination: every recipient is "unknown", with a 5.1.1.
    everyoneRefused = '550 5.1.1 <{address}>: Recipient address rejected: User unknown in local recipient table';
    try {
      for (const email of people) await store.insertSubmission({ type: 'contact', data: { email } }, [], RECEIVED);
      // Long enough for every send to come back under a loaded host: paused mail stays pending, so it runs out.
      const { log } = await deliver({ timeoutMs: 5_000 });
      for (const email of people) expect(await store.isSuppressed(email), email).toBe(false);
      const said = log.filter((line) => line.includes('That is the relay'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('Recipient address rejected');
      expect(log.join('\n')).not.toMatch(/person\d-/);
      const status = await store.mailStatus();
      expect(status.pausedUntil).toBeGreaterThan(Date.now() + 9 * 60_000);
      expect(status.backlog.count).toBe(people.length);
      expect(status.errors.map((row) => row.error).join('\n')).toContain('User unknown in local recipient table');
      expect(people.map(delivered)).toEqual([0, 0, 0, 0, 0]);
      // The relay is fixed; ten minutes later the pause ends and every mail goes, once.
      everyoneRefused = undefined;
      await raw("UPDATE settings SET value = '0' WHERE key = 'visitor-mail-paused'");
      await raw('UPDATE outbox SET next_attempt_at = 0 WHERE delivered_at IS NULL');
      await deliver();
      expect(people.map(delivered)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      // A failure above must not leave the next tests paused or refused.
      everyoneRefused = undefined;
      await raw("DELETE FROM settings WHERE key = 'visitor-mail-paused'");
    }
  }, 30_000);

  it('three unknown users at one domain are three bounces, each kept with when and why', async () => {
    const people = ['x', 'y', 'z'].map((name) => `${name}-${dialect}@gone.example`);
    for (const email of people) refused.set(email, '550 5.1.1 <{address}>: mailbox unavailable');
    for (const email of people) await store.insertSubmission({ type: 'contact', data: { email } }, [], RECEIVED);
    const before = new Date();
    await deliver();
    for (const email of people) expect(await store.isSuppressed(email)).toBe(true);
    const held = await store.findSubject(people[0]!);
    expect(held.suppression).toMatchObject({ reason: 'bounce', detail: '550 5.1.1 <<address>>: mailbox unavailable' });
    expect(Date.parse(held.suppression!.at)).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    const ended = (await store.mailStatus()).ended;
    expect(ended).toContainEqual({
      outcome: 'bounced',
      reply: "the recipient's server refused the address at RCPT TO: 550 5.1.1 <<address>>: mailbox unavailable",
      count: 3,
    });
    // The operator lifts everything suppressed since before the outage, in one command.
    expect(await store.liftSuppressionsSince(before, 'unsubscribe')).toBe(0);
    expect(await store.liftSuppressionsSince(new Date(before.getTime() - 1_000), 'bounce')).toBe(3);
    for (const email of people) expect(await store.isSuppressed(email)).toBe(false);
  });

  it('suppresses only the spelling a recipient refused; --lift ends it; a confirmed subscriber signing up again is told', async () => {
    const reader = `reader-${dialect}@example.com`;
    const tagged = reader.replace('@', '+x@');
    const signUp = await store.subscribe(reader, {}, CONSENT, { message: MESSAGES.confirmSubscription });
    await store.confirmSubscription(signUp.id, []);
    refused.set(tagged, '550 5.1.1 <{address}>: unknown subaddress');
    await store.insertSubmission({ type: 'contact', data: { email: tagged } }, [], RECEIVED);
    await deliver();
    expect(await store.isSuppressed(tagged)).toBe(true);
    expect(await store.isSuppressed(reader)).toBe(false);
    // The confirmed subscriber still gets the newsletter.
    const post = await store.queueNewsletter('monolith-first', '', 500);
    expect(post.suppressed).toBe(0);
    expect(
      await raw('SELECT id FROM outbox WHERE submission_id = $1 AND message = $2', [signUp.id, 'post:monolith-first']),
    ).toHaveLength(1);
    // A bounce on the subscribed spelling itself: signing up again says the subscription stands and lifts it.
    await store.suppress(reader, 'bounce');
    const again = await store.subscribe(reader, {}, CONSENT, { message: MESSAGES.confirmSubscription }, 'en', {
      message: MESSAGES.alreadySubscribed,
      requested: true,
    });
    expect(again).toMatchObject({ state: 'confirmed', mail: 'queued' });
    expect(await store.isSuppressed(reader)).toBe(false);
    await deliver();
    const told = sink.accepted.filter(
      (mail) => mail.to.includes(reader) && /already subscribed/.test(mail.subject ?? ''),
    );
    expect(told).toHaveLength(1);
    expect(await store.liftSuppression(tagged)).toEqual(['bounce']);
    expect(await store.isSuppressed(tagged)).toBe(false);
    expect(await store.liftSuppression(tagged)).toEqual([]);
  }, 30_000);

  it("keeps the daily count through the victim's unsubscribe and an erasure; a suppressed mailbox gets one asked-for mail a week", async () => {
    const victim = `victim-${dialect}@example.com`;
    const ask = () =>
      store.insertSubmission({ type: 'checklist', target: 'x', data: { email: victim } }, [], CHECKLIST);
    const first = [];
    for (let index = 0; index < 4; index += 1) first.push((await ask()).visitorMail);
    expect(first).toEqual(['queued', 'queued', 'queued', 'capped']);
    await store.unsubscribe({ mailbox: await store.addressHash(victim) }, []);
    expect((await ask()).visitorMail).toBe('capped');
    await store.eraseSubject(victim, []);
    expect((await ask()).visitorMail).toBe('capped');
    // A day later the cap has room, but the mailbox is suppressed: one asked-for mail, then none for a week.
    await raw("UPDATE mail_counts SET slot = slot - 1 WHERE scope = 'mailbox'");
    expect((await ask()).visitorMail).toBe('queued');
    expect((await ask()).visitorMail).toBe('suppressed');
    expect((await store.insertSubmission({ type: 'contact', data: { email: victim } }, [], RECEIVED)).visitorMail).toBe(
      'suppressed',
    );
    // No address in the counts: keyed hashes and slots only.
    expect(JSON.stringify(await raw('SELECT * FROM mail_counts'))).not.toContain('victim');
  });

  it('holds a client network to its budget, whatever address in it posts', async () => {
    const limited = await openLeadStore(url, { visitorMailPerHour: 1_000, visitorMailPerNetworkHour: 3 });
    try {
      const outcomes = [];
      for (let index = 0; index < 5; index += 1)
        outcomes.push(
          (
            await limited.insertSubmission(
              { type: 'contact', data: { email: `n${index}-${dialect}@example.com` } },
              [],
              {
                ...RECEIVED,
                client: `198.51.100.${index + 1}`,
              },
            )
          ).visitorMail,
        );
      expect(outcomes).toEqual(['queued', 'queued', 'queued', 'network', 'network']);
      const elsewhere = await limited.insertSubmission(
        { type: 'contact', data: { email: `n9-${dialect}@example.com` } },
        [],
        {
          ...RECEIVED,
          client: '192.0.2.9',
        },
      );
      expect(elsewhere.visitorMail).toBe('queued');
      // A post past the budget is stored like any other.
      expect((await limited.findSubject(`n4-${dialect}@example.com`)).submissions).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('past the ceiling, two instances hold mail back, drop none, and let it go as the hours have room', async () => {
    const ceilingUrl = await fresh(dialect, 'site_ceiling_defer_test');
    // Opened one after the other: their migrations would race on one SQLite file.
    const a = await openLeadStore(ceilingUrl, { visitorMailPerHour: 5 });
    const b = await openLeadStore(ceilingUrl, { visitorMailPerHour: 5 });
    try {
      // In parallel on Postgres; one after the other on SQLite, whose synchronous driver would block this
      // one process while the other connection's transaction waits (two processes each wait their turn).
      const post = (index: number) =>
        (index % 2 ? a : b).insertSubmission(
          { type: 'contact', data: { email: `wait${index}@example.com` } },
          [],
          RECEIVED,
        );
      const outcomes = [];
      // Stored to the second on SQLite: a second's grace below.
      const before = Date.now() - 1000;
      if (dialect === 'postgres')
        outcomes.push(...(await Promise.all(Array.from({ length: 12 }, (_, index) => post(index)))));
      else for (let index = 0; index < 12; index += 1) outcomes.push(await post(index));
      expect(outcomes.filter((outcome) => outcome.visitorMail === 'queued')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome.visitorMail === 'deferred')).toHaveLength(7);
      const status = await a.mailStatus();
      expect(status.pending).toEqual([{ channel: 'visitor', count: 12, failing: 0, later: 7 }]);
      expect(status.backlog.count).toBe(7);
      // The oldest waiting mail is one of these posts (timestamps compared, not a duration).
      expect(status.backlog.oldestQueuedAt).toBeGreaterThanOrEqual(before);
      expect(status.backlog.oldestQueuedAt).toBeLessThanOrEqual(Date.now());
      // This hour is full: the five go, the seven wait.
      expect(await a.claimDue(50, 30_000)).toHaveLength(5);
      expect(await b.claimDue(50, 30_000)).toHaveLength(0);
      // An hour later (the count moved back) five more go, on whichever instance claims first.
      await rawSql(ceilingUrl, "UPDATE mail_counts SET slot = slot - 1 WHERE scope = 'site'");
      expect(await b.claimDue(50, 30_000)).toHaveLength(5);
      expect(await a.claimDue(50, 30_000)).toHaveLength(0);
      // The operator raises VISITOR_MAIL_PER_HOUR: the mail already waiting goes at once.
      const raised = await openLeadStore(ceilingUrl, { visitorMailPerHour: 20 });
      try {
        expect(await raised.claimDue(50, 30_000)).toHaveLength(2);
        expect((await raised.mailStatus()).backlog.count).toBe(0);
      } finally {
        await raised.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('past the ceiling, lets the quieter networks go first, so rotating networks cannot push a visitor back', async () => {
    const fairUrl = await fresh(dialect, 'site_ceiling_fair_test');
    const fair = await openLeadStore(fairUrl, { visitorMailPerHour: 5, visitorMailPerNetworkHour: 20 });
    try {
      const post = (email: string, client: string) =>
        fair.insertSubmission({ type: 'contact', data: { email } }, [], { ...RECEIVED, client });
      // Twelve /48 networks, each posting its whole budget to as many addresses, fill the hour and the queue.
      for (let network = 0; network < 12; network += 1)
        for (let index = 0; index < 20; index += 1)
          await post(`flood${network}-${index}@example.com`, `2001:db8:${network.toString(16)}::${index + 1}`);
      const visitor = await post(`visitor-${dialect}@example.com`, '198.51.100.7');
      expect(visitor.visitorMail).toBe('deferred');
      // The 21st and 22nd posts of a network are over its budget: stored, answered alike, not mailed,
      // counted, and said once in the log (a keyed hash of the network, no address).
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect((await post('flood0-x@example.com', '2001:db8:0::99')).visitorMail).toBe('network');
        expect((await post('flood0-y@example.com', '2001:db8:0::98')).visitorMail).toBe('network');
        const said = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('passed its budget'));
        expect(said).toHaveLength(1);
        expect(said[0]).not.toMatch(/2001:db8|flood0/);
      } finally {
        warn.mockRestore();
      }
      expect((await fair.mailStatus()).dropped).toEqual({ count: 2, networks: 1 });
      let hours = 0;
      for (let claimed: string[] = []; !claimed.includes(visitor.id) && hours < 48; hours += 1) {
        // Each claim is the next hour with room: the site's counts moved back by one hour.
        await rawSql(fairUrl, "UPDATE mail_counts SET slot = slot - 1 WHERE scope = 'site'");
        claimed = (await fair.claimDue(500, 30_000)).map((item) => item.submissionId!);
      }
      // Behind only the eleven other networks' first mails, queued before it: in the third hour of room,
      // where oldest first alone would have kept it for the 48th.
      expect(hours).toBe(3);
    } finally {
      await fair.close();
    }
  }, 30_000);
});
