import { expect, test } from '@playwright/test';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { RULE_WORDS, wordsOf } from '@/lib/i18n/words';
import { axeViolations } from '@/tests/support/axe';
import { type BookingServer, COMPANY_MAILBOX, startBookingServer } from '@/tests/support/booking-server';
import { DEFAULT_PORT } from './servers';

// The project brief (CONTRACT §19): its page in every language, its post held to §8, one page without
// JavaScript, and the call booked after it carrying it, against a fake Cal.com, a real SMTP server and
// a webhook receiver.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 20;
let booking: BookingServer;

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'brief', {
    LEADS_EMAIL_TO: COMPANY_MAILBOX,
    LEADS_EMAIL_FROM: 'Brightloom website <site@brightloom.test>',
  });
});
test.afterAll(async () => {
  await booking.close();
});

const base = () => booking.server.base;
const briefsOf = (email: string) =>
  booking
    .rows<{ id: string; data: string; language: string }>(
      "SELECT id, data, language FROM submissions WHERE type = 'brief' AND email = ? ORDER BY created_at",
      email,
    )
    .map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
const count = () => booking.rows<{ n: number }>('SELECT COUNT(*) AS n FROM submissions')[0]!.n;

const valid = (email: string) => ({
  goal: 'new-product',
  stage: 'prototype',
  timeline: '3-months',
  budget: '100000-200000',
  technologies: ['react', 'postgresql'],
  description: 'A booking app for forty clinics, replacing their spreadsheets.',
  name: 'Zofia Nowak',
  email,
  locale: 'pl',
});

test('the page is prerendered in every language, linked from pricing and the call page, and accessible', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const t = messagesFor(locale);
    const address = localePath(locale, '/start-a-project');
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_FACTS[locale].tag);
    const form = page.getByRole('form', { name: t.forms.brief.label });
    // With the script: one step at a time under its progress indicator.
    await expect(
      form.getByText(`${t.forms.brief.progress.replace('{n}', '1').replace('{total}', '3')}:`),
    ).toBeVisible();
    await expect(form.getByRole('group', { name: t.forms.brief.goal })).toBeVisible();
    await expect(form.getByLabel(t.forms.brief.name)).toBeHidden();
    const violations = await axeViolations(page, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
    for (const from of ['/pricing', '/book-a-call']) {
      await page.goto(localePath(locale, from));
      await expect(page.locator(`main a[href="${address}"]`).first()).toBeVisible();
    }
  }
});

