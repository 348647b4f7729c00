import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { countIn, hookFor, hooks, newClient, openDatabase, PDF } from './lead-support';
import { hydrated } from './page-ready';
import { integrations } from './servers';

// Lead capture against the build with a webhook receiver (the fake ingest), a signing secret,
// TRUST_PROXY and a limit of five posts a minute. Each test is its own client (X-Forwarded-For).
test.use({ baseURL: integrations.baseURL });
// One database for the whole file: its tests run one after another so "stores nothing" can count rows.
test.describe.configure({ mode: 'default' });

const database = () => openDatabase(integrations.database);
const count = (where?: string, ...params: unknown[]) => countIn(integrations.database, where, ...params);

async function preparePage(page: Page, lookup = '1;DE;DEU;Germany') {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.route(/ip2c\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: lookup }));
}

test('the contact form reaches the webhook, signed, with what the visitor typed', async ({ page, request }) => {
  await preparePage(page);
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Zoë <b>Ångström</b>');
  await form.getByLabel('Work e-mail').fill('zoe@example.com');
  await form.getByLabel('Company').fill('Fjord & Sons');
  const phone = form.locator('input[type=tel][name=telephone]');
  await expect(form.locator('.PhoneInputCountrySelect')).toBeVisible();
  await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
  await expect(phone).toHaveAttribute('maxlength', '25');
  await expect(form.locator('.PhoneInputCountrySelect')).toHaveValue('DE');
  await phone.fill('030 901820');
  await form.getByLabel('What can we help with?').selectOption('devops-cloud-solutions');
  await form.getByLabel('Your message').fill('We need two senior DevOps engineers\nfor a Kubernetes migration.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Zoë <b>Ångström</b>.' })).toBeVisible();
  await expect(page.getByText('Thank you: your message has reached us.')).toBeVisible();

  const db = database();
  const row = db
    .prepare("SELECT id, data, spam FROM submissions WHERE type = 'contact' AND data LIKE '%zoe@example.com%'")
    .get() as { id: string; data: string; spam: number };
  db.close();
  expect(row.spam).toBe(0);
  expect(JSON.parse(row.data)).toMatchObject({
    name: 'Zoë <b>Ångström</b>',
    telephone: '+4930901820',
    service: 'devops-cloud-solutions',
    company: 'Fjord & Sons',
  });

  const hook = await hookFor(request, row.id);
  expect(hook.signature).toBe(
    `sha256=${crypto.createHmac('sha256', integrations.webhookSecret).update(hook.body).digest('hex')}`,
  );
  expect(hook.idempotencyKey).toBe(row.id);
  expect(JSON.parse(hook.body)).toEqual({
    type: 'contact',
    id: row.id,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    data: expect.objectContaining({
      name: 'Zoë <b>Ångström</b>',
      email: 'zoe@example.com',
      message: 'We need two senior DevOps engineers\nfor a Kubernetes migration.',
    }),
  });
});

test('the phone input validates per country, and falls back when the lookup fails', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await preparePage(page, '0;WRONG INPUT');
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.locator('.PhoneInputCountrySelect')).toHaveValue('PT');
  expect(errors).toContain('unable to fetch the country');
  const select = form.locator('.PhoneInputCountrySelect');
  // Keyboard: Tab from the company field reaches the country selector, arrows change it.
  await form.getByLabel('Company').focus();
  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('PT');
  await select.selectOption('DE');
  await expect(select).toHaveValue('DE');
  expect(await form.locator('.PhoneInputCountrySelect option').count()).toBeGreaterThan(230);
  await expect(form.locator('.PhoneInputCountryIconImg')).toHaveAttribute('src', '/flags/DE.svg');
  await form.locator('input[type=tel]').fill('12');
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Work e-mail').fill('ada@example.com');
  await form.getByLabel('Your message').fill('A long enough message.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter a valid phone number, including the country code')).toBeVisible();
  await expect(form.locator('input[type=tel]')).toHaveAttribute('aria-invalid', 'true');
});

test("the forms check their fields in the browser with the server's own messages, and send nothing until they pass", async ({
  page,
}) => {
  await preparePage(page);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  // The rules load on the first focus; a click straight on the button must still wait for them.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Work e-mail').fill('ada@example');
  await form.getByLabel('Your message').fill('Too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter your name')).toHaveCount(0);
  await expect(form.getByLabel('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Work e-mail')).toBeFocused();
  // The page's view beacon may go before the refusal (CONTRACT §24); no form post goes at all.
  expect(posts.filter((url) => url.includes('/api/') && !url.endsWith('/api/insights'))).toEqual([]);
});

