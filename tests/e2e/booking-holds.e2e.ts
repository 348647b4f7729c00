import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { dayIn } from '@/lib/shared/time';
import {
  type BookingServer,
  CALCOM_WEBHOOK_SECRET,
  COMPANY_MAILBOX,
  startBookingServer,
} from '@/tests/support/booking-server';
import { FAKE_API_KEY, FAKE_EVENT_TYPE_ID } from '@/tests/support/fake-calcom';
import { DEFAULT_PORT } from './servers';
import { proofFrom } from '@/tests/support/proof';

// A call that holds (CONTRACT §17a), tried as an attacker and an operator would: floods from one
// address, one network and one mailbox; hundreds of slot queries; strangers', stale and malformed
// events; a restart whose first work is a call's change; and what both sides are told after a change.
// Each test posts from client addresses of its own (TRUST_PROXY=1): the limits count networks.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 18;
let booking: BookingServer;
const pid = process.pid;

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'booking-holds', {
    TRUST_PROXY: '1',
    LEADS_EMAIL_TO: COMPANY_MAILBOX,
    // Every visitor here is at example.com: the domain's cap is floods.e2e.ts's to try, the networks' are this file's.
    BOOKINGS_PER_DOMAIN_DAY: '1000',
  });
});
test.afterAll(async () => booking.close());

const DAY_MS = 86_400_000;
const base = () => booking.server.base;

/** The fortnight's free slots the page is offered, in UTC, one after another. */
async function freeSlots(): Promise<string[]> {
  const from = dayIn('UTC', Date.now());
  const to = dayIn('UTC', Date.now() + 13 * DAY_MS);
  const response = await fetch(`${base()}/api/bookings/slots?from=${from}&to=${to}&timeZone=UTC`);
  expect(response.status).toBe(200);
  return Object.values(((await response.json()) as { slots: Record<string, string[]> }).slots).flat();
}

const bookingsAsked = () =>
  booking.fake.requests.filter((entry) => entry.method === 'POST' && entry.path === '/v2/bookings').length;
const slotsAsked = () => booking.fake.requests.filter((entry) => entry.path.startsWith('/v2/slots')).length;

/** A call posted as the page's script posts it: with a solved proof of work. */
async function postCall(data: Record<string, unknown>, address: string) {
  return fetch(`${base()}/api/bookings`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Flood Test',
      timeZone: 'Europe/Warsaw',
      locale: 'pl',
      altcha: await proofFrom(base()),
      ...data,
    }),
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
  });
}

let slots: string[] = [];
const nextSlot = () => slots.shift()!;

test('one address, one network and one mailbox take at most the configured bookings; the rest become requests the company arranges', async () => {
  slots = await freeSlots();
  expect(slots.length).toBeGreaterThan(20);
  const before = bookingsAsked();
  // One address: three a day (BOOKINGS_PER_NETWORK_DAY's default), then requests.
  const one: number[] = [];
  for (let n = 0; n < 5; n += 1)
    one.push((await postCall({ email: `flood-${n}-${pid}@example.com`, slot: nextSlot() }, '203.0.113.7')).status);
  expect(one).toEqual([201, 201, 201, 202, 202]);
  // Another address of the same /24 shares its network's day.
  expect((await postCall({ email: `flood-net-${pid}@example.com`, slot: nextSlot() }, '203.0.113.200')).status).toBe(
    202,
  );
  // Four /64s of one /48 are one network too.
  const v6: number[] = [];
  for (const [n, address] of ['2001:db8:7:1::1', '2001:db8:7:2::1', '2001:db8:7:3::1', '2001:db8:7:4::1'].entries())
    v6.push((await postCall({ email: `flood-v6-${n}-${pid}@example.com`, slot: nextSlot() }, address)).status);
  expect(v6).toEqual([201, 201, 201, 202]);
  expect(bookingsAsked() - before).toBe(6);
  // One mailbox holds one upcoming call, whichever network asks: a 409 naming no time (its owner is mailed it),
  // and nothing stored.
  const again = await postCall({ email: `flood-0-${pid}@example.com`, slot: nextSlot() }, '198.51.100.23');
  expect(again.status).toBe(409);
  const refused = (await again.json()) as Record<string, unknown>;
  expect(refused).toMatchObject({ reason: 'already-booked' });
  expect(refused).not.toHaveProperty('start');
  expect(booking.callsOf(`flood-0-${pid}@example.com`)).toHaveLength(1);
  expect(bookingsAsked() - before).toBe(6);
  // What the limits held back is stored as a request, not booked, and the company is told to arrange it.
  const held = booking.callsOf(`flood-3-${pid}@example.com`)[0]!;
  expect(held.booking).toMatchObject({ status: 'requested' });
  expect(held.booking.autoBook).toBeUndefined();
  await expect
    .poll(() =>
      booking.crm.some(
        (body) =>
          (body.data as { email?: string }).email === `flood-3-${pid}@example.com` &&
          (body.data as { status?: string }).status === 'requested',
      ),
    )
    .toBe(true);
  // A slot the calendar never offered is not booked blind.
  const unoffered = new Date(Date.parse(slots[0]!) + 7 * 60_000).toISOString();
  const blind = await postCall({ email: `blind-${pid}@example.com`, slot: unoffered }, '192.0.2.44');
  expect(blind.status).toBe(409);
  expect(bookingsAsked() - before).toBe(6);
});