test('a brief answers hostile and malformed posts with a clear 4xx, field by field, and stores nothing', async ({
  request,
}) => {
  const email = `hostile-brief-${process.pid}@example.com`;
  const before = count();
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${base()}/api/briefs`, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const words = RULE_WORDS.pl.brief;
  const fieldsOf = async (data: unknown) => {
    const response = await post(data);
    expect(response.status()).toBe(400);
    return ((await response.json()) as { fields: Record<string, string> }).fields;
  };
  // A band of another language's pricing (euros on a Polish page), a technology we do not have.
  expect(await fieldsOf({ ...valid(email), budget: '50000-100000' })).toEqual({ budget: words.budget });
  expect(await fieldsOf({ ...valid(email), technologies: ['react', 'cobol-85'] })).toEqual({
    technologies: words.technologies,
  });
  expect(await fieldsOf({ ...valid(email), goal: 'everything', description: 'x' })).toMatchObject({
    goal: words.goal,
    description: words.description,
  });
  expect(Object.keys(await fieldsOf({ ...valid(email), name: { $gt: '' }, stage: ['idea'] }))).toEqual([
    'stage',
    'name',
  ]);
  expect((await post('{"goal": "new-product",')).status()).toBe(400);
  expect((await post([valid(email)])).status()).toBe(400);
  expect((await post({ ...valid(email), description: 'x'.repeat(70_000) })).status()).toBe(413);
  expect((await post(valid(email), { 'content-type': 'text/plain' })).status()).toBe(415);
  expect((await post(valid(email), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status()).toBe(
    403,
  );
  // A single-value field sent twice is refused, not silently the last one.
  const twice = await request.post(`${base()}/api/briefs`, {
    data: 'goal=new-product&goal=audit&stage=idea&timeline=1-month&budget=not-sure&description=A+long+enough+text&name=A&email=a%40example.com',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  expect(twice.status()).toBe(400);
  expect(((await twice.json()) as { fields: Record<string, string> }).fields).toHaveProperty('goal');
  expect(count()).toBe(before);

  // Ticked boxes arrive as repeated fields; the brief keeps the page's currency with its band.
  const form = new URLSearchParams({ ...valid(email), technologies: 'react' });
  form.append('technologies', 'postgresql');
  const sent = await request.post(`${base()}/api/briefs`, {
    data: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  expect(sent.status()).toBe(201);
  const [stored] = briefsOf(email);
  expect(stored!.data).toMatchObject({
    technologies: ['react', 'postgresql'],
    budget: '100000-200000',
    currency: 'PLN',
  });
  expect(stored!.language).toBe('pl');
});

test('without JavaScript the brief is one page: refused, it comes back with every box still ticked; sent, it leads to the call', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = messagesFor('pt').forms.brief;
  const email = `nojs-brief-${process.pid}@example.com`;
  await page.goto(`${base()}/pt/start-a-project`);
  const form = page.getByRole('form', { name: t.label });
  // Every step on the one page, and no step buttons that would need a script.
  await expect(form.getByLabel(t.name)).toBeVisible();
  await expect(form.getByRole('button', { name: t.next })).toBeHidden();
  await form.getByRole('radio', { name: t.goals['existing-product'] }).check();
  await form.getByRole('radio', { name: t.stages.live }).check();
  await form.getByRole('checkbox', { name: 'Go', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Kubernetes' }).check();
  await form.getByLabel(t.description).fill('Curto');
  await form.getByRole('radio', { name: t.timelines['6-months'] }).check();
  await form.getByRole('group', { name: t.budget }).getByRole('radio', { name: t.notSure }).check();
  await form.getByLabel(t.name).fill('Ana Sousa');
  await form.getByLabel(t.email).fill(email);
  await form.getByRole('button', { name: t.submit }).click();
  const words = RULE_WORDS.pt.brief;
  await expect(page.getByRole('alert').getByRole('link', { name: words.description })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Kubernetes' })).toBeChecked();
  await expect(form.getByRole('radio', { name: t.stages.live })).toBeChecked();
  await form.getByLabel(t.description).fill('Uma plataforma de agendamento em produção que precisa de crescer.');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/pt\/start-a-project\?sent=1#form-sent$/);
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect(page.getByRole('link', { name: t.bookCall })).toHaveAttribute('href', '/pt/book-a-call');
  await context.close();
  const [stored] = briefsOf(email);
  expect(stored!.data).toMatchObject({
    goal: 'existing-product',
    technologies: ['go', 'kubernetes'],
    budget: 'not-sure',
  });
});

test('a Polish brief, step by step, reaches the company in one line; the call booked after it carries it', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });
  const page = await context.newPage();
  const t = messagesFor('pl').forms.brief;
  const call = messagesFor('pl').forms.call;
  const email = `pl-brief-${process.pid}@example.com`;
  await page.goto(`${base()}/pl/start-a-project`);
  await page.getByRole('button', { name: wordsOf('pl', 'consent').rejectAll }).click();
  const form = page.getByRole('form', { name: t.label });
  // A step goes on only when its own fields pass, and says what is missing there.
  await form.getByRole('button', { name: t.next }).click();
  await expect(form.getByText(RULE_WORDS.pl.brief.goal)).toBeVisible();
  await expect(form.getByRole('radio', { name: t.goals['new-product'] })).toBeFocused();
  await form.getByRole('radio', { name: t.goals['new-product'] }).check();
  await form.getByRole('radio', { name: t.stages.prototype }).check();
  await form.getByRole('checkbox', { name: 'React', exact: true }).check();
  await form.getByLabel(t.description).fill('Aplikacja do rezerwacji wizyt dla czterdziestu przychodni.');
  await form.getByRole('button', { name: t.next }).click();
  await expect(form.getByText(/^Krok 2 z 3: /)).toBeVisible();
  await expect(form.getByText(/^Krok 2 z 3: /)).toBeFocused();
  await form.getByRole('radio', { name: t.timelines['3-months'] }).check();
  await form.getByRole('radio', { name: /^100(\s|\u00a0)?–(\s|\u00a0)?200 tys\. zł$/ }).check();
  await form.getByRole('button', { name: t.next }).click();
  await form.getByLabel(t.name).fill('Zofia Nowak');
  await form.getByLabel(t.email).fill(email);
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText('Dziękujemy, Zofia Nowak.')).toBeVisible();
  const [brief] = briefsOf(email);
  expect(brief!.data).toMatchObject({
    goal: 'new-product',
    budget: '100000-200000',
    currency: 'PLN',
    timeline: '3-months',
  });

  // The company's mail says it in one line, in the brief's own currency.
  await expect
    .poll(() => booking.sink.accepted.filter((mail) => mail.to.includes(COMPANY_MAILBOX)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const subjects = await Promise.all(
    booking.sink.accepted
      .filter((mail) => mail.to.includes(COMPANY_MAILBOX))
      .map(async (mail) => (await mail.parsed()).subject ?? ''),
  );
  expect(subjects.map((subject) => subject.replace(/\s/g, ' '))).toContain(
    'Brief: new product, 100–200 tys. zł, 3 months',
  );
  await expect.poll(() => booking.crm.some((body) => body.type === 'brief' && body.id === brief!.id)).toBe(true);

  // Then the call, behind one whole button at a phone's width too (not an inline run broken in two).
  await page.setViewportSize({ width: 390, height: 844 });
  const next = page.getByRole('link', { name: t.bookCall });
  expect(await next.evaluate((link) => [getComputedStyle(link).display, link.getClientRects().length])).toEqual([
    'inline-flex',
    1,
  ]);
  expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The visitor's details are filled in, the brief goes with it.
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/pl/book-a-call\\?brief=${brief!.id}#form$`));
  const callForm = page.getByRole('form', { name: call.label });
  await expect(callForm.getByText(call.briefAttached)).toBeVisible();
  await expect(callForm.getByLabel(call.name)).toHaveValue('Zofia Nowak');
  await expect(callForm.getByLabel(call.email)).toHaveValue(email);
  await callForm.getByRole('group', { name: call.days }).getByRole('radio').first().check();
  await callForm
    .getByRole('group', { name: /^Godziny: / })
    .getByRole('radio')
    .first()
    .check();
  await callForm.getByRole('button', { name: call.submitSlot }).click();
  await expect(page.getByText(/^Twoja rozmowa jest umówiona\. Termin: /)).toBeVisible();
  await context.close();
  const [stored] = booking.callsOf(email);
  expect(stored!.data.brief).toMatchObject({
    id: brief!.id,
    goal: 'new-product',
    budget: '100000-200000',
    currency: 'PLN',
  });
  await expect
    .poll(
      async () => {
        for (const mail of booking.sink.accepted.filter((entry) => entry.to.includes(COMPANY_MAILBOX))) {
          const parsed = await mail.parsed();
          if (parsed.subject?.startsWith('Call booked') && parsed.text?.includes(`Brief (reference ${brief!.id})`))
            return parsed.text.replace(/\s/g, ' ');
        }
        return '';
      },
      { timeout: 20_000 },
    )
    .toContain('new product, 100–200 tys. zł, 3 months');
});

