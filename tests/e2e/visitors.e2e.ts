import net from 'node:net';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loadConsentWords } from '@/lib/i18n/consent/load';
import { LOCALE_FACTS, TRANSLATIONS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { RULE_WORDS } from '@/lib/i18n/rules';
import { sqliteRows } from '@/tests/support/sqlite-rows';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { type Instance, signal, startInstance } from './instance';
import { DEFAULT_PORT, integrations } from './servers';

// Visitors' data against a `next start` of the default build with a real SMTP
// server and the webhook receiver: the double opt-in in a browser, one-click unsubscribe as a mail
// provider sends it, the daily cap, and hostile posts. The last test uses the default server with no
// SMTP at all, as a fresh clone runs: the mail is an .eml file under data/mail.
test.describe.configure({ mode: 'serial' });

const PORT = DEFAULT_PORT + 12;
const DATABASE = `data/e2e-visitors-${process.pid}.db`;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Instance;

test.beforeAll(async () => {
  fs.rmSync(DATABASE, { force: true });
  sink = await startSmtpSink();
  server = await startInstance(PORT, {
    DATABASE_URL: `file:${DATABASE}`,
    SMTP_URL: sink.url,
    LEADS_WEBHOOK_URL: integrations.webhook,
  });
});
test.afterAll(async () => {
  signal(server, 'SIGTERM');
  await server.exited;
  await sink.close();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DATABASE}${suffix}`, { force: true });
});

const rows = <T>(statement: string, ...params: unknown[]) => sqliteRows<T>(DATABASE, statement, ...params);

const newsletterRows = (email: string) =>
  rows<{ id: string; confirmed_at: string | null }>(
    "SELECT id, confirmed_at FROM submissions WHERE type = 'newsletter' AND email = ?",
    email,
  );

/** Until the server has sent (or given up) every mail it queued: what was not sent by then never will be. */
async function mailSent() {
  await expect
    .poll(
      () =>
        rows<{ n: number }>(
          "SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL AND channel IN ('email', 'visitor')",
        )[0]!.n,
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** The mails the sink accepted for one address, parsed as a mail client reads them. */
async function mailsTo(address: string, count: number) {
  await expect
    .poll(() => sink.accepted.filter((mail) => mail.to.includes(address)).length, { timeout: 20_000 })
    .toBe(count);
  return Promise.all(sink.accepted.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed()));
}

/** A link from a mail, on the server under test (mails name the build's site URL). */
function onServer(link: string, base: string): string {
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}`;
}

const linkIn = (text: string, pathname: string) =>
  new RegExp(`https?://[^\\s]+${pathname.replace('/', '\\/')}\\?token=[\\w.-]+`).exec(text)?.[0];

async function subscribeInBrowser(page: Page, base: string, email: string) {
  await page.goto(`${base}/blog/monolith-first`);
  const form = page.getByRole('form', { name: 'Subscribe to new posts' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost done: open the e-mail we just sent you')).toBeVisible();
}

test('a reader subscribes, confirms from the e-mail with the button, and the company is notified', async ({
  page,
  request,
}) => {
  const email = `reader-${process.pid}@example.com`;
  await subscribeInBrowser(page, server.base, email);
  expect(page.url()).toContain('/blog/monolith-first?sent=1#form-sent');

  const [mail] = await mailsTo(email, 1);
  expect(mail!.subject).toBe('Confirm your subscription to the Brightloom blog');
  expect(mail!.headers.find((header) => header.key === 'reply-to')?.value).toContain('hello@brightloom.dev');
  expect(mail!.messageId).toMatch(/^<[\w.-]+@localhost>$/);
  const link = linkIn(mail!.text!, '/newsletter/confirm');
  expect(link).toBeDefined();
  expect(mail!.html).toContain('Confirm subscription');

  // Opening the link changes nothing (mail scanners open links): only the button confirms.
  await page.goto(onServer(link!, server.base));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(newsletterRows(email)).toEqual([{ id: expect.any(String), confirmed_at: null }]);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  const [row] = newsletterRows(email);
  expect(row!.confirmed_at).toMatch(/^\d{4}-/);

  // Pressing it again does no harm and notifies nobody twice.
  await page.goto(onServer(link!, server.base));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await expect
    .poll(async () => {
      const hooks = (await (await request.get(`${integrations.ingest}/hooks`)).json()) as { body: string }[];
      return hooks.filter((hook) => JSON.parse(hook.body).id === row!.id).map((hook) => JSON.parse(hook.body).type);
    })
    .toEqual(['newsletter']);
});

test('a tampered, missing or unknown token gets 400 and a page that says so, and changes nothing', async ({
  page,
  request,
}) => {
  const email = `tamper-${process.pid}@example.com`;
  await request.post(`${server.base}/api/newsletter`, { data: { email } });
  const [mail] = await mailsTo(email, 1);
  const link = onServer(linkIn(mail!.text!, '/newsletter/confirm')!, server.base);
  const token = new URL(link).searchParams.get('token')!;
  const tampered = [
    `${token.slice(0, -2)}xx`,
    token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 10 ** 9}.`),
    token.replace(/^c\./, 'u.'),
  ];
  for (const bad of tampered) {
    const response = await page.goto(`${server.base}/newsletter/confirm?token=${encodeURIComponent(bad)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const post = await request.post(`${server.base}/newsletter/confirm?token=${encodeURIComponent(bad)}`, {
      form: {},
      headers: { origin: server.base },
    });
    expect(post.status()).toBe(400);
  }
  expect((await page.goto(`${server.base}/newsletter/confirm`))?.status()).toBe(400);
  expect((await page.goto(`${server.base}/unsubscribe?token=u.nothing`))?.status()).toBe(400);
  expect(newsletterRows(email)).toEqual([{ id: expect.any(String), confirmed_at: null }]);
});

/** Subscribes and confirms `email` through the API, as the browser test above does through the pages. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  await request.post(`${server.base}/api/newsletter`, { data: { email } });
  const [mail] = await mailsTo(email, 1);
  const link = onServer(linkIn(mail!.text!, '/newsletter/confirm')!, server.base);
  const confirmed = await request.post(link, { form: {}, headers: { origin: server.base } });
  expect(await confirmed.json()).toEqual({ status: 'confirmed' });
}

function leads(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', ...args],
    {
      env: { ...process.env, DATABASE_URL: `file:${DATABASE}` },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('one-click unsubscribe as a mail provider sends it: no cookie, no Origin; nothing more is sent', async ({
  playwright,
  request,
}) => {
  const email = `leaving-${process.pid}@example.com`;
  await confirmedSubscriber(request, email);
  expect(leads('newsletter', 'send', '--post', 'monolith-first')).toMatch(/Queued [1-9]\d* e-mail/);
  const [, issue] = await mailsTo(email, 2);
  expect(issue!.subject).toBe('Start with a modular monolith, and earn your microservices');
  const header = issue!.headers.find((entry) => entry.key === 'list-unsubscribe')?.value ?? '';
  expect(issue!.headers.find((entry) => entry.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );
  const url = onServer(/<([^>]+)>/.exec(header)![1]!, server.base);
  expect(issue!.text).toContain('Unsubscribe with one click');

  // A bare client: no cookies, no Origin, no Sec-Fetch headers, as Gmail's or Yahoo's servers post.
  const provider = await playwright.request.newContext();
  const response = await provider.post(url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);
  expect(newsletterRows(email)).toEqual([]);
  // A repeat is harmless; a tampered token is refused.
  expect((await provider.post(url, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
  expect((await provider.post(`${url}x`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  await provider.dispose();

  // The next post goes to everyone else, not to this address.
  leads('newsletter', 'send', '--post', 'cloud-cost-review');
  await mailSent();
  expect(sink.accepted.filter((mail) => mail.to.includes(email))).toHaveLength(2);
});

test('one-click unsubscribe in multipart/form-data, as RFC 8058 says providers should send it', async ({
  playwright,
  request,
}) => {
  const email = `multipart-${process.pid}@example.com`;
  await confirmedSubscriber(request, email);
  expect(leads('newsletter', 'send', '--post', 'monolith-first')).toMatch(/Queued [1-9]\d* e-mail/);
  const [, issue] = await mailsTo(email, 2);
  const header = issue!.headers.find((entry) => entry.key === 'list-unsubscribe')?.value ?? '';
  const url = onServer(/<([^>]+)>/.exec(header)![1]!, server.base);
  const provider = await playwright.request.newContext();
  const response = await provider.post(url, { multipart: { 'List-Unsubscribe': 'One-Click' } });
  expect(response.status()).toBe(200);
  await provider.dispose();
  expect(newsletterRows(email)).toEqual([]);
  // The mailbox is suppressed, by a keyed hash alone, with the consent that was withdrawn.
  const [kept] = rows<{ reason: string; proof: string }>(
    'SELECT reason, proof FROM suppressions ORDER BY created_at DESC',
  );
  expect(kept).toMatchObject({ reason: 'unsubscribe' });
  expect(kept!.proof).not.toContain('multipart-');
});

test('a server started with other retention periods than its build states does not start, and says why', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(PORT + 1)], {
    env: { ...process.env, NEXT_DIST_DIR: '.next', RETENTION_DAYS_CONTACT: '31', DATABASE_URL: `file:${DATABASE}-x` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 30_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, output).toBe(78);
  expect(output).toContain("RETENTION_DAYS_CONTACT is 31 here, but the build's privacy policy says 730 days");
  // The policy a visitor reads states the build's period.
  const policy = await (await fetch(`${server.base}/privacy-policy`)).text();
  expect(policy).toContain('730 days (2 years) after you send it');
});

test('the unsubscribe page has one button that does the same, with JavaScript off too', async ({
  browser,
  request,
}) => {
  const email = `button-${process.pid}@example.com`;
  await confirmedSubscriber(request, email);
  leads('newsletter', 'send', '--post', 'monolith-first');
  const [, issue] = await mailsTo(email, 2);
  const url = onServer(linkIn(issue!.text!, '/unsubscribe')!, server.base);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails' })).toBeVisible();
  expect(newsletterRows(email)).toHaveLength(1);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(newsletterRows(email)).toEqual([]);
  await context.close();
});

test('visitors get a confirmation of their post, and one address at most three mails a day', async ({ request }) => {
  const email = `busy-${process.pid}@example.com`;
  const contact = { name: 'Busy Person', email, message: 'We would like a quote for a mobile app.' };
  for (let index = 0; index < 3; index += 1) {
    const response = await request.post(`${server.base}/api/contact`, { data: contact });
    expect(response.status()).toBe(201);
  }
  const checklist = await request.post(`${server.base}/api/checklists/cloud-cost-review/requests`, { data: { email } });
  expect(checklist.status()).toBe(201);
  expect((await request.post(`${server.base}/api/newsletter`, { data: { email } })).status()).toBe(202);
  const mails = await mailsTo(email, 3);
  await mailSent();
  expect(sink.accepted.filter((mail) => mail.to.includes(email))).toHaveLength(3);
  for (const mail of mails) {
    expect(mail.subject).toBe('We have your message');
    expect(mail.text).not.toContain('Busy Person');
    expect(mail.text).not.toContain('quote');
  }
  // All five were stored; only the mail was held back.
  expect(rows<{ n: number }>('SELECT count(*) AS n FROM submissions WHERE email = ?', email)[0]!.n).toBe(5);
  // Each carries its consent record.
  const [record] = rows<{ policy_version: string; consent: string }>(
    "SELECT policy_version, consent FROM submissions WHERE email = ? AND type = 'contact'",
    email,
  );
  expect(record!.policy_version).toMatch(/^\d{4}-\d\d-\d\d\/en\/[0-9a-f]{12}$/);
  expect(record!.consent).toContain('See our privacy policy.');
});

/** The subject of the visitor's confirmation in each translation (the mail catalog is server-only). */
const RECEIVED_SUBJECT: Record<(typeof TRANSLATIONS)[number], string> = {
  pt: 'Recebemos a sua mensagem',
  pl: 'Otrzymaliśmy Twoją wiadomość',
};

test('a post from a translated page records its language and that policy, and is answered in it', async ({
  request,
}) => {
  for (const locale of TRANSLATIONS) {
    const email = `${locale}-${process.pid}@example.com`;
    const contact = { name: 'Ana', email, message: 'Gostaríamos de um orçamento.', locale };
    expect((await request.post(`${server.base}/api/contact`, { data: contact })).status()).toBe(201);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(RECEIVED_SUBJECT[locale]);
    expect(mail!.headers.find((header) => header.key === 'content-language')?.value).toBe(LOCALE_FACTS[locale].tag);
    const [record] = rows<{ language: string; policy_version: string }>(
      'SELECT language, policy_version FROM submissions WHERE email = ?',
      email,
    );
    expect(record).toMatchObject({ language: locale });
    expect(record!.policy_version).toContain(`/${locale}/`);
  }
  // A language the site does not speak is a field error, and nothing is stored.
  const refused = await request.post(`${server.base}/api/contact`, {
    data: { name: 'X', email: `br-${process.pid}@example.com`, message: 'Olá, tudo bem com vocês?', locale: 'pt-BR' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ locale: 'Unknown language' });
});

for (const locale of TRANSLATIONS) {
  const words = messagesFor(locale).forms;
  const language = {
    prefix: `/${locale}`,
    form: words.contact.label,
    email: words.contact.email,
    name: words.contact.name,
    message: words.contact.message,
    submit: words.contact.submit,
    invalid: RULE_WORDS[locale].email,
    thanks: words.thankYou.replace('{name}', 'Ana'),
    subject: RECEIVED_SUBJECT[locale],
    tag: LOCALE_FACTS[locale].tag,
    policy: RULE_WORDS[locale].privacySentence.link,
  };
  test(`the ${language.prefix} contact form says what is wrong in its language, and the visitor's mail is in it`, async ({
    page,
  }) => {
    const email = `form${locale}-${process.pid}@example.com`;
    await page.goto(`${server.base}${language.prefix}/contact-us`);
    // The banner shows once the page runs (its words load with it): the form checks in the browser from then on.
    await page.getByRole('button', { name: (await loadConsentWords[locale]()).rejectAll }).click();
    const form = page.getByRole('form', { name: language.form });
    await form.getByLabel(language.name).fill('Ana');
    await form.getByLabel(language.email).fill('ana@example');
    await form.getByLabel(language.message).fill('Precisamos de uma equipa para o nosso produto.');
    await form.getByRole('button', { name: language.submit }).click();
    await expect(form.getByText(language.invalid)).toBeVisible();
    await expect(form.getByLabel(language.email)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(language.email).fill(email);
    await form.getByRole('button', { name: language.submit }).click();
    await expect(page.getByRole('heading', { name: language.thanks })).toBeVisible();
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(language.subject);
    expect(mail!.headers.find((header) => header.key === 'content-language')?.value).toBe(language.tag);
    const [record] = rows<{ language: string; consent: string }>(
      'SELECT language, consent FROM submissions WHERE email = ?',
      email,
    );
    // The record holds the words the visitor saw beside the button, in that language.
    expect(record!.language).toBe(locale);
    expect(record!.consent).toContain(language.policy);
  });
}

test('a Polish reader subscribes and confirms on Polish pages, from a Polish mail', async ({ page }) => {
  const email = `pl-reader-${process.pid}@example.com`;
  await page.goto(`${server.base}/pl/blog/monolith-first`);
  const form = page.getByRole('form', { name: 'Subskrybuj nowe wpisy' });
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByRole('button', { name: 'Subskrybuj' }).click();
  await expect(page.getByText('Prawie gotowe: otwórz wiadomość')).toBeVisible();
  const [mail] = await mailsTo(email, 1);
  const link = /https?:\/\/[^\s"<>]+\/pl\/newsletter\/confirm\?token=[^\s"<>]+/.exec(mail!.text ?? '')?.[0];
  expect(link, 'the confirmation link opens the Polish page').toBeDefined();
  await page.goto(onServer(link!, server.base));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('button', { name: 'Potwierdź subskrypcję' }).click();
  await expect(page).toHaveURL(/\/pl\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoja subskrypcja jest potwierdzona' })).toBeVisible();
  await expect.poll(() => newsletterRows(email)[0]?.confirmed_at ?? null).not.toBeNull();
});

test('the newsletter endpoint answers hostile posts with a clear 4xx and stores nothing', async ({ request }) => {
  const url = `${server.base}/api/newsletter`;
  const before = rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'newsletter'")[0]!.n;
  const cases: [string, Promise<{ status(): number }>][] = [
    ['malformed JSON', request.post(url, { headers: { 'content-type': 'application/json' }, data: '{"email":' })],
    ['a JSON array', request.post(url, { data: [{ email: 'a@example.com' }] })],
    ['a number for the address', request.post(url, { data: { email: 42 } })],
    ['no address', request.post(url, { data: { name: 'Nobody' } })],
    ['a header injection', request.post(url, { data: { email: 'a@example.com\r\nBcc: all@example.com' } })],
    ['a foreign page', request.post(url, { data: { email: 'a@example.com', page: 'https://evil.example/' } })],
    ['oversized', request.post(url, { data: { email: 'a@example.com', name: 'x'.repeat(70_000) } })],
    ['plain text', request.post(url, { headers: { 'content-type': 'text/plain' }, data: 'email=a@example.com' })],
    ['multipart', request.post(url, { multipart: { email: 'a@example.com' } })],
    [
      'cross-site',
      request.post(url, { data: { email: 'a@example.com' }, headers: { origin: 'https://evil.example' } }),
    ],
  ];
  const expected: Record<string, number> = { oversized: 413, 'plain text': 415, multipart: 415, 'cross-site': 403 };
  for (const [name, pending] of cases) expect((await pending).status(), name).toBe(expected[name] ?? 400);
  const wrong = await request.post(url, { data: { email: 'not an address' } });
  expect(await wrong.json()).toEqual({
    error: 'Please check the highlighted fields',
    fields: { email: 'Enter a valid e-mail address' },
  });
  expect((await request.get(url)).status()).toBe(405);
  // The endpoints behind the links in mails refuse the same way, and change nothing.
  const link = `${server.base}/unsubscribe?token=u.00000000-0000-0000-0000-000000000000.x`;
  expect((await request.post(link, { data: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(415);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'x'.repeat(70_000) } })).status()).toBe(413);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'Maybe' } })).status()).toBe(400);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  const confirm = `${server.base}/newsletter/confirm?token=c.00000000-0000-0000-0000-000000000000.1.x`;
  const origin = { origin: server.base };
  expect((await request.post(confirm, { multipart: { a: 'b' }, headers: origin })).status()).toBe(415);
  expect((await request.post(confirm, { form: {}, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  expect((await request.post(confirm, { form: {}, headers: origin })).status()).toBe(400);
  // A filled honeypot is answered like a success and stores nothing.
  expect((await request.post(url, { data: { email: 'bot@example.com', website: 'http://spam' } })).status()).toBe(202);
  expect(rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'newsletter'")[0]!.n).toBe(before);
});

test('a client that drops the connection mid-body is one log line, and nothing is stored', async () => {
  const before = rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n;
  const logged = server.output().length;
  for (const path of ['/api/contact', '/api/newsletter']) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(PORT, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${server.base}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"dropped@example.com","name":"Dro`,
        );
        setTimeout(() => socket.destroy(), 300);
      });
      socket.on('close', () => resolve()).on('error', () => undefined);
    });
  }
  await expect
    .poll(
      () =>
        server
          .output()
          .slice(logged)
          .match(/the client dropped the connection/g)?.length ?? 0,
    )
    .toBe(2);
  const log = server.output().slice(logged);
  expect(log).not.toMatch(/Error: aborted|ECONNRESET|⨯/);
  expect(log).not.toContain('dropped@example.com');
  expect(rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n).toBe(before);
});

test('on a fresh clone (no SMTP) the confirmation is an .eml file under data/mail that works', async ({ page }) => {
  const email = `fresh-${process.pid}@example.com`;
  const started = Date.now();
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Subscribe to new posts' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost done: open the e-mail we just sent you')).toBeVisible();

  const findMail = async () => {
    for (const dir of fs.readdirSync('data/mail', { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      for (const name of fs.readdirSync(path.join('data/mail', dir.name))) {
        const file = path.join('data/mail', dir.name, name);
        if (fs.statSync(file).mtimeMs < started - 1000) continue;
        const parsed = await PostalMime.parse(fs.readFileSync(file));
        if (parsed.to?.[0]?.address === email) return parsed;
      }
    }
    return undefined;
  };
  await expect
    .poll(async () => Boolean(fs.existsSync('data/mail') && (await findMail())), { timeout: 20_000 })
    .toBe(true);
  const mail = await findMail();
  const link = linkIn(mail!.text!, '/newsletter/confirm')!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
});
