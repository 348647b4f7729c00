import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { getAllPosts } from '@/lib/content/blog';
import { getAllJobs } from '@/lib/content/careers';
import { getAllChecklists } from '@/lib/content/checklists';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { rawSql } from '@/tests/support/raw-sql';
import { RETENTION_SETTINGS } from '@/lib/env';
import { retentionPeriods } from '@/lib/leads/privacy/retention';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { linkKey, signLink, verifyLink } from './links';
import { postMessage } from './messages';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { type MailTarget, visitorMessageId } from './visitor-notifier';

// Every mail a visitor can get, sent through the outbox to a real SMTP server and read back as a
// mail client would: headers, plain text and HTML.
const ORIGIN = 'https://www.brightloom.example';
const FROM = 'Brightloom website <no-reply@brightloom.example>';
const HOSTILE = {
  name: 'Mallory <script>alert(1)</script> Wire $10,000 to IBAN XX00',
  email: 'mallory@example.com',
  company: 'Evil Corp http://phish.example',
  message: 'Click http://phish.example/login now',
};

let store: LeadStore;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-mail-'));

beforeAll(async () => {
  store = await openLeadStore(`file:${path.join(folder, 'site.db')}`);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await store.close();
});

/** Delivers what is queued with a worker on the sink, and answers the mails that arrived. */
async function deliver(target: MailTarget = { smtp: sink.url }) {
  const before = sink.accepted.length;
  const { log: info } = await drainVisitorMail(store, target);
  expect(await store.countPending(), info.join('\n')).toBe(0);
  return { mails: await Promise.all(sink.accepted.slice(before).map((mail) => mail.parsed())), info };
}

const header = (mail: { headers: { key: string; value: string }[] }, name: string) =>
  mail.headers.find((entry) => entry.key === name.toLowerCase())?.value;

