import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawSql } from '@/tests/support/raw-sql';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { classifyRefusal } from '@/lib/leads/mail/visitor-notifier';
import { startOutboxWorker, webhookNotifier, webhookWarnings } from '@/lib/leads/outbox/outbox';
import { applyRetention, retentionPeriods } from '@/lib/leads/privacy/retention';
import { RETENTION_SETTINGS } from '@/lib/env';
import { canonicalMailbox, clientNetwork } from '@/lib/leads/store/mailbox';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { startSmtpSink } from '@/tests/support/smtp-sink';

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

describe('whose fault a refusal is', () => {
  const refusal = (command: string, response: string) =>
    classifyRefusal(Object.assign(new Error('x'), { command, response, responseCode: Number(response.slice(0, 3)) }));

  // Real replies, as each server words them (addresses as they quote them).
  const REPLIES: [server: string, stage: string, reply: string, fault: 'recipient' | 'site' | 'transient'][] = [
    [
      'Postfix',
      'RCPT TO',
      '550 5.1.1 <a@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
      'recipient',
    ],
    ['Postfix', 'RCPT TO', '550 5.1.2 <a@nowhere.example>: Recipient address rejected: Domain not found', 'recipient'],
    ['Postfix', 'RCPT TO', '554 5.7.1 <a@example.com>: Relay access denied', 'site'],
    ['Postfix', 'RCPT TO', '553 5.1.8 <no-reply@brightloom.dev>: Sender address rejected: Domain not found', 'site'],
    [
      'Postfix',
      'MAIL FROM',
      '553 5.7.1 <no-reply@brightloom.dev>: Sender address rejected: not owned by user site',
      'site',
    ],
    [
      'Postfix',
      'RCPT TO',
      '554 5.7.1 Service unavailable; Client host [203.0.113.5] blocked using zen.spamhaus.org',
      'site',
    ],
    ['Postfix', 'RCPT TO', '450 4.1.1 <a@example.com>: Recipient address rejected: unverified address', 'transient'],
    ['Postfix', 'RCPT TO', '551 5.1.6 User has moved; please try <b@example.com>', 'recipient'],
    ['Exim', 'RCPT TO', '550 Unrouteable address', 'recipient'],
    ['Exim', 'RCPT TO', '550 relay not permitted', 'site'],
    ['Exim', 'RCPT TO', '550 Sender verify failed', 'site'],
    ['Exim', 'RCPT TO', '550 Authentication required', 'site'],
    ['Exim', 'RCPT TO', "553 sorry, that domain isn't in my list of allowed rcpthosts", 'recipient'],
    [
      'Exchange',
      'RCPT TO',
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
      'recipient',
    ],
    ['Exchange', 'RCPT TO', '550 5.7.54 SMTP; Unable to relay recipient in non-accepted domain', 'site'],
    ['Exchange', 'RCPT TO', '550 5.1.8 Access denied, bad outbound sender', 'site'],
    [
      'Gmail',
      'RCPT TO',
      "550-5.1.1 The email account that you tried to reach does not exist. Please try\n550-5.1.1 double-checking the recipient's email address",
      'recipient',
    ],
    ['Gmail', 'RCPT TO', '550 5.2.1 The email account that you tried to reach is disabled.', 'recipient'],
    ['Gmail', 'RCPT TO', '452 4.2.2 The email account that you tried to reach is over quota.', 'transient'],
    ['Gmail', 'DATA', '550 5.7.26 This mail has been blocked because the sender is unauthenticated.', 'site'],
    ['Gmail', 'DATA', '550 5.1.1 The email account that you tried to reach does not exist.', 'site'],
    ['Microsoft 365', 'MAIL FROM', '550 5.7.60 SMTP; Client does not have permissions to send as this sender', 'site'],
    [
      'Microsoft 365',
      'RCPT TO',
      '550 5.7.708 Service unavailable. Access denied, traffic not accepted from this IP.',
      'site',
    ],
    ['Microsoft 365', 'RCPT TO', '550 5.4.1 Recipient address rejected: Access denied. AS(201806281)', 'site'],
    [
      'Amazon SES',
      'MAIL FROM',
      '554 Message rejected: Email address is not verified. The following identities failed the check in region EU-WEST-1',
      'site',
    ],
    ['Amazon SES', 'CONN', '454 Throttling failure: Maximum sending rate exceeded.', 'transient'],
    ['Amazon SES', 'DATA', "554 Transaction failed: Missing final '@domain'", 'site'],
    ['Postmark', 'RCPT TO', '550 5.1.1 <a@example.com>... User unknown', 'recipient'],
    ['Postmark', 'MAIL FROM', '550 5.7.1 The From address is not a confirmed Sender Signature', 'site'],
    ['any', 'DATA', '552 5.2.2 mailbox full', 'site'],
    ['any', 'RCPT TO', '553 5.1.3 Bad recipient address syntax', 'recipient'],
  ];

  it.each(REPLIES)("%s at %s: %s is the %s's", (_server, stage, reply, fault) => {
    expect(refusal(stage, reply).fault).toBe(fault);
  });

  it('keeps the reply for the operator, without the address it quotes', () => {
    expect(refusal('RCPT TO', '550 5.1.1 <reader@example.com>: unknown').reply).not.toContain('reader@');
  });

  it('folds subdomain addressing, and counts networks by /24 and /48', () => {
    expect(canonicalMailbox('anything@victim.fastmail.com')).toBe('victim@fastmail.com');
    expect(canonicalMailbox('victim+x@fastmail.com')).toBe('victim@fastmail.com');
    expect(canonicalMailbox('a@b.c.example.com')).toBe('a@b.c.example.com');
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:abcd:12::/64')).toBe('2001:db8:abcd::/48');
  });
});

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
      if (dialect === 'postgres')
        outcomes.push(...(await Promise.all(Array.from({ length: 12 }, (_, index) => post(index)))));
      else for (let index = 0; index < 12; index += 1) outcomes.push(await post(index));
      expect(outcomes.filter((outcome) => outcome.visitorMail === 'queued')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome.visitorMail === 'deferred')).toHaveLength(7);
      const status = await a.mailStatus();
      expect(status.pending).toEqual([{ channel: 'visitor', count: 12, failing: 0, later: 7 }]);
      expect(status.backlog.count).toBe(7);
      expect(Date.now() - status.backlog.oldestQueuedAt!).toBeLessThan(60_000);
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

