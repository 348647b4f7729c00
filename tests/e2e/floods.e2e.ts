import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';
import { wordsOf } from '@/lib/i18n/words';
import { type BookingServer, COMPANY_MAILBOX, startBookingServer } from '@/tests/support/booking-server';
import { proofFrom } from '@/tests/support/proof';
import { DEFAULT_PORT } from './servers';

// Abuse costs the attacker (CONTRACT §23), at the default budgets on one instance with a real SMTP server, a
// webhook receiver and a fake Cal.com: a flood reaches the company as a handful of notifications and a summary
// of the rest, and at BOOKINGS_PER_DAY=4 the third booking asks for the code mailed to its person, which books it.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 26;
const pid = process.pid;
let booking: BookingServer;

test.beforeAll(async () => {
  booking = await startBookingServer(PORT, 'floods', {
    TRUST_PROXY: '1',
    LEADS_EMAIL_TO: COMPANY_MAILBOX,
    // The defaults, which the other booking tests lift.
    NOTIFY_PER_NETWORK_HOUR: '5',
    NOTIFY_PER_HOUR: '60',
    NOTIFY_UNPROVEN_PER_HOUR: '10',
    BOOKINGS_PER_DAY: '4',
  });
});
test.afterAll(async () => booking.close());

const base = () => booking.server.base;

/** A contact message as a script posts one (no proof) or as the page does (`proof`). */
async function contact(n: string, address: string, proof = false) {
  return fetch(`${base()}/api/contact`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Flood Test',
      email: `flood-${n}-${pid}@example.com`,
      message: 'A message long enough to be a message.',
      ...(proof && { altcha: await proofFrom(base()) }),
    }),
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
  });
}

/** The contact leads of this run the company's webhook was told of. */
const told = () =>
  booking.crm.filter(
    (event) =>
      event.type === 'contact' && String((event.data as Record<string, unknown>).email).endsWith(`-${pid}@example.com`),
  ).length;
const held = () => booking.rows<{ n: number }>('SELECT count(*) AS n FROM held_leads')[0]!.n;

test('a flood of unproven posts reaches the company as at most 5 from a network and 10 in all; a proven post as usual', async () => {
  test.setTimeout(120_000);
  const network = await Promise.all(Array.from({ length: 12 }, (_, n) => contact(`net-${n}`, `203.0.113.${n + 1}`)));
  // Every post is stored and answered alike: the sender cannot tell.
  expect(network.map((response) => response.status)).toEqual(Array<number>(12).fill(201));
  await expect.poll(told).toBe(5);
  expect(held()).toBe(7);
  const spread = await Promise.all(Array.from({ length: 40 }, (_, n) => contact(`spread-${n}`, `198.18.${n}.7`)));
  expect(spread.every((response) => response.status === 201)).toBe(true);
  await expect.poll(told).toBe(10);
  expect(held()).toBe(42);
  // The page's post, with its proof, from a network of its own.
  expect((await contact('proven', '192.0.2.200', true)).status).toBe(201);
  await expect.poll(told).toBe(11);
  // The company's inbox got the 11, one mail each, and no more.
  await expect.poll(() => booking.sink.accepted.filter((mail) => mail.to.includes(COMPANY_MAILBOX)).length).toBe(11);
});

/** A call posted as the page's script posts it, for a free slot of the fake calendar. */
async function call(email: string, slot: string, address: string) {
  return fetch(`${base()}/api/bookings`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Ana', email, timeZone: 'Europe/Lisbon', slot, altcha: await proofFrom(base()) }),
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
  });
}

async function freeSlots(): Promise<string[]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const answer = (await (
    await fetch(`${base()}/api/bookings/slots?from=${from}&to=${to}&timeZone=Europe/Lisbon`)
  ).json()) as { slots: Record<string, string[]> };
  return Object.values(answer.slots).flat();
}

