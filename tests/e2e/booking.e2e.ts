import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';
import { FAKE_API_KEY, FAKE_EVENT_TYPE_ID, type FakeCalcom } from '@/tests/support/fake-calcom';
import { type BookingServer, CALCOM_WEBHOOK_SECRET, startBookingServer } from '@/tests/support/booking-server';
import type { Instance } from './instance';
import { DEFAULT_PORT } from './servers';

// Book a call (CONTRACT §17): the page in every language on the default build (no provider, as a fresh
// clone runs), and a second `next start` of the same build with Cal.com switched on at run time,
// against a fake Cal.com API v2, a real SMTP server and a webhook receiver.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 16;

const WEBHOOK_SECRET = CALCOM_WEBHOOK_SECRET;
/** Cal.com's X-Cal-Signature-256: the hex HMAC-SHA256 of the raw body with the webhook's secret. */

const calcomSignature = (body: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(body).digest('hex');
let booking: BookingServer;
let fake: FakeCalcom;
let server: Instance;
let crmBodies: Record<string, unknown>[];
let DATABASE: string;

/** A date `days` ahead, as Lisbon reads it, moved to a weekday. */
function weekday(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const rows = <T>(statement: string, ...params: unknown[]) => booking.rows<T>(statement, ...params);
const bookingOf = (email: string) => booking.callsOf(email);

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'booking');
  ({ fake, server, crm: crmBodies, database: DATABASE } = booking);
});

test.afterAll(async () => {
  await booking.close();
});

test('a refused post without JavaScript shows the same form again, in its language, with what was typed and each wrong field marked', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const before = rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n;

  const contact = messagesFor('pt').forms.contact;
  await page.goto(`${server.base}/pt/contact-us`);
  let form = page.getByRole('form', { name: contact.label });
  await form.getByLabel(contact.name).fill('Ana Sousa');
  await form.getByLabel(contact.email).fill('ana@');
  await form.getByLabel(contact.company).fill('Acme, Lda.');
  await form.getByLabel(contact.message).fill('Curto');
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(page).toHaveTitle(/^Erro: /);
  // Styled as the page is (the notices a visitor did not earn stay hidden), and no script runs.
  await expect(page.locator('#form-sent')).toBeHidden();
  form = page.getByRole('form', { name: contact.label });
  await expect(form.getByLabel(contact.name)).toHaveValue('Ana Sousa');
  await expect(form.getByLabel(contact.email)).toHaveValue('ana@');
  await expect(form.getByLabel(contact.company)).toHaveValue('Acme, Lda.');
  await expect(form.getByLabel(contact.message)).toHaveValue('Curto');
  await expect(form.getByLabel(contact.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(contact.message)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(contact.name)).not.toHaveAttribute('aria-invalid', 'true');
  // The summary at the top, in Portuguese, each message a link to its field; and the message beside the field.
  const summary = form.getByRole('alert').filter({ hasText: messagesFor('pt').forms.problem });
  await expect(summary.getByRole('link')).toHaveCount(2);
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#contact-email');
  const emailError = await summary.getByRole('link').first().textContent();
  await expect(page.locator('#contact-email-error')).toHaveText(emailError!);

  const call = messagesFor('pt').forms.call;
  await page.goto(`${server.base}/pt/book-a-call`);
  form = page.getByRole('form', { name: call.label });
  await form.getByLabel(call.name).fill('Rui Costa');
  await form.getByLabel(call.email).fill(`rui-${process.pid}@example.com`);
  await form.getByLabel(call.timeZone).selectOption('Europe/Warsaw');
  await form.getByLabel(call.topic).fill('Uma plataforma de dados');
  await form.getByLabel(call.windowDate.replace('{n}', '1')).fill('2020-01-06');
  await form.getByLabel(call.windowPart.replace('{n}', '1')).selectOption('afternoon');
  await form.getByRole('button', { name: call.submit }).click();
  form = page.getByRole('form', { name: call.label });
  await expect(form.getByLabel(call.name)).toHaveValue('Rui Costa');
  await expect(form.getByLabel(call.timeZone)).toHaveValue('Europe/Warsaw');
  await expect(form.getByLabel(call.topic)).toHaveValue('Uma plataforma de dados');
  await expect(form.getByLabel(call.windowDate.replace('{n}', '1'))).toHaveValue('2020-01-06');
  await expect(form.getByLabel(call.windowPart.replace('{n}', '1'))).toHaveValue('afternoon');
  await expect(form.getByLabel(call.windowDate.replace('{n}', '1'))).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert').filter({ hasText: messagesFor('pt').forms.problem })).toBeVisible();
  // Nothing of it was stored to show it again.
  expect(rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n).toBe(before);
  await context.close();
});