test('300 slot queries in every zone reach Cal.com at most twice, and an impossible query or date is a 400', async () => {
  const before = slotsAsked();
  const zones = ['UTC', 'Europe/Warsaw', 'Europe/Lisbon', 'America/Chicago', 'Asia/Tokyo', 'Pacific/Auckland'];
  const queries = Array.from({ length: 300 }, (_, n) => {
    const zone = zones[n % zones.length]!;
    const from = dayIn(zone, Date.now() + (n % 7) * DAY_MS);
    const to = dayIn(zone, Date.now() + (7 + (n % 6)) * DAY_MS);
    return `${base()}/api/bookings/slots?from=${from}&to=${to}&timeZone=${zone}`;
  });
  const statuses: number[] = [];
  for (let batch = 0; batch < queries.length; batch += 30)
    statuses.push(
      ...(await Promise.all(queries.slice(batch, batch + 30).map(async (url) => (await fetch(url)).status))),
    );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(slotsAsked() - before).toBeLessThanOrEqual(2);
  for (const bad of [
    'from=9999-01-01&to=9999-01-02&timeZone=UTC',
    `from=${dayIn('UTC', Date.now() + 40 * DAY_MS)}&to=${dayIn('UTC', Date.now() + 45 * DAY_MS)}&timeZone=UTC`,
    'from=2020-01-01&to=2020-01-03&timeZone=UTC',
    // Not on the calendar (CONTRACT §23): a 400 naming the field, never a 500.
    'from=2026-13-01&to=2027-01-02&timeZone=UTC',
    'from=2026-12-01&to=2026-12-32&timeZone=UTC',
  ])
    expect((await fetch(`${base()}/api/bookings/slots?${bad}`)).status, bad).toBe(400);
  const month = await (await fetch(`${base()}/api/bookings/slots?from=2026-13-01&to=2027-01-02&timeZone=UTC`)).json();
  expect(month.fields).toHaveProperty('from');
  for (const slot of ['2027-02-30T10:00:00Z', '2026-12-32T10:00:00Z']) {
    const refused = await postCall({ email: `calendar-${pid}@example.com`, slot }, '192.0.2.45');
    expect(refused.status, slot).toBe(400);
    expect((await refused.json()).fields, slot).toHaveProperty('slot');
  }
  // No stack trace in the log: nothing failed inside.
  expect(booking.server.output()).not.toMatch(/\n\s+at \S+ \(/);
});

/** A Cal.com event about one booking, as its webhook sends it. */
const calEvent = (triggerEvent: string, payload: Record<string, unknown>, createdAt = new Date().toISOString()) => ({
  triggerEvent,
  createdAt,
  payload,
});

test('only our events move our calls, in order; a signed but malformed event is a 400', async () => {
  const call = booking.callsOf(`flood-1-${pid}@example.com`)[0]!;
  const other = booking.callsOf(`flood-2-${pid}@example.com`)[0]!;
  const ignored = async (body: object) =>
    expect(await (await booking.event(body)).json()).toEqual({ status: 'ignored' });
  // A stranger's booking carrying our lead's id, made on Cal.com's own page.
  await ignored(
    calEvent('BOOKING_CREATED', { uid: 'bk_stranger', startTime: slots[1], metadata: { leadId: call.id } }),
  );
  // Another call's uid with this lead's id: the ids disagree.
  await ignored(calEvent('BOOKING_CANCELLED', { uid: other.booking.uid, metadata: { leadId: call.id } }));
  // A reschedule of a booking we never made, naming our lead: Cal.com is asked, and holds the call as it was.
  const unknown = await booking.event(
    calEvent('BOOKING_RESCHEDULED', {
      uid: 'bk_elsewhere',
      rescheduleUid: 'bk_unknown',
      startTime: slots[1],
      metadata: { leadId: call.id },
    }),
  );
  expect(await unknown.json()).toEqual({ status: 'unchanged' });
  expect(booking.callsOf(`flood-1-${pid}@example.com`)[0]!.booking).toEqual(call.booking);
  expect(booking.callsOf(`flood-2-${pid}@example.com`)[0]!.booking).toEqual(other.booking);

  // In order: a move made at 10:05 applies; one Cal.com made at 10:01, arriving later, does not.
  const later = new Date(Date.now() + 60_000).toISOString();
  const earlier = new Date(Date.now() - 60_000).toISOString();
  const moved = await booking.event(
    calEvent('BOOKING_RESCHEDULED', {
      uid: `${call.booking.uid}-2`,
      rescheduleUid: call.booking.uid,
      startTime: slots[2],
      updatedAt: later,
    }),
  );
  expect(await moved.json()).toEqual({ status: 'rescheduled' });
  const stale = await booking.event(
    calEvent('BOOKING_RESCHEDULED', {
      uid: `${call.booking.uid}-3`,
      rescheduleUid: `${call.booking.uid}-2`,
      startTime: slots[3],
      updatedAt: earlier,
    }),
  );
  expect(await stale.json()).toEqual({ status: 'unchanged' });
  expect(booking.callsOf(`flood-1-${pid}@example.com`)[0]!.booking).toMatchObject({
    status: 'rescheduled',
    uid: `${call.booking.uid}-2`,
    start: slots[2],
  });

  for (const malformed of [
    'null',
    '[]',
    '{"triggerEvent":"BOOKING_CREATED"}',
    JSON.stringify(
      calEvent('BOOKING_RESCHEDULED', { uid: 'bk_x', rescheduleUid: call.booking.uid, startTime: 'soon' }),
    ),
    JSON.stringify(calEvent('BOOKING_CANCELLED', { uid: 'bk_\u0000nul' })),
    JSON.stringify(calEvent('BOOKING_CANCELLED', { uid: { nested: true } })),
    '{"triggerEvent":',
  ]) {
    const response = await booking.event(malformed);
    expect(response.status, malformed).toBe(400);
  }
  expect((await booking.event(calEvent('BOOKING_CANCELLED', { uid: other.booking.uid }), 'forged')).status).toBe(401);
  expect(booking.callsOf(`flood-2-${pid}@example.com`)[0]!.booking).toEqual(other.booking);
  expect(booking.server.output()).not.toMatch(/\n\s+at \S+ \(/);
});

/** The calendar attachment of the latest mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp) {
  let found: Awaited<ReturnType<BookingServer['sink']['accepted'][number]['parsed']>> | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of booking.sink.accepted.filter((entry) => entry.to.includes(to)).reverse()) {
          const parsed = await mail.parsed();
          if (subject.test(parsed.subject ?? '')) {
            found = parsed;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const invite = found!.attachments.find((attachment) => /\.ics$/.test(attachment.filename ?? ''));
  const ics = invite
    ? typeof invite.content === 'string'
      ? invite.content
      : new TextDecoder().decode(invite.content)
    : '';
  return { mail: found!, ics };
}

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('after a reschedule and a cancellation both sides hold the same time in their calendars and mailboxes', async () => {
  const email = `flood-1-${pid}@example.com`;
  const call = booking.callsOf(email)[0]!;
  // The first invitation's UID is the call's first booking's, kept through every change.
  const first = await mailTo(email, /^Twoja rozmowa z Brightloom/);
  const uid = /UID:(\S+)/.exec(first.ics)![1]!;
  expect(first.ics).toContain('SEQUENCE:0');
  expect(call.booking.icalUid).toBe(uid);

  const moved = await mailTo(email, /^Nowy termin rozmowy z Brightloom/);
  expect(moved.mail.text).toContain('Warszawa, czas środkowoeuropejski');
  expect(moved.ics).toContain('METHOD:REQUEST');
  expect(moved.ics).toContain(`UID:${uid}`);
  expect(moved.ics).toContain('SEQUENCE:1');
  expect(moved.ics).toContain(`DTSTART:${icsTime(call.booking.start!)}`);
  const company = await mailTo(COMPANY_MAILBOX, /^Call rescheduled: /);
  expect(company.mail.text).toContain('Status: rescheduled');
  expect(company.mail.text).toMatch(/Time \(Europe\/Lisbon\): .+/);
  expect(company.mail.text).toMatch(/Time for the visitor \(Europe\/Warsaw\): .+/);
  expect(company.mail.text).toContain(`Meeting link: https://`);

  const cancelled = await booking.event(
    calEvent('BOOKING_CANCELLED', { uid: call.booking.uid, updatedAt: new Date(Date.now() + 120_000).toISOString() }),
  );
  expect(await cancelled.json()).toEqual({ status: 'cancelled' });
  const gone = await mailTo(email, /^Rozmowa z Brightloom została odwołana/);
  expect(gone.ics).toContain('METHOD:CANCEL');
  expect(gone.ics).toContain(`UID:${uid}`);
  expect(gone.ics).toContain('SEQUENCE:2');
  expect(gone.ics).toContain('STATUS:CANCELLED');
  await mailTo(COMPANY_MAILBOX, /^Call cancelled: /);
  await expect
    .poll(() =>
      booking.crm
        .filter((body) => (body.data as { email?: string }).email === email)
        .map((body) => (body.data as { status?: string }).status),
    )
    .toEqual(expect.arrayContaining(['confirmed', 'rescheduled', 'cancelled']));
  const webhook = booking.crm.find(
    (body) =>
      (body.data as { email?: string; status?: string }).email === email &&
      (body.data as { status?: string }).status === 'rescheduled',
  )!;
  expect((webhook.data as { times?: { company: { zone: string }; visitor: { zone: string } } }).times).toMatchObject({
    company: { zone: 'Europe/Lisbon', local: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) },
    visitor: { zone: 'Europe/Warsaw', local: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) },
  });
  // Once cancelled, the mailbox may book again.
  expect((await postCall({ email, slot: nextSlot() }, '198.18.0.9')).status).toBe(201);
});

test('a post keeps only a bounded path as its page, and any cookie jar is taken', async () => {
  const contact = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${base()}/api/contact`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Ana', email: `page-${pid}@example.com`, message: 'About a project', ...data }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77', ...headers },
    });
  for (const page of [
    `/${'a'.repeat(600)}`,
    '/contact-us?email=ana@example.com',
    '/contact-us#top',
    '/contact-us\r\nX: y',
  ])
    expect(Object.keys(((await (await contact({ page })).json()) as { fields: object }).fields), page).toContain(
      'page',
    );
  const jar = `prefs=50%; n=Jos%E9; ncc_c=%E0%A4%A; ncc_e=%; big=${'x'.repeat(3000)}; =odd; lone`;
  expect((await contact({ page: '/contact-us' }, { cookie: jar })).status).toBe(201);
  const newsletter = await fetch(`${base()}/api/newsletter`, {
    method: 'POST',
    body: JSON.stringify({ email: `jar-${pid}@example.com`, page: '/blog' }),
    headers: { 'content-type': 'application/json', cookie: jar, 'x-forwarded-for': '192.0.2.78' },
  });
  expect(newsletter.status).toBe(202);
  const call = await fetch(`${base()}/api/bookings`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Ana',
      email: `jar-call-${pid}@example.com`,
      timeZone: 'UTC',
      windows: [`${dayIn('UTC', Date.now() + 3 * DAY_MS)} morning`],
    }),
    headers: { 'content-type': 'application/json', cookie: jar, 'x-forwarded-for': '192.0.2.79' },
  });
  expect(call.status).toBe(201);
});

test('a restarted server answers a Cal.com event as its first request, books what the outbox held, and a post after it at once', async () => {
  // A call Cal.com could not take: the outbox holds its booking.
  booking.fake.mode.booking = 'fail';
  const pending = await postCall({ email: `restart-${pid}@example.com`, slot: nextSlot() }, '192.0.2.90');
  expect(pending.status).toBe(202);
  booking.fake.mode.booking = 'ok';
  const confirmed = booking.callsOf(`flood-2-${pid}@example.com`)[0]!;
  // Due at once when the server is back: the retry is the first work of the new process.
  await booking.restart(() => {
    const database = new Database(booking.database);
    database.prepare("UPDATE outbox SET next_attempt_at = 0 WHERE channel = 'booking' AND delivered_at IS NULL").run();
    database.close();
  });
  // Down since, and its window of slots gone with the process: the page says it cannot reach it.
  booking.fake.mode.slots = 'fail';
  const from = dayIn('UTC', Date.now());
  expect((await fetch(`${base()}/api/bookings/slots?from=${from}&to=${from}&timeZone=UTC`)).status).toBe(503);
  booking.fake.mode.slots = 'ok';
  // The first store work after the start is a call's change (it waited on itself for good on SQLite).
  const event = await booking.event(calEvent('BOOKING_CANCELLED', { uid: confirmed.booking.uid }));
  expect(await event.json()).toEqual({ status: 'cancelled' });
  const started = Date.now();
  const contact = await fetch(`${base()}/api/contact`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Ana', email: `after-restart-${pid}@example.com`, message: 'Still there?' }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.91' },
  });
  expect(contact.status).toBe(201);
  expect(Date.now() - started).toBeLessThan(1_000);
  // The outbox's retry books the held call.
  await expect
    .poll(() => booking.callsOf(`restart-${pid}@example.com`)[0]!.booking.status, { timeout: 20_000 })
    .toBe('confirmed');
});

test('subject erase cancels every call Cal.com holds for the person, the one whose answer never came too, and tells them', async () => {
  const email = `lost-${pid}@example.com`;
  // Cal.com made the booking, but its answer never reached the site.
  booking.fake.mode.booking = 'fail';
  expect((await postCall({ email, slot: nextSlot() }, '192.0.2.95')).status).toBe(202);
  booking.fake.mode.booking = 'ok';
  const request = booking.callsOf(email)[0]!;
  booking.fake.bookings.push({
    uid: `bk_lost_${pid}`,
    start: request.booking.start!,
    status: 'accepted',
    attendee: { name: 'Flood Test', email, timeZone: 'Europe/Warsaw', language: 'pl' },
    metadata: { leadId: request.id },
  });
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', 'subject', 'erase', '--email', email],
    {
      env: {
        ...process.env,
        DATABASE_URL: `file:${booking.database}`,
        BOOKING_PROVIDER: 'calcom',
        CALCOM_API_URL: booking.fake.url,
        CALCOM_API_KEY: FAKE_API_KEY,
        CALCOM_EVENT_TYPE_ID: String(FAKE_EVENT_TYPE_ID),
        CALCOM_WEBHOOK_SECRET,
        SMTP_URL: booking.sink.url,
      },
    },
  );
  expect(JSON.parse(result.stdout), result.stderr).toMatchObject({
    cancelledCalls: 1,
    cancelledBookings: [`bk_lost_${pid}`],
  });
  expect(booking.fake.bookings.find((entry) => entry.uid === `bk_lost_${pid}`)?.status).toBe('cancelled');
  const told = await mailTo(email, /^Rozmowa z Brightloom została odwołana/);
  expect(told.ics).toContain('METHOD:CANCEL');
  expect(booking.callsOf(email)).toEqual([]);
});
