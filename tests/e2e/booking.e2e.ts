import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, test } from '@playwright/test';
import { loadConsentWords } from '@/lib/i18n/consent/load';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { axeViolations } from '@/tests/support/axe';
import { FAKE_API_KEY, FAKE_EVENT_TYPE_ID, type FakeCalcom } from '@/tests/support/fake-calcom';
import { type BookingServer, CALCOM_WEBHOOK_SECRET, startBookingServer } from '@/tests/support/booking-server';
import type { Instance } from './instance';
import { allPageRoutes } from './site-map';
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
let sink: BookingServer['sink'];
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
  ({ fake, sink, server, crm: crmBodies, database: DATABASE } = booking);
});
test.afterAll(async () => {
  await booking.close();
});

test('the page is prerendered in every language, linked from the header, contact and service pages, and sets no cookie', async ({
  page,
  context,
}) => {
  for (const locale of LOCALES) {
    const address = localePath(locale, '/book-a-call');
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_FACTS[locale].tag);
    const t = messagesFor(locale);
    await expect(page.getByRole('form', { name: t.forms.call.label })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t.header.bookCall })).toHaveAttribute(
      'href',
      address,
    );
    const violations = await axeViolations(page, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  }
  expect(await context.cookies()).toEqual([]);
  // Its script policy names no origin the contact page's does not: no calendar's script, frame or font.
  const origins = async (path: string) => {
    const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
    return new Set(policy.match(/https?:\/\/[^\s;]+/g) ?? []);
  };
  const contact = await origins('/contact-us');
  for (const origin of await origins('/book-a-call')) expect(contact, origin).toContain(origin);
  await page.goto('/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: messagesFor('en').contact.bookCall })).toHaveAttribute(
    'href',
    '/book-a-call',
  );
  await page.goto('/services/devops-cloud-solutions');
  // The hero's call to action and the closing band's: both open the call form with the service chosen.
  await expect(page.getByRole('main').locator('a[href="/book-a-call?service=devops-cloud-solutions"]')).toHaveText([
    messagesFor('en').common.bookConsultation,
    messagesFor('en').forms.call.label,
  ]);
  // The service named in the address is preselected once the page runs.
  await page.goto('/book-a-call?service=devops-cloud-solutions');
  await expect(page.getByLabel(messagesFor('en').forms.call.service)).toHaveValue('devops-cloud-solutions');
});

test('every call to action on every page leads to the call page, with the service of a service or case-study page', async ({
  request,
}) => {
  const labels = new Set(
    LOCALES.flatMap((locale) => {
      const t = messagesFor(locale);
      return [t.common.bookConsultation, t.nav.consultation, t.header.bookCall, t.forms.call.label];
    }),
  );
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .trim();
  let seen = 0;
  for (const route of allPageRoutes()) {
    const html = await (await request.get(route)).text();
    const main = html.indexOf('<main');
    for (const link of html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const [, href, inner] = link;
      if (!labels.has(decode(inner!))) continue;
      seen += 1;
      const target = new URL(href!.replace(/&amp;/g, '&'), 'http://site.invalid');
      expect(target.pathname.replace(/^\/(pt|pl)(?=\/)/, ''), `${route}: ${decode(inner!)}`).toBe('/book-a-call');
      // The page's own calls to action (not the header's) name the service it is about.
      const inMain = main >= 0 && link.index > main;
      if (inMain && /^(\/(pt|pl))?\/(services|work)\/[^/]+$/.test(route) && !route.includes('/work/industry/'))
        expect(target.searchParams.get('service'), `${route}: ${decode(inner!)}`).toMatch(/^[a-z0-9-]+$/);
    }
  }
  expect(seen).toBeGreaterThan(100);
});

test('without JavaScript and without a provider, a request with preferred times reaches us and the visitor gets a .eml confirmation', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-call-${process.pid}@example.com`;
  const started = Date.now();
  const t = messagesFor('pt').forms.call;
  await page.goto('/pt/book-a-call');
  const form = page.getByRole('form', { name: t.label });
  await form.getByLabel(t.name).fill('Ana Sousa');
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.timeZone).selectOption('Europe/Lisbon');
  await form.getByLabel(t.windowDate.replace('{n}', '1')).fill(weekday(3));
  await form.getByLabel(t.windowPart.replace('{n}', '1')).selectOption('afternoon');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/pt\/book-a-call\?sent=1#form-sent$/);
  await expect(page.getByText(t.sent)).toBeVisible();
  await context.close();

  // The default build writes visitors' mail under data/mail when no SMTP server is set.
  let mail: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
  await expect
    .poll(
      async () => {
        for (const dir of fs.existsSync('data/mail') ? fs.readdirSync('data/mail', { withFileTypes: true }) : []) {
          if (!dir.isDirectory()) continue;
          for (const name of fs.readdirSync(path.join('data/mail', dir.name))) {
            const file = path.join('data/mail', dir.name, name);
            if (fs.statSync(file).mtimeMs < started - 1000) continue;
            const parsed = await PostalMime.parse(fs.readFileSync(file));
            if (parsed.to?.[0]?.address === email) mail = parsed;
          }
        }
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe('Recebemos o seu pedido de chamada');
  expect(mail!.text).toContain('tarde (14:00–17:00)');
  expect(mail!.text).toContain('Lisboa (Hora da Europa Ocidental)');
  expect(mail!.text).not.toContain('Ana');
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
  await page.getByRole('button', { name: (await loadConsentWords.pl()).rejectAll }).press('Enter');
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
  await expect(page.getByText(/^Twoja rozmowa jest umówiona na /)).toBeVisible();
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
  expect(mail.text).toContain('Warszawa (czas środkowoeuropejski)');
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

test('a keyboard visitor goes from a taken slot to the next time that day in a few keys; the picker moves nothing on the page', async ({
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
  await page.getByRole('button', { name: (await loadConsentWords.en()).rejectAll }).click();
  const form = page.getByRole('form', { name: t.label });
  await expect(form.getByText(t.slotsLegend)).toBeVisible();
  expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);
  await form.getByLabel(t.name).fill('Kim Lee');
  await form.getByLabel(t.email).fill(`taken-kb-${process.pid}@example.com`);
  const times = form.getByRole('group', { name: /^Times on / });
  await times.getByRole('radio').nth(2).focus();
  await page.keyboard.press('Space');
  const taken = await times.getByRole('radio').nth(2).getAttribute('value');
  const next = await times.getByRole('radio').nth(3).getAttribute('value');
  fake.taken.add(taken!);
  await form.getByRole('button', { name: t.submitSlot }).click();
  // Focus on that day's first remaining time, the message read out.
  await expect(form.getByRole('alert')).toHaveText(t.taken);
  await expect(times.getByRole('radio').first()).toBeFocused();
  await expect(times.locator(`input[value="${taken}"]`)).toHaveCount(0);
  // Three keys to the time after the taken one: it was the third, so two arrows and it is chosen.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
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
    data: { name: 'Ana', email, timeZone: 'Europe/Lisbon', slot },
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