/** The latest mail to `to` whose subject matches, parsed. */
async function mailTo(to: string, subject: RegExp) {
  let text = '';
  await expect
    .poll(
      async () => {
        for (const mail of booking.sink.accepted.filter((entry) => entry.to.includes(to)).reverse()) {
          const parsed = await mail.parsed();
          if (subject.test(parsed.subject ?? '')) {
            text = `${parsed.subject}\n${parsed.text ?? ''}`;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

test('at 4 calls a day the third asks for the code mailed to its person, in Portuguese, and the code books it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const slots = await freeSlots();
  // Two booked at once, from networks and mailboxes of their own.
  for (const [n, slot] of slots.slice(0, 2).entries())
    expect((await call(`first-${n}-${pid}@gmail.com`, slot, `100.64.${n}.9`)).status).toBe(201);

  const context = await browser.newContext({ timezoneId: 'Europe/Lisbon', locale: 'pt-PT' });
  const page = await context.newPage();
  const t = messagesFor('pt').forms.call;
  const email = `verify-${pid}@example.com`;
  await page.goto(`${base()}/pt/book-a-call`);
  await page.getByRole('button', { name: wordsOf('pt', 'consent').rejectAll }).click();
  const form = page.getByRole('form', { name: t.label });
  await form.getByLabel(t.name).fill('Rita Alves');
  await form.getByLabel(t.email).fill(email);
  await expect(form.getByText(t.slotsLegend)).toBeVisible();
  const times = form.getByRole('group', { name: /^Horários de / });
  await times.getByRole('radio').nth(2).check();
  await form.getByRole('button', { name: t.submitSlot }).click();

  // The step takes focus with its heading, and says what to do.
  const step = page.getByRole('form', { name: t.verifyHeading });
  await expect(step.getByRole('heading', { name: t.verifyHeading })).toBeFocused();
  const mail = await mailTo(email, /é o seu código para marcar a chamada$/);
  const code = /^(\d{6}) /.exec(mail)![1]!;
  // A wrong code is said beside the field, in Portuguese, and books nothing.
  const wrong = code === '000000' ? '111111' : '000000';
  await step.getByLabel(t.verifyCode).fill(wrong);
  await page.keyboard.press('Enter');
  await expect(step.getByText(t.verifyWrong)).toBeVisible();
  await expect(step.getByLabel(t.verifyCode)).toHaveAttribute('aria-invalid', 'true');
  expect(booking.fake.bookings.filter((entry) => entry.attendee.email === email)).toHaveLength(0);
  await step.getByLabel(t.verifyCode).fill(code);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^A sua chamada está marcada para /)).toBeVisible();
  await context.close();
  expect(booking.fake.bookings.filter((entry) => entry.attendee.email === email)).toHaveLength(1);
  expect(booking.callsOf(email)[0]!.booking).toMatchObject({ status: 'confirmed' });
  expect(booking.callsOf(email)[0]!.booking).not.toHaveProperty('verify');
});

test('a code from a script: a wrong one is a 400 naming code, the fifth ends it as a request the company arranges', async () => {
  const [slot] = (await freeSlots()).slice(5);
  const email = `guess-${pid}@example.com`;
  const posted = await call(email, slot!, '100.64.9.9');
  expect(posted.status).toBe(202);
  const { id, status } = (await posted.json()) as { id: string; status: string };
  expect(status).toBe('verify');
  const code = /^(\d{6}) /.exec(await mailTo(email, /is your code to book the call$/))![1]!;
  const guess = (value: string, accept = 'application/json') =>
    fetch(`${base()}/api/bookings/${id}/verify`, {
      method: 'POST',
      body: JSON.stringify({ code: value }),
      headers: { 'content-type': 'application/json', accept, 'x-forwarded-for': '100.64.9.10' },
    });
  expect((await guess('12x456')).status).toBe(400);
  const wrong = code === '999999' ? '999998' : '999999';
  for (let attempt = 1; attempt < 5; attempt += 1) {
    const answer = await guess(wrong);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: object }).fields).toHaveProperty('code');
  }
  // The fifth wrong one ends it: even the right code now leaves a request a person arranges.
  expect((await guess(wrong)).status).toBe(202);
  const late = await guess(code);
  expect(late.status).toBe(202);
  expect(await late.json()).toMatchObject({ id, status: 'requested' });
  expect(booking.callsOf(email)[0]!.booking).toMatchObject({ status: 'requested' });
  expect(booking.fake.bookings.filter((entry) => entry.attendee.email === email)).toHaveLength(0);
  await expect.poll(() => booking.crm.some((event) => event.id === id)).toBe(true);
});

test('a second call for a booked address names no time: its owner is mailed theirs, once a day', async () => {
  const email = `first-0-${pid}@gmail.com`;
  const [slot] = (await freeSlots()).slice(8);
  for (const address of ['100.64.20.1', '100.64.21.1']) {
    const answer = await call(email, slot!, address);
    expect(answer.status).toBe(409);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ reason: 'already-booked' });
    expect(body).not.toHaveProperty('start');
    expect(JSON.stringify(body)).not.toMatch(/\d{2}:\d{2}|20\d\d-/);
  }
  const reminders = async () => {
    let count = 0;
    for (const mail of booking.sink.accepted.filter((entry) => entry.to.includes(email)))
      if ((await mail.parsed()).text?.includes('another call with this address')) count += 1;
    return count;
  };
  await expect.poll(reminders).toBe(1);
});