test('a double click while the rules are still loading sends the message once', async ({ page }) => {
  await preparePage(page);
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await hydrated(page);
  // From here on code arrives slowly, so the form's rules are still on their way at the click.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const posts: string[] = [];
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.url().includes('/api/contact') && posts.push(request.url()),
  );
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Double Clicker');
  await form.getByLabel('Work e-mail').fill('double@example.com');
  await form.getByLabel('Your message').fill('One message, however often I click.');
  await form.getByRole('button', { name: 'Send message' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you, Double Clicker.' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  expect(count("type = 'contact' AND data LIKE '%double@example.com%'")).toBe(1);
});

test('a job application with a CV reaches the webhook; the CV is described, not sent', async ({ page, request }) => {
  await preparePage(page);
  await page.goto('/career/senior-backend-engineer-go');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Apply for Senior Backend Engineer (Go)' });
  await form.getByLabel('Name').fill('Linus Example');
  // The rich phone input loads as the form comes into view.
  await expect(form.locator('.PhoneInputCountrySelect')).toBeVisible();
  await form.getByLabel('E-mail').fill('linus@example.com');
  await form.locator('input[type=tel]').fill('+351 912 345 678');
  await form.getByLabel('CV').setInputFiles({ name: 'Linus CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Linus Example.' })).toBeVisible();
  const db = database();
  const row = db
    .prepare(
      "SELECT s.id, f.name, f.size, f.content FROM submissions s JOIN files f ON f.submission_id = s.id WHERE s.data LIKE '%linus@example.com%'",
    )
    .get() as { id: string; name: string; size: number; content: Buffer };
  db.close();
  expect(row.name).toBe('Linus-CV.pdf');
  expect(Buffer.compare(row.content, PDF)).toBe(0);
  const body = JSON.parse((await hookFor(request, row.id)).body);
  expect(body.type).toBe('application');
  expect(body.data).toMatchObject({
    job: 'senior-backend-engineer-go',
    cv: { name: 'Linus-CV.pdf', contentType: 'application/pdf', size: PDF.length },
  });
});

test('the checklist gate hands out the PDF through a signed link', async ({ page, request }) => {
  await preparePage(page);
  await page.goto('/checklist/llm-feature-production');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const form = page.getByRole('form', { name: 'Get The LLM Feature Production Checklist' });
  await form.getByLabel('Work e-mail').fill('cto@example.com');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Get the PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('llm-feature-production.pdf');
  const bytes = await (await import('node:fs')).promises.readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(
    page.getByRole('link', { name: /download “The LLM Feature Production Checklist” \(PDF\)/ }),
  ).toBeVisible();

  const link = await page.getByRole('link', { name: /\(PDF\)/ }).getAttribute('href');
  const tampered = link!.replace('llm-feature-production', 'cloud-cost-review');
  expect((await request.get(tampered)).status()).toBe(403);
  expect((await request.get(link!.replace(/signature=[^&]+/, 'signature=forged'))).status()).toBe(403);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts and comes back with a notice', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
    const before = count("type = 'contact'");
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Work e-mail').fill('grace@example.com');
    await form.locator('input[type=tel]').fill('+1 512 555 0142');
    await form.getByLabel('Your message').fill('Plain HTML still works, thank you.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=1#form-sent$/);
    await expect(
      page.getByText('Thank you: your message has reached us. We reply within one business day.'),
    ).toBeVisible();
    expect(count("type = 'contact'")).toBe(before + 1);
  });

  test('an invalid form post comes back as the same form with an error summary, and stores nothing', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
    const before = count();
    await page.goto('/contact-us');
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
    expect(count()).toBe(before);
  });
});

test('with the receiver down the submission is accepted, and delivered once it is back', async ({ request }) => {
  await request.post(`${integrations.ingest}/control/hook-down`);
  try {
    const response = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
      data: { name: 'Patient Person', email: 'patient@example.com', message: 'Delivered after the outage, please.' },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const pending = () => {
      const db = database();
      try {
        return db
          .prepare("SELECT attempts, last_error FROM outbox WHERE submission_id = ? AND channel = 'webhook'")
          .get(id) as { attempts: number; last_error: string | null } | undefined;
      } finally {
        db.close();
      }
    };
    // The first attempt is refused and recorded, to be tried again later.
    await expect.poll(() => pending()?.attempts ?? 0).toBeGreaterThanOrEqual(1);
    expect(pending()!.last_error).toContain('503');
    expect((await hooks(request)).some((hook) => JSON.parse(hook.body).id === id)).toBe(false);
    await request.post(`${integrations.ingest}/control/hook-up`);
    await hookFor(request, id);
  } finally {
    await request.post(`${integrations.ingest}/control/hook-up`);
  }
});

test('a number typed before the phone input has loaded is kept', async ({ page }) => {
  await preparePage(page);
  await page.goto('/career/senior-react-native-engineer');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.waitForLoadState('networkidle');
  // A slow connection: the phone input's code arrives a second and a half late.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const form = page.getByRole('form', { name: 'Apply for Senior React Native Engineer' });
  await form.locator('input[type=tel]').fill('+351 912 345 678');
  await expect(form.locator('.PhoneInputCountrySelect')).toBeVisible();
  await expect(form.locator('input[type=tel]')).toHaveValue('+351 912 345 678');
  await expect(form.locator('.PhoneInputCountrySelect')).toHaveValue('PT');
});
