import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';
import { type FakeCalcom } from '@/tests/support/fake-calcom';
import { type BookingServer, startBookingServer, weekday } from '@/tests/support/booking-server';
import type { Instance } from './instance';
import { DEFAULT_PORT } from './servers';
import { proofFrom } from '@/tests/support/proof';

// Book a call (CONTRACT §17): a `next start` of the default build with Cal.com switched on at run time,
// against a fake Cal.com API v2, a real SMTP server and a webhook receiver: refused and hostile posts,
// where a lead came from, and a failing calendar.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 16;
let booking: BookingServer;
let fake: FakeCalcom;
let server: Instance;

const rows = <T>(statement: string, ...params: unknown[]) => booking.rows<T>(statement, ...params);
const bookingOf = (email: string) => booking.callsOf(email);

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'booking');
  ({ fake, server } = booking);
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
    data: { name: 'Ana', email, timeZone: 'UTC', slot: slots.slots[day]![0], altcha: await proofFrom(server.base) },
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
