import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_PORT, integrations } from './servers';
import { linkIn, onServer, visitorServer } from './visitor-server';

// The newsletter against a `next start` of the default build with a real SMTP server and the webhook
// receiver: the double opt-in in a browser and in Polish, one-click unsubscribe as a mail provider sends
// it, and hostile posts. The last test uses the default server with no SMTP at all, as a fresh clone
// runs: the mail is an .eml file under data/mail.
test.describe.configure({ mode: 'serial' });

const site = visitorServer(DEFAULT_PORT + 12, 'newsletter');

const newsletterRows = (email: string) =>
  site.rows<{ id: string; confirmed_at: string | null }>(
    "SELECT id, confirmed_at FROM submissions WHERE type = 'newsletter' AND email = ?",
    email,
  );

async function subscribeInBrowser(page: Page, base: string, email: string) {
  await page.goto(`${base}/blog/monolith-first`);
  const form = page.getByRole('form', { name: 'Subscribe to new posts' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost done: open the e-mail we just sent you')).toBeVisible();
}

/** Subscribes and confirms `email` through the API, as the browser test above does through the pages. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  await request.post(`${site.server.base}/api/newsletter`, { data: { email } });
  const [mail] = await site.mailsTo(email, 1);
  const link = onServer(linkIn(mail!.text!, '/newsletter/confirm')!, site.server.base);
  const confirmed = await request.post(link, { form: {}, headers: { origin: site.server.base } });
  expect(await confirmed.json()).toEqual({ status: 'confirmed' });
}

function leads(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', ...args],
    {
      env: { ...process.env, DATABASE_URL: `file:${site.database}` },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('a reader subscribes, confirms from the e-mail with the button, and the company is notified', async ({
  page,
  request,
}) => {
  const email = `reader-${process.pid}@example.com`;
  await subscribeInBrowser(page, site.server.base, email);
  expect(page.url()).toContain('/blog/monolith-first?sent=1#form-sent');

  const [mail] = await site.mailsTo(email, 1);
  expect(mail!.subject).toBe('Confirm your subscription to the Brightloom blog');
  expect(mail!.headers.find((header) => header.key === 'reply-to')?.value).toContain('hello@brightloom.dev');
  expect(mail!.messageId).toMatch(/^<[\w.-]+@localhost>$/);
  const link = linkIn(mail!.text!, '/newsletter/confirm');
  expect(link).toBeDefined();
  expect(mail!.html).toContain('Confirm subscription');

  // Opening the link changes nothing (mail scanners open links): only the button confirms.
  await page.goto(onServer(link!, site.server.base));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(newsletterRows(email)).toEqual([{ id: expect.any(String), confirmed_at: null }]);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  const [row] = newsletterRows(email);
  expect(row!.confirmed_at).toMatch(/^\d{4}-/);

  // Pressing it again does no harm and notifies nobody twice.
  await page.goto(onServer(link!, site.server.base));
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
  await request.post(`${site.server.base}/api/newsletter`, { data: { email } });
  const [mail] = await site.mailsTo(email, 1);
  const link = onServer(linkIn(mail!.text!, '/newsletter/confirm')!, site.server.base);
  const token = new URL(link).searchParams.get('token')!;
  const tampered = [
    `${token.slice(0, -2)}xx`,
    token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 10 ** 9}.`),
    token.replace(/^c\./, 'u.'),
  ];
  for (const bad of tampered) {
    const response = await page.goto(`${site.server.base}/newsletter/confirm?token=${encodeURIComponent(bad)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const post = await request.post(`${site.server.base}/newsletter/confirm?token=${encodeURIComponent(bad)}`, {
      form: {},
      headers: { origin: site.server.base },
    });
    expect(post.status()).toBe(400);
  }
  expect((await page.goto(`${site.server.base}/newsletter/confirm`))?.status()).toBe(400);
  expect((await page.goto(`${site.server.base}/unsubscribe?token=u.nothing`))?.status()).toBe(400);
  expect(newsletterRows(email)).toEqual([{ id: expect.any(String), confirmed_at: null }]);
});

/** A new confirmed subscriber, sent a post: that mail, and the one-click address its List-Unsubscribe names. */
async function postSentTo(request: APIRequestContext, email: string) {
  await confirmedSubscriber(request, email);
  expect(leads('newsletter', 'send', '--post', 'monolith-first')).toMatch(/Queued [1-9]\d* e-mail/);
  const [, issue] = await site.mailsTo(email, 2);
  const header = issue!.headers.find((entry) => entry.key === 'list-unsubscribe')?.value ?? '';
  return { issue: issue!, url: onServer(/<([^>]+)>/.exec(header)![1]!, site.server.base) };
}

test('one-click unsubscribe as a mail provider sends it: no cookie, no Origin; nothing more is sent', async ({
  playwright,
  request,
}) => {
  const email = `leaving-${process.pid}@example.com`;
  const { issue, url } = await postSentTo(request, email);
  expect(issue.subject).toBe('Start with a modular monolith, and earn your microservices');
  expect(issue.headers.find((entry) => entry.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );
  expect(issue.text).toContain('Unsubscribe with one click');

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
  await site.mailSent();
  expect(site.sink.accepted.filter((mail) => mail.to.includes(email))).toHaveLength(2);
});

test('one-click unsubscribe in multipart/form-data, as RFC 8058 says providers should send it', async ({
  playwright,
  request,
}) => {
  const email = `multipart-${process.pid}@example.com`;
  const { url } = await postSentTo(request, email);
  const provider = await playwright.request.newContext();
  const response = await provider.post(url, { multipart: { 'List-Unsubscribe': 'One-Click' } });
  expect(response.status()).toBe(200);
  await provider.dispose();
  expect(newsletterRows(email)).toEqual([]);
  // The mailbox is suppressed, by a keyed hash alone, with the consent that was withdrawn.
  const [kept] = site.rows<{ reason: string; proof: string }>(
    'SELECT reason, proof FROM suppressions ORDER BY created_at DESC',
  );
  expect(kept).toMatchObject({ reason: 'unsubscribe' });
  expect(kept!.proof).not.toContain('multipart-');
});

test('the unsubscribe page has one button that does the same, with JavaScript off too', async ({
  browser,
  request,
}) => {
  const email = `button-${process.pid}@example.com`;
  await confirmedSubscriber(request, email);
  leads('newsletter', 'send', '--post', 'monolith-first');
  const [, issue] = await site.mailsTo(email, 2);
  const url = onServer(linkIn(issue!.text!, '/unsubscribe')!, site.server.base);
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

test('a Polish reader subscribes and confirms on Polish pages, from a Polish mail', async ({ page }) => {
  const email = `pl-reader-${process.pid}@example.com`;
  await page.goto(`${site.server.base}/pl/blog/monolith-first`);
  const form = page.getByRole('form', { name: 'Subskrybuj nowe wpisy' });
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByRole('button', { name: 'Subskrybuj' }).click();
  await expect(page.getByText('Prawie gotowe: otwórz wiadomość')).toBeVisible();
  const [mail] = await site.mailsTo(email, 1);
  const link = /https?:\/\/[^\s"<>]+\/pl\/newsletter\/confirm\?token=[^\s"<>]+/.exec(mail!.text ?? '')?.[0];
  expect(link, 'the confirmation link opens the Polish page').toBeDefined();
  await page.goto(onServer(link!, site.server.base));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('button', { name: 'Potwierdź subskrypcję' }).click();
  await expect(page).toHaveURL(/\/pl\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoja subskrypcja jest potwierdzona' })).toBeVisible();
  await expect.poll(() => newsletterRows(email)[0]?.confirmed_at ?? null).not.toBeNull();
});

test('the newsletter endpoint answers hostile posts with a clear 4xx and stores nothing', async ({ request }) => {
  const url = `${site.server.base}/api/newsletter`;
  const before = site.rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'newsletter'")[0]!.n;
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
  const link = `${site.server.base}/unsubscribe?token=u.00000000-0000-0000-0000-000000000000.x`;
  expect((await request.post(link, { data: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(415);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'x'.repeat(70_000) } })).status()).toBe(413);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'Maybe' } })).status()).toBe(400);
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  const confirm = `${site.server.base}/newsletter/confirm?token=c.00000000-0000-0000-0000-000000000000.1.x`;
  const origin = { origin: site.server.base };
  expect((await request.post(confirm, { multipart: { a: 'b' }, headers: origin })).status()).toBe(415);
  expect((await request.post(confirm, { form: {}, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  expect((await request.post(confirm, { form: {}, headers: origin })).status()).toBe(400);
  // A filled honeypot is answered like a success and stores nothing.
  expect((await request.post(url, { data: { email: 'bot@example.com', website: 'http://spam' } })).status()).toBe(202);
  expect(site.rows<{ n: number }>("SELECT count(*) AS n FROM submissions WHERE type = 'newsletter'")[0]!.n).toBe(
    before,
  );
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
