import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { openLeadStore } from './store';
import type { Booking, BookingTransition, CallLimits, LeadStore } from './types';

// Call requests in the store (CONTRACT §17a): what admits a slot to be booked, and what a change does to
// the mail already queued about the call. Both databases, several posts at once.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-calls-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const targets: [string, () => Promise<string>][] = [['sqlite', async () => `file:${path.join(folder, 'site.db')}`]];
if (testPostgresUrl) targets.push(['postgres', () => freshPostgresDatabase('leads_calls_test')]);

const DAY = 86_400_000;
let next = 0;
/** A slot of its own for each request, days ahead. */
const slot = () => new Date(Date.now() + 3 * DAY + (next += 1) * 30 * 60_000).toISOString();

const confirm =
  (uid: string): BookingTransition =>
  (before) =>
    before.status === 'requested'
      ? {
          booking: { ...before, status: 'confirmed', uid, icalUid: uid, sequence: 0 },
          notify: ['webhook'],
          visitorMail: { message: 'call-confirmed' },
        }
      : undefined;

describe.each(targets)('%s: call requests', (_dialect, database) => {
  let store: LeadStore;
  beforeAll(async () => {
    store = await openLeadStore(await database(), { visitorMailPerNetworkHour: 2 });
  });
  afterAll(async () => store.close());

  const ask = (
    email: string,
    client: string,
    limits: CallLimits = { perDay: 100, perNetworkDay: 100, perDomainDay: 100, verifyAfter: 100 },
  ) =>
    store.insertCall(
      {
        type: 'call',
        data: { name: 'Ana', email, timeZone: 'Europe/Lisbon' },
        booking: { status: 'requested', start: slot() },
      },
      ['webhook'],
      { message: 'call-requested', client },
      { limits, client, retryAfterMs: 30_000, reminder: 'call-reminder', verify: 'call-verify' },
    );

  it('books at most the day’s count however many posts arrive at once; the rest are requests with the company told', async () => {
    const limits = { perDay: 3, perNetworkDay: 100, perDomainDay: 100, verifyAfter: 100 };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => ask(`day-${n}@example.com`, `198.51.${n}.1`, limits)),
    );
    const kinds = results.map((result) => result.admission?.kind);
    expect(kinds.filter((kind) => kind === 'book')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'limit')).toHaveLength(7);
    const limited = results.find((result) => result.admission?.kind === 'limit')!.stored!;
    expect((await store.getSubmission(limited.id))?.booking).not.toHaveProperty('autoBook');
    const booked = results.find((result) => result.admission?.kind === 'book')!.stored!;
    expect((await store.getSubmission(booked.id))?.booking).toMatchObject({ autoBook: true });
  });

  it('counts a network’s bookings, and gives one back when its slot was never booked', async () => {
    const limits = { perDay: 100, perNetworkDay: 2, perDomainDay: 100, verifyAfter: 100 };
    const first = await ask('net-1@example.com', '203.0.113.1', limits);
    const second = await ask('net-2@example.com', '203.0.113.2', limits);
    expect((await ask('net-3@example.com', '203.0.113.3', limits)).admission).toEqual({ kind: 'limit' });
    expect([first.admission?.kind, second.admission?.kind]).toEqual(['book', 'book']);
    // Taken before we could book it: the network has its place back.
    await store.changeBooking(second.stored!.id, (before) =>
      before.status === 'requested'
        ? { booking: { ...before, status: 'slot-taken' }, notify: [], releaseCounts: true }
        : undefined,
    );
    expect((await ask('net-4@example.com', '203.0.113.4', limits)).admission).toEqual({ kind: 'book' });
  });

  it("books 3 calls a day per company domain (CONTRACT §23), a public provider's without that cap", async () => {
    const limits = { perDay: 100, perNetworkDay: 100, perDomainDay: 3, verifyAfter: 100 };
    const kinds = [];
    for (let n = 0; n < 4; n += 1)
      kinds.push((await ask(`person-${n}@acme-domain.example`, `10.${n}.0.1`, limits)).admission?.kind);
    expect(kinds).toEqual(['book', 'book', 'book', 'limit']);
    for (let n = 0; n < 4; n += 1)
      expect((await ask(`someone-${n}@gmail.com`, `10.9.${n}.1`, limits)).admission?.kind).toBe('book');
  });

  it('asks for a code past the day’s first bookings, and holds its slot from another visitor meanwhile', async () => {
    const limits = { perDay: 100, perNetworkDay: 100, perDomainDay: 100, verifyAfter: 0 };
    const waiting = await ask('code-person@example.org', '10.20.0.1', limits);
    expect(waiting.admission).toEqual({ kind: 'verify' });
    expect(waiting.stored!.booking!.verify).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), tries: 0 });
    const due = await store.claimDue(100, 60_000);
    expect(due.filter((item) => item.submissionId === waiting.stored!.id).map((item) => item.message)).toContain(
      'call-verify',
    );
    for (const item of due) await store.releaseLease(item);
    const rival = await store.insertCall(
      {
        type: 'call',
        data: { name: 'Bo', email: 'rival@example.org', timeZone: 'UTC' },
        booking: { status: 'requested', start: waiting.stored!.booking!.start! },
      },
      ['webhook'],
      undefined,
      { limits, client: '10.21.0.1', retryAfterMs: 30_000, reminder: 'call-reminder', verify: 'call-verify' },
    );
    expect(rival).toEqual({ admission: { kind: 'slot-held' } });
  });

  it('holds one upcoming call per mailbox: a second is refused naming no time, nothing is stored, the owner is told once', async () => {
    const first = await ask('Mailbox.Person@example.com', '192.0.2.1');
    await store.changeBooking(first.stored!.id, confirm('bk_mailbox'));
    const again = await Promise.all([
      ask('mailbox.person@example.com', '192.0.2.2'),
      ask('mailbox.person@EXAMPLE.com', '192.0.2.3'),
    ]);
    expect(again.map((result) => result.admission)).toEqual([{ kind: 'already-booked' }, { kind: 'already-booked' }]);
    expect(again.every((result) => result.stored === undefined)).toBe(true);
    // The owner gets the call's time and link once a day, however often someone asks.
    const due = await store.claimDue(100, 60_000);
    const reminders = due.filter((item) => item.submissionId === first.stored!.id && item.message === 'call-reminder');
    expect(reminders).toHaveLength(1);
    for (const item of due) await store.releaseLease(item);
    const calls = (await store.listSubmissions({ type: 'call' })).filter((call) =>
      call.email?.toLowerCase().startsWith('mailbox.person'),
    );
    expect(calls).toHaveLength(1);
  });

  it('drops mail queued about a call once the call changes, and confirms a call whatever its network’s mail', async () => {
    // The network's budget is two visitor mails an hour (visitorMailPerNetworkHour above).
    const a = await ask('budget-a@example.com', '100.64.7.50');
    const b = await ask('budget-b@example.com', '100.64.7.51');
    expect(a.visitorMail).toBeUndefined();
    await store.changeBooking(a.stored!.id, confirm('bk_a'));
    await store.changeBooking(b.stored!.id, confirm('bk_b'));
    const c = await ask('budget-c@example.com', '100.64.7.52');
    await store.changeBooking(c.stored!.id, confirm('bk_c'));
    const due = await store.claimDue(100, 60_000);
    const visitor = (id: string) => due.filter((item) => item.submissionId === id && item.channel === 'visitor');
    expect(visitor(a.stored!.id)).toHaveLength(1);
    expect(visitor(b.stored!.id)).toHaveLength(1);
    // The third from the same network and hour: its request's mail is past the network's budget, but the
    // confirmation of a booked call is owed to its person (CONTRACT §23).
    expect(visitor(c.stored!.id).map((item) => item.message)).toEqual(['call-confirmed']);
    for (const item of due) await store.releaseLease(item);

    // A confirmation still waiting when the call moves is not sent: the move's mail says the truth.
    const d = await ask('stale@example.com', '100.64.9.80');
    await store.changeBooking(d.stored!.id, confirm('bk_d'));
    const moved = await store.changeBooking(d.stored!.id, (before: Booking) => ({
      booking: { ...before, status: 'rescheduled', uid: 'bk_d2', sequence: 1 },
      notify: ['webhook'],
      visitorMail: { message: 'call-rescheduled' },
    }));
    expect(moved).toMatchObject({ status: 'rescheduled', uid: 'bk_d2', icalUid: 'bk_d' });
    const pending = (await store.claimDue(100, 60_000)).filter((item) => item.submissionId === d.stored!.id);
    expect(pending.filter((item) => item.channel === 'visitor').map((item) => item.message)).toEqual([
      'call-rescheduled',
    ]);
    // The company hears of each change, each row naming the status it announces.
    expect(pending.filter((item) => item.channel === 'webhook').map((item) => item.message)).toEqual(
      expect.arrayContaining(['call:confirmed', 'call:rescheduled']),
    );
    expect((await store.findByBookingUid('bk_d2'))?.id).toBe(d.stored!.id);
  });
});