describe('the webhook', () => {
  it('is a start-up warning without a secret, or over plain http to another host', () => {
    expect(webhookWarnings('https://crm.example/hook', 's3cret')).toEqual([]);
    expect(webhookWarnings('http://127.0.0.1:9000/hook', 's3cret')).toEqual([]);
    expect(webhookWarnings('https://crm.example/hook', undefined).join()).toMatch(/without LEADS_WEBHOOK_SECRET/);
    expect(webhookWarnings('http://crm.example/hook', 's3cret').join()).toMatch(
      /http:\/\/crm\.example\) is plain http to another host/,
    );
  });

  it.each([
    // Any other secret is its UTF-8 bytes, which the library takes in base64.
    ['a shared secret, ünicode included', Buffer.from('a shared secret, ünicode included', 'utf8').toString('base64')],
    // A whsec_ secret is the decoded bytes after the prefix, and the library takes it as it is.
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
  ])(
    'signs each request the Standard Webhooks way with the secret %s, so a receiving CRM can refuse a replay',
    async (secret, receiverSecret) => {
      const store = await openLeadStore(`file:${path.join(folder, `webhook-${secret.length}.db`)}`);
      const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
      const server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          response.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const worker = startOutboxWorker({
        store,
        notifiers: [webhookNotifier(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, secret)],
        pollMs: 20,
        logger: { error: () => undefined, info: () => undefined },
      });
      try {
        const stored = await store.insertSubmission({ type: 'contact', data: { email: 'crm@example.com' } }, [
          'webhook',
        ]);
        for (let waited = 0; received.length === 0 && waited < 5_000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const [request] = received;
        const receiver = new Webhook(receiverSecret);
        const headers = {
          'webhook-id': String(request!.headers['webhook-id']),
          'webhook-timestamp': String(request!.headers['webhook-timestamp']),
          'webhook-signature': String(request!.headers['webhook-signature']),
        };
        expect(receiver.verify(request!.body, headers)).toMatchObject({ type: 'contact', id: stored.id });
        expect(headers['webhook-id']).toBe(`${stored.id}:webhook`);
        expect(request!.headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
        // The same request replayed an hour later is refused.
        const old = { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
        expect(() => receiver.verify(request!.body, old)).toThrow();
        expect(() => receiver.verify(request!.body.replace('crm@', 'evil@'), headers)).toThrow();
      } finally {
        await worker.stop();
        server.close();
        await store.close();
      }
    },
  );
});

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
