import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';
import { FAKE_API_KEY, FAKE_EVENT_TYPE_ID, type FakeCalcom } from '@/tests/support/fake-calcom';
import {
  type BookingServer,
  CALCOM_WEBHOOK_SECRET,
  calcomSignature,
  startBookingServer,
  weekday,
} from '@/tests/support/booking-server';
import type { Instance } from './instance';
import { DEFAULT_PORT } from './servers';
import { wordsOf } from '@/lib/i18n/words';
import { proofFrom } from '@/tests/support/proof';

// Picking a time (CONTRACT §17, §17a, §17b): a `next start` of the default build with Cal.com switched on at
// run time, against a fake Cal.com API v2, a real SMTP server and a webhook receiver: the picker with a
// keyboard, on a phone and with a slot taken meanwhile, then the calendar's events and an erasure moving
// the calls booked here (the tests run in order).
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 22;

let booking: BookingServer;
let fake: FakeCalcom;
let sink: BookingServer['sink'];
let server: Instance;
let crmBodies: Record<string, unknown>[];
let DATABASE: string;

const rows = <T>(statement: string, ...params: unknown[]) => booking.rows<T>(statement, ...params);
const bookingOf = (email: string) => booking.callsOf(email);

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'booking-picker');
  ({ fake, sink, server, crm: crmBodies, database: DATABASE } = booking);
});

test.afterAll(async () => {
  await booking.close();
});

