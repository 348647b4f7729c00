import net from 'node:net';
import { expect, test } from '@playwright/test';
import { LOCALE_FACTS, TRANSLATIONS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { RULE_WORDS, wordsOf } from '@/lib/i18n/words';
import { DEFAULT_PORT } from './servers';
import { visitorServer } from './visitor-server';

// What a visitor who posts a form is sent and what is kept, against a `next start` of the default build
// with a real SMTP server: the confirmation and the daily cap, the language of the page in the record and
// the mail, the retention a server must agree with its build on, and a client that drops mid-body.
test.describe.configure({ mode: 'serial' });

const site = visitorServer(DEFAULT_PORT + 24, 'visitor-mail');

test('a server started with other retention periods than its build states does not start, and says why', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(site.port + 1)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next',
      RETENTION_DAYS_CONTACT: '31',
      DATABASE_URL: `file:${site.database}-x`,
    },
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
  const policy = await (await fetch(`${site.server.base}/privacy-policy`)).text();
  expect(policy).toContain('730 days (2 years) after you send it');
});

test('visitors get a confirmation of their post, and one address at most three mails a day', async ({ request }) => {
  const email = `busy-${process.pid}@example.com`;
  const contact = { name: 'Busy Person', email, message: 'We would like a quote for a mobile app.' };
  for (let index = 0; index < 3; index += 1) {
    const response = await request.post(`${site.server.base}/api/contact`, { data: contact });
    expect(response.status()).toBe(201);
  }
  const checklist = await request.post(`${site.server.base}/api/checklists/cloud-cost-review/requests`, {
    data: { email },
  });
  expect(checklist.status()).toBe(201);
  expect((await request.post(`${site.server.base}/api/newsletter`, { data: { email } })).status()).toBe(202);
  const mails = await site.mailsTo(email, 3);
  await site.mailSent();
  expect(site.sink.accepted.filter((mail) => mail.to.includes(email))).toHaveLength(3);
  for (const mail of mails) {
    expect(mail.subject).toBe('We have your message');
    expect(mail.text).not.toContain('Busy Person');
    expect(mail.text).not.toContain('quote');
  }
  // All five were stored; only the mail was held back.
  expect(site.rows<{ n: number }>('SELECT count(*) AS n FROM submissions WHERE email = ?', email)[0]!.n).toBe(5);
  // Each carries its consent record.
  const [record] = site.rows<{ policy_version: string; consent: string }>(
    "SELECT policy_version, consent FROM submissions WHERE email = ? AND type = 'contact'",
    email,
  );
  expect(record!.policy_version).toMatch(/^\d{4}-\d\d-\d\d\/en\/[0-9a-f]{12}$/);
  expect(record!.consent).toContain('See our privacy policy.');
});

test('a post from a translated page records its language and that policy, and is answered in it', async ({
  request,
}) => {
  for (const locale of TRANSLATIONS) {
    const email = `${locale}-${process.pid}@example.com`;
    const contact = { name: 'Ana', email, message: 'Gostaríamos de um orçamento.', locale };
    expect((await request.post(`${site.server.base}/api/contact`, { data: contact })).status()).toBe(201);
    const [mail] = await site.mailsTo(email, 1);
    expect(mail!.subject).toBe(wordsOf(locale, 'mail').received.subject);
    expect(mail!.headers.find((header) => header.key === 'content-language')?.value).toBe(LOCALE_FACTS[locale].tag);
    const [record] = site.rows<{ language: string; policy_version: string }>(
      'SELECT language, policy_version FROM submissions WHERE email = ?',
      email,
    );
    expect(record).toMatchObject({ language: locale });
    expect(record!.policy_version).toContain(`/${locale}/`);
  }
  // A language the site does not speak is a field error, and nothing is stored.
  const refused = await request.post(`${site.server.base}/api/contact`, {
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
    tag: LOCALE_FACTS[locale].tag,
    policy: RULE_WORDS[locale].privacySentence.link,
  };
  test(`the ${language.prefix} contact form says what is wrong in its language, and the visitor's mail is in it`, async ({
    page,
  }) => {
    const email = `form${locale}-${process.pid}@example.com`;
    await page.goto(`${site.server.base}${language.prefix}/contact-us`);
    // The banner shows once the page runs (its words load with it): the form checks in the browser from then on.
    await page.getByRole('button', { name: wordsOf(locale, 'consent').rejectAll }).click();
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
    const [mail] = await site.mailsTo(email, 1);
    expect(mail!.subject).toBe(wordsOf(locale, 'mail').received.subject);
    expect(mail!.headers.find((header) => header.key === 'content-language')?.value).toBe(language.tag);
    const [record] = site.rows<{ language: string; consent: string }>(
      'SELECT language, consent FROM submissions WHERE email = ?',
      email,
    );
    // The record holds the words the visitor saw beside the button, in that language.
    expect(record!.language).toBe(locale);
    expect(record!.consent).toContain(language.policy);
  });
}

test('a client that drops the connection mid-body is one log line, and nothing is stored', async () => {
  const before = site.rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n;
  const logged = site.server.output().length;
  for (const path of ['/api/contact', '/api/newsletter']) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(site.port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nOrigin: ${site.server.base}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"dropped@example.com","name":"Dro`,
        );
        setTimeout(() => socket.destroy(), 300);
      });
      socket.on('close', () => resolve()).on('error', () => undefined);
    });
  }
  await expect
    .poll(
      () =>
        site.server
          .output()
          .slice(logged)
          .match(/the client dropped the connection/g)?.length ?? 0,
    )
    .toBe(2);
  const log = site.server.output().slice(logged);
  expect(log).not.toMatch(/Error: aborted|ECONNRESET|⨯/);
  expect(log).not.toContain('dropped@example.com');
  expect(site.rows<{ n: number }>('SELECT count(*) AS n FROM submissions')[0]!.n).toBe(before);
});
