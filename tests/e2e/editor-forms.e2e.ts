import { expect, type Locator, type Page, test } from '@playwright/test';
import { getForm } from '@/lib/content/forms';
import { format } from '@/lib/i18n/format';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { RULE_WORDS, wordsOf } from '@/lib/i18n/words';
import { formatPeriod } from '@/lib/i18n/periods';
import { countIn, hookFor, newClient, openDatabase } from './lead-support';
import { integrations } from './servers';

// A form made in the web editor (CONTRACT §21), as a visitor and the company meet it: content/forms/devops-webinar.md
// named by the DevOps landing page in three languages, sent in the browser, stored, told to the CRM by its slug,
// refused in the page's language, and listed in each privacy policy. Its words are read from its entry, so no
// language is named here.
test.use({ baseURL: integrations.baseURL });
test.describe.configure({ mode: 'default' });

const SLUG = 'devops-webinar';
const count = () => countIn(integrations.database, "type = 'form' AND target = ?", SLUG);

/** The form's own chunk is in and React runs it (it loads after the page's start-up, React.lazy). */
async function formRuns(form: Locator) {
  await expect
    .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto(path);
}

for (const locale of LOCALES) {
  test(`the DevOps page's webinar form is sent, stored and told to the CRM, in ${LOCALE_FACTS[locale].tag}`, async ({
    page,
    request,
  }) => {
    const entry = getForm(locale, SLUG)!;
    const label = (name: string) => entry.fields.find((field) => field.name === name)!.label;
    await open(page, localePath(locale, '/devops'));
    await page.getByRole('button', { name: wordsOf(locale, 'consent').rejectAll }).click();
    const form = page.getByRole('form', { name: entry.title });
    await expect(page.getByRole('heading', { level: 2, name: entry.title })).toBeVisible();
    // Each kind is its own control, named by its label; the consent line says the form's purpose and period.
    await expect(form.getByLabel(label('work_email'))).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(label('name'))).toHaveAttribute('type', 'text');
    await expect(form.getByLabel(label('name'))).toHaveAttribute('autocomplete', 'name');
    await expect(form.getByText(entry.purpose)).toContainText(formatPeriod(entry.retentionDays, locale));

    // Sent empty, it names what is missing in the page's language and sends nothing.
    await formRuns(form);
    await form.getByRole('button', { name: entry.submit }).click();
    await expect(form.getByText(RULE_WORDS[locale].email)).toBeVisible();
    await expect(form.getByText(RULE_WORDS[locale].choose)).toBeVisible();
    await expect(form.getByLabel(label('name'))).toBeFocused();

    const before = count();
    const address = `webinar-${locale}-${Date.now()}@example.com`;
    await form.getByLabel(label('name')).fill('Zofia Łęcka');
    await form.getByLabel(label('work_email')).fill(address);
    await form.getByLabel(label('session')).selectOption('on-call');
    await form.getByLabel(label('questions')).fill('Jak dzielicie dyżury\nmiędzy strefami?');
    await form.getByLabel(label('recording')).check();
    await form.getByRole('button', { name: entry.submit }).click();
    await expect(
      page.getByRole('heading', { name: format(messagesFor(locale).forms.thankYou, { name: 'Zofia Łęcka' }) }),
    ).toBeVisible();
    await expect(page.getByText(entry.thanks)).toBeVisible();
    expect(count()).toBe(before + 1);

    const db = openDatabase(integrations.database);
    const row = db
      .prepare('SELECT id, data, email, language, retention_days AS days, consent FROM submissions WHERE email = ?')
      .get(address) as { id: string; data: string; email: string; language: string; days: number; consent: string };
    db.close();
    expect(row).toMatchObject({ email: address, language: locale, days: entry.retentionDays });
    expect(row.consent).toContain(entry.purpose);
    expect(JSON.parse(row.data)).toEqual({
      name: 'Zofia Łęcka',
      work_email: address,
      company: '',
      session: 'on-call',
      questions: 'Jak dzielicie dyżury\nmiędzy strefami?',
      recording: true,
      page: localePath(locale, '/devops'),
    });
    const hook = JSON.parse((await hookFor(request, row.id)).body) as Record<string, unknown>;
    expect(hook).toMatchObject({
      type: 'form',
      form: SLUG,
      id: row.id,
      data: { work_email: address, session: 'on-call' },
    });
  });
}

test('a post the form does not allow is refused in the page language, naming each field, and stores nothing', async ({
  request,
}) => {
  const before = count();
  const post = (data: Record<string, unknown>, slug = SLUG) =>
    request.post(`/api/forms/${slug}`, {
      headers: { 'x-forwarded-for': newClient(), accept: 'application/json' },
      data,
    });
  const noEmail = await post({ name: 'Ana', session: 'pipelines', locale: 'pl' });
  expect(noEmail.status()).toBe(400);
  expect((await noEmail.json()).fields).toEqual({ work_email: RULE_WORDS.pl.email });
  const notOffered = await post({ name: 'Ana', work_email: 'ana@example.com', session: 'dinner', locale: 'pt' });
  expect(notOffered.status()).toBe(400);
  expect((await notOffered.json()).fields).toEqual({ session: RULE_WORDS.pt.choose });
  const tooLong = await post({
    name: 'Ana',
    work_email: 'ana@example.com',
    session: 'pipelines',
    questions: 'x'.repeat(4001),
  });
  expect((await tooLong.json()).fields).toEqual({ questions: expect.stringContaining('4000') });
  expect((await post({ work_email: 'ana@example.com' }, 'no-such-form')).status()).toBe(404);
  // A field the form does not have is not stored.
  const extra = await post({ name: 'Ana', work_email: 'extra@example.com', session: 'pipelines', salary: 'secret' });
  expect(extra.status()).toBe(201);
  const db = openDatabase(integrations.database);
  const stored = db.prepare('SELECT data FROM submissions WHERE email = ?').get('extra@example.com') as {
    data: string;
  };
  db.close();
  expect(JSON.parse(stored.data)).not.toHaveProperty('salary');
  expect(count()).toBe(before + 1);
});

test('a browser without JavaScript is sent back to the page it posted from, with the notice of this form', async ({
  request,
}) => {
  const response = await request.post(`/api/forms/${SLUG}`, {
    headers: {
      'x-forwarded-for': newClient(),
      accept: 'text/html,application/xhtml+xml',
      referer: `${integrations.baseURL}/pl/devops`,
    },
    form: { name: 'Jan', work_email: 'jan@example.com', session: 'pipelines', recording: 'on', locale: 'pl' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/pl/devops?sent=1#form-devops-webinar-sent');
});

test('the privacy policy lists the form in every language, with its purpose and its period', async ({ page }) => {
  for (const locale of LOCALES) {
    const entry = getForm(locale, SLUG)!;
    await page.goto(localePath(locale, '/privacy-policy'));
    const row = page.getByRole('row').filter({ hasText: entry.title });
    await expect(row).toContainText(entry.purpose);
    await expect(row).toContainText(formatPeriod(entry.retentionDays, locale));
  }
});