describe('visitor e-mails', () => {
  it('confirm a contact post without repeating a word the visitor typed', async () => {
    const stored = await store.insertSubmission({ type: 'contact', data: HOSTILE }, [], { message: MESSAGES.received });
    const { mails } = await deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to?.[0]?.address).toBe('mallory@example.com');
    expect(header(mail!, 'Reply-To')).toContain(site.email);
    expect(mail!.from?.address).toBe('no-reply@brightloom.example');
    expect(mail!.messageId).toMatch(new RegExp(`^<${stored.id}\\.visitor\\.received\\.[\\w]+@brightloom\\.example>$`));
    expect(header(mail!, 'List-Unsubscribe')).toBeUndefined();
    for (const body of [mail!.text!, mail!.html!]) {
      for (const typed of ['Mallory', 'script', 'IBAN', 'Evil Corp', 'phish']) expect(body).not.toContain(typed);
      expect(body).toContain(site.legalName);
      expect(body).toContain('Avenida da Liberdade 110');
      expect(body).toContain(`${ORIGIN}/privacy-policy`);
    }
    expect(mail!.html).not.toMatch(/<img|<script/i);
  });

  it('confirm an application by the job title, which is ours', async () => {
    const job = getAllJobs('en')[0]!;
    await store.insertSubmission({ type: 'application', target: job.slug, data: HOSTILE }, [], {
      message: MESSAGES.received,
    });
    const [mail] = (await deliver()).mails;
    expect(mail!.subject).toBe(`We have your application for ${job.title}`);
    expect(mail!.text).not.toContain('Mallory');
  });

  it('send the checklist link with a one-click unsubscribe (RFC 8058), visible and in the headers', async () => {
    const checklist = getAllChecklists('en')[0]!;
    await store.insertSubmission(
      { type: 'checklist', target: checklist.slug, data: { email: 'reader@example.com' } },
      [],
      { message: MESSAGES.checklist },
    );
    const [mail] = (await deliver()).mails;
    const unsubscribe = header(mail!, 'List-Unsubscribe');
    // The link names the mailbox (its keyed hash), so it outlives the row it was sent for.
    const mailbox = await store.addressHash('reader@example.com');
    expect(unsubscribe).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe\\?token=u\\.${mailbox}\\.[\\w-]+>`));
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = /<([^>]+)>/.exec(unsubscribe!)![1]!;
    expect(verifyLink(await linkKey(store), 'unsubscribe', new URL(url).searchParams.get('token'))).toBe(mailbox);
    expect(mail!.text).toContain(`Unsubscribe with one click: ${url}`);
    expect(mail!.html).toContain(`href="${url}"`);
    expect(mail!.text).toMatch(
      new RegExp(`${ORIGIN}/api/checklists/${checklist.slug}/download\\?lang=en&expires=\\d+&signature=[\\w-]+`),
    );
    expect(mail!.subject).toBe(`Your checklist: ${checklist.title}`);
  });

  it('send a confirmation link that works for 7 days from its sending, and a post with its unsubscribe', async () => {
    const signUp = await store.subscribe('fan@example.com', { email: 'fan@example.com' }, CONSENT, {
      message: MESSAGES.confirmSubscription,
    });
    // The mail waited (past the hourly ceiling, say) until 6 days after the sign-up: the link still has 7.
    const waited = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000).toISOString();
    await rawSql(`file:${path.join(folder, 'site.db')}`, 'UPDATE submissions SET created_at = $1 WHERE id = $2', [
      waited,
      signUp.id,
    ]);
    const [confirm] = (await deliver()).mails;
    const link = new RegExp(`${ORIGIN}/newsletter/confirm\\?token=(c\\.[\\w.-]+)`).exec(confirm!.text!)?.[1];
    const key = await linkKey(store);
    expect(verifyLink(key, 'confirm', link)).toBe(signUp.id);
    expect(verifyLink(key, 'confirm', link, Date.now() + 6.9 * 24 * 60 * 60 * 1000)).toBe(signUp.id);
    expect(verifyLink(key, 'confirm', link, Date.now() + 7.1 * 24 * 60 * 60 * 1000)).toBeUndefined();
    // Retention keeps a sign-up whose link was sent within the period, whenever it signed up.
    expect(
      (await store.countExpired(retentionPeriods(RETENTION_SETTINGS), new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)))
        .unconfirmed,
    ).toBe(0);
    expect(header(confirm!, 'List-Unsubscribe')).toBeUndefined();
    expect(confirm!.html).toContain('Confirm subscription');

    await store.confirmSubscription(signUp.id, []);
    const post = getAllPosts('en')[0]!;
    await store.queueNewsletter(post.slug, '', 100);
    const [issue] = (await deliver()).mails;
    expect(issue!.subject).toBe(post.title);
    expect(issue!.messageId).toBe(`<${signUp.id}.post.${post.slug}@brightloom.example>`);
    expect(header(issue!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(issue!.text).toContain(`${ORIGIN}/blog/${post.slug}`);
  });

  it('write to a visitor in the language of the page, and say so in Content-Language', async () => {
    const portuguese = await store.insertSubmission(
      { type: 'contact', data: { ...HOSTILE, email: 'ana@example.pt' }, language: 'pt' },
      [],
      { message: MESSAGES.received },
    );
    expect(portuguese.language).toBe('pt');
    const checklist = getAllChecklists('en').find((entry) => entry.slug === 'cloud-cost-review')!;
    await store.insertSubmission(
      { type: 'checklist', target: checklist.slug, data: { email: 'jan@example.pl' }, language: 'pl' },
      [],
      { message: MESSAGES.checklist },
    );
    await store.insertSubmission({ type: 'contact', data: { email: 'sam@example.com' } }, [], {
      message: MESSAGES.received,
    });
    const { mails } = await deliver();
    const to = (address: string) => mails.find((mail) => mail.to?.[0]?.address === address)!;
    const pt = to('ana@example.pt');
    expect(header(pt, 'Content-Language')).toBe('pt-PT');
    expect(pt.subject).toBe('Recebemos a sua mensagem');
    expect(pt.text).toContain('Um engenheiro sénior lê cada pedido');
    expect(pt.text).toContain('Como tratamos os seus dados');
    expect(pt.html).toContain('<html lang="pt-PT">');
    for (const typed of ['Mallory', 'IBAN', 'phish']) expect(pt.text).not.toContain(typed);
    const pl = to('jan@example.pl');
    expect(header(pl, 'Content-Language')).toBe('pl');
    // The checklist's own Polish title (content/checklists/cloud-cost-review.pl.md).
    expect(pl.subject).toBe('Twoja checklista: Checklista przeglądu kosztów chmury');
    expect(pl.text).toContain('Pobierz checklistę (PDF)');
    expect(pl.text).toContain('Wypisz się jednym kliknięciem');
    // The link opens the Polish PDF: the language is part of what the link signs.
    expect(pl.text).toMatch(/\/api\/checklists\/cloud-cost-review\/download\?lang=pl&/);
    expect(header(to('sam@example.com'), 'Content-Language')).toBe('en');
  });

  it('send a Portuguese subscriber a translated post in Portuguese, linking the Portuguese page', async () => {
    const signUp = await store.subscribe(
      'leitora@example.pt',
      {},
      { policyVersion: 'v', wording: 'w' },
      { message: MESSAGES.confirmSubscription },
      'pt',
    );
    await store.confirmSubscription(signUp.id, []);
    await store.queueNewsletter('monolith-first', '', 500);
    const { mails } = await deliver();
    const post = getAllPosts('pt').find((entry) => entry.slug === 'monolith-first')!;
    const mail = mails.find((each) => each.to?.[0]?.address === 'leitora@example.pt' && each.subject === post.title);
    expect(mail, mails.map((each) => each.subject).join(', ')).toBeDefined();
    expect(mail!.text).toContain(`${ORIGIN}/pt/blog/monolith-first`);
    expect(mail!.text).toContain('Ler o artigo');
    expect(mail!.text).not.toContain('ainda não foi traduzido');
  }, 20_000);

  it('without SMTP writes each mail as an .eml file in a folder per recipient, and logs where', async () => {
    const target = path.join(folder, 'mail');
    await store.insertSubmission({ type: 'contact', data: { email: 'nosmtp@example.com' } }, [], {
      message: MESSAGES.received,
    });
    const { info, mails } = await deliver({ folder: target });
    expect(mails).toHaveLength(0);
    const file = /visitor mail written to (.+\.eml)$/.exec(info.join('\n'))?.[1];
    expect(file).toBeDefined();
    expect(path.dirname(file!)).toBe(path.join(target, (await store.addressHash('nosmtp@example.com')).slice(0, 24)));
    const parsed = await PostalMime.parse(fs.readFileSync(file!));
    expect(parsed.to?.[0]?.address).toBe('nosmtp@example.com');
    expect(parsed.subject).toBe('We have your message');
  });
});

const CONSENT = { policyVersion: 'test', wording: 'test' };

describe('signed links', () => {
  const key = 'k'.repeat(43);
  const id = '0b6f1c52-4d0e-4d8e-9d7a-3c1f0e2b9a11';

  it('name their subscription until altered, used for another purpose or expired', () => {
    const expires = Date.now() + 1000;
    const confirm = signLink(key, 'confirm', id, expires);
    expect(verifyLink(key, 'confirm', confirm)).toBe(id);
    expect(verifyLink(key, 'unsubscribe', confirm)).toBeUndefined();
    expect(verifyLink('another-key', 'confirm', confirm)).toBeUndefined();
    expect(verifyLink(key, 'confirm', confirm, expires + 1)).toBeUndefined();
    expect(verifyLink(key, 'confirm', confirm.replace(String(expires), String(expires + 10 ** 9)))).toBeUndefined();
    const unsubscribe = signLink(key, 'unsubscribe', id);
    expect(verifyLink(key, 'unsubscribe', unsubscribe)).toBe(id);
    expect(verifyLink(key, 'unsubscribe', `${unsubscribe.slice(0, -1)}A`)).toBeUndefined();
    for (const junk of ['', 'u', 'u..', `u.${id}`, 'x'.repeat(500), null, undefined])
      expect(verifyLink(key, 'unsubscribe', junk)).toBeUndefined();
  });

  it('give each outbox row its own stable Message-ID', () => {
    expect(visitorMessageId({ id: `${id}:post:monolith-first` }, FROM)).toBe(
      `<${id}.post.monolith-first@brightloom.example>`,
    );
  });
});

describe('newsletter posts', () => {
  it('have a message name per post', () => {
    expect(postMessage('a-post')).toBe('post:a-post');
  });
});