test('slots come from Cal.com by day in the asked zone, from one window a minute, and a bad query says so', async ({
  request,
}) => {
  const from = weekday(2);
  const to = weekday(8);
  const query = `from=${from}&to=${to}&timeZone=Europe/Warsaw`;
  const asked = () => fake.requests.filter((entry) => entry.path.startsWith('/v2/slots')).length;
  const before = asked();
  const response = await request.get(`${server.base}/api/bookings/slots?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { timeZone: string; slots: Record<string, string[]> };
  expect(body.timeZone).toBe('Europe/Warsaw');
  const [day, starts] = Object.entries(body.slots)[0]!;
  expect(day >= from && day <= to).toBe(true);
  // The Lisbon host's 9:00 is 10:00 in Warsaw, in summer and in winter.
  expect(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Warsaw' }).format(
      new Date(starts[0]!),
    ),
  ).toBe('10:00');
  expect((await request.get(`${server.base}/api/bookings/slots?${query}`)).status()).toBe(200);
  expect(asked() - before).toBe(1);
  const last = fake.requests.filter((entry) => entry.path.startsWith('/v2/slots')).at(-1)!;
  expect(last.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  expect(last.headers['cal-api-version']).toBe('2024-09-04');
  for (const bad of [
    `from=${from}&to=${weekday(45)}&timeZone=UTC`,
    `from=tomorrow&to=${to}&timeZone=UTC`,
    `from=${from}&to=${to}&timeZone=Nowhere/Here`,
  ])
    expect((await request.get(`${server.base}/api/bookings/slots?${bad}`)).status(), bad).toBe(400);
  // Every zone is answered from the same window (booking-holds.e2e.ts: a calendar that cannot be reached is a 503).
  expect((await request.get(`${server.base}/api/bookings/slots?from=${from}&to=${to}&timeZone=UTC`)).status()).toBe(
    200,
  );
  expect(asked() - before).toBe(1);
});

test('a Polish visitor books a call with the keyboard alone, in Polish and in their zone, and gets an invitation', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });
  const page = await context.newPage();
  const email = `pl-call-${process.pid}@example.com`;
  const t = messagesFor('pl').forms.call;
  const started = Date.now();
  const slotQueries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/bookings/slots') slotQueries.push(url.searchParams.get('timeZone') ?? '');
  });
  await page.goto(`${server.base}/pl/book-a-call`);
  await page.getByRole('button', { name: wordsOf('pl', 'consent').rejectAll }).press('Enter');
  const form = page.getByRole('form', { name: t.label });
  // The slot picker replaces the preferred times once the calendar answers, in the visitor's zone,
  // asked for once (never first in the page's zone).
  await expect(form.getByText(t.slotsLegend)).toBeVisible();
  await expect(form.getByLabel(t.timeZone)).toHaveValue('Europe/Warsaw');
  expect(slotQueries).toEqual(['Europe/Warsaw']);
  await form.getByLabel(t.name).focus();
  await page.keyboard.type('Zofia Nowak');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  // Company, service, time zone: left as they are; then the days (the first chosen), then its times.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(form.getByRole('group', { name: t.days }).getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Tab');
  const times = form.getByRole('group', { name: /^Godziny: / });
  await expect(times.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen = times.getByRole('radio').nth(1);
  await expect(chosen).toBeChecked();
  const name = await chosen.getAttribute('aria-label');
  expect(name).toMatch(/^[a-ząćęłńóśźż]+, \d{1,2} [a-ząćęłńóśźż]+, \d{2}:\d{2}$/);
  const start = await chosen.getAttribute('value');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: t.submitSlot })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Twoja rozmowa jest umówiona\. Termin: /)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(60_000);
  await context.close();

  const booked = fake.bookings.filter((booking) => booking.attendee.email === email);
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({
    start,
    attendee: { name: 'Zofia Nowak', timeZone: 'Europe/Warsaw', language: 'pl' },
  });
  const [stored] = bookingOf(email);
  expect(stored!.booking).toMatchObject({ status: 'confirmed', uid: booked[0]!.uid, start });
  expect(booked[0]!.metadata).toEqual({ leadId: stored!.id });
  expect(stored!.data.page).toBe('/pl/book-a-call');
  // Rejected analytics: nothing of the visit is kept.
  expect(stored!.data.landing).toBeUndefined();

  await expect.poll(() => sink.accepted.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const mail = await sink.accepted.find((entry) => entry.to.includes(email))!.parsed();
  expect(mail.subject).toMatch(/^Twoja rozmowa z Brightloom: /);
  expect(mail.text).toContain('Warszawa, czas środkowoeuropejski');
  const invite = mail.attachments.find((attachment) => attachment.filename === 'invite.ics');
  const ics = typeof invite?.content === 'string' ? invite.content : new TextDecoder().decode(invite?.content);
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain(`UID:${booked[0]!.uid}`);
  expect(ics).toContain(`DTSTART:${start!.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  await expect
    .poll(() => crmBodies.some((body) => body.type === 'call' && (body.data as { email?: string }).email === email))
    .toBe(true);
});

test('on a phone, the form far below the fold, the slots come without the visitor doing anything, in their zone', async ({
  browser,
}) => {
  const context = await browser.newContext({
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const t = messagesFor('pt').forms.call;
  const slotQueries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/bookings/slots') slotQueries.push(url.searchParams.get('timeZone') ?? '');
  });
  await page.goto(`${server.base}/pt/book-a-call`);
  const form = page.getByRole('form', { name: t.label });
  await expect(form.getByText(t.slotsLegend)).toBeVisible();
  await expect(form.getByLabel(t.timeZone)).toHaveValue('America/Sao_Paulo');
  // Named in the page's language, not as an IANA id.
  await expect(form.getByLabel(t.timeZone).locator('option:checked')).toHaveText(/Brasília/);
  expect(slotQueries).toEqual(['America/Sao_Paulo']);
  await context.close();
});

test('a keyboard visitor goes from a taken slot to the next time that day in one key; the picker moves nothing on the page', async ({
  browser,
}) => {
  // Tall enough that the whole form is on screen as the picker replaces the request form: a shift counts
  // only where it is seen.
  const context = await browser.newContext({
    timezoneId: 'Europe/Lisbon',
    locale: 'en-GB',
    viewport: { width: 1280, height: 2600 },
  });
  const page = await context.newPage();
  const t = messagesFor('en').forms.call;
  // Every layout shift the page has, as the browser reports it (Cumulative Layout Shift's own source).
  await page.addInitScript(() => {
    (window as { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as { shifts?: number }).shifts! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.base}/book-a-call`);
  await page.getByRole('button', { name: wordsOf('en', 'consent').rejectAll }).click();
  const form = page.getByRole('form', { name: t.label });
  await expect(form.getByText(t.slotsLegend)).toBeVisible();
  expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);
  await form.getByLabel(t.name).fill('Kim Lee');
  await form.getByLabel(t.email).fill(`taken-kb-${process.pid}@example.com`);
  const times = form.getByRole('group', { name: /^Times on / });
  // The second day is a whole one (today's past times are gone). Its sixth time: past the fourth, where focus
  // on the day's first time cost a press per position.
  await form.getByRole('group', { name: t.days }).getByRole('radio').nth(1).check();
  await times.getByRole('radio').nth(5).focus();
  await page.keyboard.press('Space');
  const taken = await times.getByRole('radio').nth(5).getAttribute('value');
  const next = await times.getByRole('radio').nth(6).getAttribute('value');
  fake.taken.add(taken!);
  await form.getByRole('button', { name: t.submitSlot }).click();
  // Focus on the time that followed the taken one, the message read out.
  await expect(form.getByRole('alert')).toHaveText(t.taken);
  await expect(times.locator(`input[value="${taken}"]`)).toHaveCount(0);
  await expect(times.locator(`input[value="${next}"]`)).toBeFocused();
  // One key and it is chosen.
  await page.keyboard.press('Space');
  await expect(times.locator(`input[value="${next}"]`)).toBeChecked();
  fake.taken.clear();
  await context.close();
});

test('a slot taken meanwhile is a 409 with that day’s free times, marked and never told to the company', async ({
  request,
}) => {
  const day = weekday(5);
  const slots = (await (
    await request.get(`${server.base}/api/bookings/slots?from=${day}&to=${day}&timeZone=Europe/Lisbon`)
  ).json()) as {
    slots: Record<string, string[]>;
  };
  const slot = slots.slots[day]![2]!;
  fake.taken.add(new Date(slot).toISOString());
  const email = `taken-${process.pid}@example.com`;
  const response = await request.post(`${server.base}/api/bookings`, {
    data: { name: 'Ana', email, timeZone: 'Europe/Lisbon', slot, altcha: await proofFrom(server.base) },
  });
  expect(response.status()).toBe(409);
  const body = (await response.json()) as { error: string; slots: string[] };
  expect(body.slots.length).toBeGreaterThan(0);
  expect(body.slots).not.toContain(new Date(slot).toISOString());
  expect(bookingOf(email)[0]!.booking.status).toBe('slot-taken');
  expect(
    rows<{ n: number }>(
      "SELECT count(*) AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ? AND o.channel IN ('webhook', 'email', 'visitor')",
      email,
    )[0]!.n,
  ).toBe(0);
  fake.taken.clear();
});

test("Cal.com's webhooks are verified, move a request once, and tell the company", async ({ request }) => {
  const email = `pl-call-${process.pid}@example.com`;
  const [call] = bookingOf(email);
  const url = `${server.base}/api/bookings/events`;
  const newStart = new Date(Date.parse(call!.booking.start!) + 86_400_000).toISOString();
  const event = JSON.stringify({
    triggerEvent: 'BOOKING_RESCHEDULED',
    createdAt: new Date().toISOString(),
    payload: {
      uid: 'bk_rescheduled',
      rescheduleUid: call!.booking.uid,
      startTime: newStart,
      metadata: { leadId: call!.id },
    },
  });
  const post = (body: string, signature: string) =>
    request.post(url, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-cal-signature-256': signature },
    });
  expect((await post(event, 'deadbeef')).status()).toBe(401);
  expect((await request.post(url, { data: event, headers: { 'content-type': 'application/json' } })).status()).toBe(
    401,
  );
  expect(bookingOf(email)[0]!.booking.status).toBe('confirmed');
  // As Cal.com does: the old booking is cancelled and a new one made for the same lead.
  const original = fake.bookings.find((entry) => entry.uid === call!.booking.uid)!;
  original.status = 'cancelled';
  fake.bookings.push({ ...original, uid: 'bk_rescheduled', start: newStart, status: 'accepted' });
  const signed = calcomSignature(event);
  const first = await post(event, signed);
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ status: 'rescheduled' });
  expect(await (await post(event, signed)).json()).toEqual({ status: 'unchanged' });
  expect(bookingOf(email)[0]!.booking).toMatchObject({ status: 'rescheduled', uid: 'bk_rescheduled', start: newStart });
  await expect
    .poll(
      () =>
        crmBodies.filter((body) => body.type === 'call' && (body.data as { status?: string }).status === 'rescheduled')
          .length,
    )
    .toBe(1);
  const unknown = JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: { uid: 'bk_nobody' } });
  expect(await (await post(unknown, calcomSignature(unknown))).json()).toEqual({ status: 'ignored' });
});

test('erasing a person cancels their upcoming call at Cal.com and says so', async () => {
  const email = `taken-${process.pid}@example.com`;
  // A booked call for this person, made through the API like the others.
  const booked = fake.bookings.find((booking) => booking.attendee.email === `pl-call-${process.pid}@example.com`)!;
  // Not spawnSync: the fake Cal.com answers from this very process.
  const result = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=react-server',
      'scripts/leads.ts',
      'subject',
      'erase',
      '--email',
      `pl-call-${process.pid}@example.com`,
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: `file:${DATABASE}`,
        BOOKING_PROVIDER: 'calcom',
        CALCOM_API_URL: fake.url,
        CALCOM_API_KEY: FAKE_API_KEY,
        CALCOM_EVENT_TYPE_ID: String(FAKE_EVENT_TYPE_ID),
        CALCOM_WEBHOOK_SECRET,
      },
    },
  );
  expect(JSON.parse(result.stdout), result.stderr).toMatchObject({ cancelledCalls: 1 });
  expect(result.stderr).toContain('1 upcoming call(s) cancelled at Cal.com');
  const cancel = fake.requests.filter((entry) => entry.path.endsWith('/cancel')).at(-1)!;
  // The rescheduled booking is the live one.
  expect(cancel.path).toBe('/v2/bookings/bk_rescheduled/cancel');
  expect(cancel.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  expect(bookingOf(`pl-call-${process.pid}@example.com`)).toEqual([]);
  expect(booked).toBeDefined();
  expect(bookingOf(email)).toHaveLength(1);
});