test('call requests answer hostile and malformed posts with a clear 4xx and store nothing', async ({ request }) => {
  const url = `${server.base}/api/bookings`;
  const before = rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'call'")[0]!.n;
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    timeZone: 'Europe/Lisbon',
    windows: [`${weekday(3)} morning`],
  };
  const fields = async (data: Record<string, unknown>) => {
    const response = await request.post(url, { data });
    expect(response.status(), JSON.stringify(data)).toBe(400);
    return Object.keys(((await response.json()) as { fields: object }).fields);
  };
  expect(await fields({ ...valid, timeZone: 'Mars/Base' })).toContain('timeZone');
  expect(await fields({ ...valid, windows: ['2020-01-01 morning'] })).toContain('windows');
  expect(await fields({ ...valid, windows: [] })).toContain('windows');
  expect(await fields({ ...valid, service: 'no-such-service' })).toContain('service');
  expect(await fields({ ...valid, slot: '2020-01-01T09:00:00Z' })).toContain('slot');
  expect(await fields({ ...valid, topic: 'x'.repeat(2001) })).toContain('topic');
  expect((await request.post(url, { data: { ...valid, topic: 'x'.repeat(70_000) } })).status()).toBe(413);
  expect((await request.post(url, { data: 'plain', headers: { 'content-type': 'text/plain' } })).status()).toBe(415);
  expect((await request.post(url, { data: valid, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  expect((await request.get(url)).status()).toBe(405);
  expect(rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'call'")[0]!.n).toBe(before);
  // Without a provider there are no slots to ask for.
  expect((await request.get(`/api/bookings/slots?from=${weekday(1)}&to=${weekday(2)}&timeZone=UTC`)).status()).toBe(
    404,
  );
});

test('a lead keeps where it came from: its page always, its landing page and referrer only with analytics consent', async ({
  request,
}) => {
  const post = (email: string, cookie?: string) =>
    request.post(`${server.base}/api/bookings`, {
      data: {
        name: 'Ana',
        email,
        timeZone: 'Europe/Lisbon',
        windows: [`${weekday(4)} morning`],
        page: '/pt/book-a-call',
        landing: { path: '/devops', utm_source: 'linkedin', utm_campaign: 'q4' },
        referrer: 'https://www.linkedin.com',
      },
      headers: cookie ? { cookie } : {},
    });
  const consented = `consented-${process.pid}@example.com`;
  const refused = `refused-${process.pid}@example.com`;
  expect((await post(consented, 'ncc_c=necessaryanalytics; ncc_e=necessary~analytics')).status()).toBe(201);
  expect((await post(refused, 'ncc_c=necessaryanalytics; ncc_e=necessary')).status()).toBe(201);
  expect(bookingOf(consented)[0]!.data).toMatchObject({
    page: '/pt/book-a-call',
    landing: { path: '/devops', utm_source: 'linkedin', utm_campaign: 'q4' },
    referrer: 'https://www.linkedin.com',
  });
  const without = bookingOf(refused)[0]!.data;
  expect(without.page).toBe('/pt/book-a-call');
  expect(without).not.toHaveProperty('landing');
  expect(without).not.toHaveProperty('referrer');
});

test('with Cal.com failing the visitor is told the time is being confirmed, and the outbox keeps the booking to make', async ({
  request,
}) => {
  fake.mode.booking = 'fail';
  const day = weekday(6);
  const slots = (await (
    await request.get(`${server.base}/api/bookings/slots?from=${day}&to=${day}&timeZone=UTC`)
  ).json()) as {
    slots: Record<string, string[]>;
  };
  const email = `later-${process.pid}@example.com`;
  const response = await request.post(`${server.base}/api/bookings`, {
    data: { name: 'Ana', email, timeZone: 'UTC', slot: slots.slots[day]![0] },
  });
  fake.mode.booking = 'ok';
  expect(response.status()).toBe(202);
  expect(await response.json()).toMatchObject({ status: 'requested' });
  const [stored] = bookingOf(email);
  expect(stored!.booking.status).toBe('requested');
  expect(
    rows<{ n: number }>(
      "SELECT count(*) AS n FROM outbox WHERE submission_id = ? AND channel = 'booking' AND delivered_at IS NULL",
      stored!.id,
    )[0]!.n,
  ).toBe(1);
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
  const signed = calcomSignature(event, WEBHOOK_SECRET);
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
  expect(await (await post(unknown, calcomSignature(unknown, WEBHOOK_SECRET))).json()).toEqual({ status: 'ignored' });
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
        CALCOM_WEBHOOK_SECRET: WEBHOOK_SECRET,
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