test("a call names only its own visitor's brief of the day; without naming one it carries that address's latest", async ({
  request,
}) => {
  const email = `call-brief-${process.pid}@example.com`;
  const sent = await request.post(`${base()}/api/briefs`, {
    data: JSON.stringify({ ...valid(email), locale: 'en', budget: 'not-sure' }),
    headers: { 'content-type': 'application/json' },
  });
  const { id } = (await sent.json()) as { id: string };
  const callPost = (data: Record<string, unknown>) =>
    request.post(`${base()}/api/bookings`, {
      data: JSON.stringify({
        name: 'Zofia Nowak',
        timeZone: 'Europe/Warsaw',
        windows: [{ date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), part: 'morning' }],
        ...data,
      }),
      headers: { 'content-type': 'application/json' },
    });
  // Another address's brief, a reference that is no brief, and a malformed one: refused on the field.
  for (const brief of [id, crypto.randomUUID(), 'not-a-reference']) {
    const refused = await callPost({ email: `someone-else-${process.pid}@example.com`, brief });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toHaveProperty('brief');
  }
  // The same address with no reference: an address alone attaches nobody's brief (CONTRACT §23).
  expect((await callPost({ email: email.toUpperCase() })).status()).toBe(201);
  const [call] = booking.callsOf(email.toUpperCase());
  expect(call!.data).not.toHaveProperty('brief');
});
