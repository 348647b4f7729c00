import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { applicationSchemaFor } from '@/lib/leads/forms/application';
import { checklistRequestSchemaFor } from '@/lib/leads/forms/checklist';
import { RULE_WORDS } from '@/lib/i18n/rules';
import { contactSchemaFor } from '@/lib/leads/forms/contact';
import { detectCv, safeFileName } from '@/lib/leads/endpoints/cv-file';
import { signedDownloadPath, verifyDownload } from '@/lib/leads/mail/download-links';
import { emailText } from '@/lib/leads/outbox/email';
import { fieldErrors } from '@/lib/leads/rules/fields';
import {
  backoffDelay,
  type Notifier,
  signature,
  startOutboxWorker,
  webhookNotifier,
  webhookPayload,
} from '@/lib/leads/outbox/outbox';
import { scheduleRetention } from '@/lib/leads/privacy/retention';
import { isValidPhone } from '@/lib/leads/rules/phone-check';

const contactSchema = contactSchemaFor(isValidPhone);
const checklistRequestSchema = checklistRequestSchemaFor();
const applicationSchema = applicationSchemaFor(isValidPhone);
import { SubmissionLimits } from '@/lib/leads/store/rate-limit';
import { openLeadStore, openSqlite } from '@/lib/leads/store/store';
import type { StoredSubmission } from '@/lib/leads/store/types';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need a team for a new analytics product.',
};

function errors(
  schema: typeof contactSchema | typeof applicationSchema | typeof checklistRequestSchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact schema', () => {
  it('accepts a complete enquiry and trims it', () => {
    const result = contactSchema.safeParse({
      ...valid,
      name: '  Ada Lovelace ',
      company: 'Analytical Engines Ltd',
      telephone: '+351 21 145 0290',
      service: 'devops',
    });
    expect(result.success).toBe(true);
    expect(result.data!.name).toBe('Ada Lovelace');
  });

  it('takes the language of the page it came from, and refuses one the site does not speak', () => {
    for (const locale of ['en', 'pt', 'pl']) expect(contactSchema.safeParse({ ...valid, locale }).success).toBe(true);
    expect(errors(contactSchema, { ...valid, locale: 'pt-BR' })).toEqual({ locale: 'Unknown language' });
    expect(errors(contactSchema, { ...valid, locale: ['pt'] })).toEqual({ locale: 'Unknown language' });
  });

  it('names every missing field', () => {
    expect(errors(contactSchema, {})).toEqual({
      name: expect.any(String),
      email: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses values that are too long', () => {
    expect(errors(contactSchema, { ...valid, name: 'x'.repeat(121) })).toEqual({ name: 'Use at most 120 characters' });
    expect(errors(contactSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Use at most 5000 characters',
    });
    expect(errors(contactSchema, { ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'Use at most 254 characters',
    });
  });

  it('refuses wrong types without crashing', () => {
    expect(Object.keys(errors(contactSchema, { ...valid, name: 42, message: ['a'], email: { $ne: '' } }))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('accepts unicode and keeps hostile text verbatim', () => {
    const hostile = `<script>alert("x")</script> '; DROP TABLE submissions; -- {{7*7}} \${process.env} ünïcødé 🚀`;
    const result = contactSchema.safeParse({ ...valid, name: 'Zoë Ångström-Łukasiewicz', message: hostile });
    expect(result.success).toBe(true);
    expect(result.data!.message).toBe(hostile);
  });

  it('refuses line breaks where they could inject mail headers', () => {
    expect(errors(contactSchema, { ...valid, name: 'Ada\r\nBcc: victim@example.com' })).toEqual({
      name: 'Use a single line without control characters',
    });
    expect(errors(contactSchema, { ...valid, email: 'ada@example.com\nBcc: victim@example.com' })).toHaveProperty(
      'email',
    );
    expect(errors(contactSchema, { ...valid, company: 'A\u0000B' })).toHaveProperty('company');
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\nLine two\r\nLine three' }).success).toBe(true);
  });

  it('refuses malformed e-mail addresses', () => {
    for (const email of ['plain', 'a@b', '@example.com', 'a b@example.com', 'a@example.com>', '"a"@example.com']) {
      expect(errors(contactSchema, { ...valid, email }), email).toHaveProperty('email');
    }
  });

  it('checks an optional phone number only when given', () => {
    expect(contactSchema.safeParse({ ...valid, telephone: '' }).success).toBe(true);
    expect(errors(contactSchema, { ...valid, telephone: '12345' })).toEqual({
      telephone: 'Enter a valid phone number, including the country code',
    });
  });

  it('drops unknown fields', () => {
    expect(contactSchema.safeParse({ ...valid, isAdmin: true }).data).not.toHaveProperty('isAdmin');
  });
});

describe('application and checklist schemas', () => {
  it('requires a valid phone number for applications', () => {
    expect(
      applicationSchema.safeParse({ name: 'Linus', email: 'l@example.com', telephone: '+49 30 901820' }).success,
    ).toBe(true);
    expect(errors(applicationSchema, { name: 'Linus', email: 'l@example.com' })).toEqual({
      telephone: expect.any(String),
    });
  });

  it('needs only an e-mail for a checklist', () => {
    expect(checklistRequestSchema.safeParse({ email: 'cto@example.com' }).success).toBe(true);
    expect(errors(checklistRequestSchema, { email: 'nope' })).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('says what is wrong in the language of the page', () => {
    const bad = { name: '', email: 'nope', message: 'short', telephone: '123' };
    expect(errors(contactSchemaFor(isValidPhone, RULE_WORDS.pt), bad)).toEqual({
      name: 'Indique o seu nome',
      email: 'Indique um endereço de e-mail válido',
      message: 'Conte-nos um pouco mais (pelo menos 10 caracteres)',
      telephone: 'Indique um número de telefone válido, com o indicativo do país',
    });
    expect(errors(contactSchemaFor(isValidPhone, RULE_WORDS.pl), { ...bad, name: 'x'.repeat(121) })).toMatchObject({
      name: 'Użyj najwyżej 120 znaków',
      email: 'Podaj poprawny adres e-mail',
    });
  });
});

describe('isValidPhone', () => {
  it('checks numbers against each country', () => {
    for (const number of ['+351211450290', '+49 30 901820', '+1 (512) 555-0142', '+44 20 7946 0958'])
      expect(isValidPhone(number), number).toBe(true);
    for (const number of ['+351 21', '+1 555', '+999 123456', '0211450290', '+49 30 901820 901820 901820 90'])
      expect(isValidPhone(number), number).toBe(false);
  });
});

describe('SubmissionLimits', () => {
  const sqlite = () => {
    const database = openSqlite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'limits-')), 'site.db'));
    database.exec('CREATE TABLE rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)');
    return { kind: 'sqlite' as const, database };
  };

  it('allows the limit per minute, then says when to retry', async () => {
    const limits = new SubmissionLimits(undefined, { perMinute: 3, attemptsPerMinute: 60 });
    for (let i = 0; i < 3; i++) expect((await limits.reserve('contact', 'a')).ok).toBe(true);
    const refused = await limits.reserve('contact', 'a');
    expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number) });
    expect(!refused.ok && refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect((await limits.reserve('contact', 'b')).ok).toBe(true);
    expect((await limits.reserve('application', 'a')).ok).toBe(true);
  });

  it('accepts at most the limit from a parallel burst, across two instances on one database', async () => {
    const backend = sqlite();
    const instances = [
      new SubmissionLimits(backend, { perMinute: 10, attemptsPerMinute: 60 }),
      new SubmissionLimits(backend, { perMinute: 10, attemptsPerMinute: 60 }),
    ];
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) => instances[n % 2]!.reserve('contact', '203.0.113.7')),
    );
    expect(burst.filter((slot) => slot.ok)).toHaveLength(10);
  });

  it('gives a place back for a post that was not stored, but still counts the attempt', async () => {
    const limits = new SubmissionLimits(sqlite(), { perMinute: 2, attemptsPerMinute: 5 });
    for (let i = 0; i < 4; i++) {
      const slot = await limits.reserve('contact', 'c');
      expect(slot.ok).toBe(true);
      if (slot.ok) await slot.release();
    }
    expect((await limits.reserve('contact', 'c')).ok).toBe(true);
    // The sixth post this minute: over the attempt limit, however few were accepted.
    expect((await limits.reserve('contact', 'c')).ok).toBe(false);
    expect((await limits.reserve('contact', 'd')).ok).toBe(true);
  });

  it('keeps limiting in memory while the database cannot be reached', async () => {
    const backend = sqlite();
    backend.database.close();
    const limits = new SubmissionLimits(backend, { perMinute: 2, attemptsPerMinute: 60 });
    const results = await Promise.all(Array.from({ length: 5 }, () => limits.reserve('contact', 'e')));
    expect(results.filter((slot) => slot.ok)).toHaveLength(2);
  });
});

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the exact body', () => {
    const body = '{"type":"contact","id":"1"}';
    expect(signature(body, 'secret')).toBe(
      `sha256=${crypto.createHmac('sha256', 'secret').update(body).digest('hex')}`,
    );
    expect(signature(body, 'other')).not.toBe(signature(body, 'secret'));
    expect(signature(`${body} `, 'secret')).not.toBe(signature(body, 'secret'));
  });
});

describe('backoffDelay', () => {
  it('doubles from 5 s up to an hour, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10, 30].map((attempt) => backoffDelay(attempt, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(4_000);
    expect(backoffDelay(0, () => 0.999_999)).toBe(6_000);
  });
});

describe('detectCv', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('recognises PDF, DOC and DOCX by their content', () => {
    expect(detectCv(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))?.extension).toBe('pdf');
    const doc = new Uint8Array([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...[...'WordDocument'].flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(detectCv(doc)?.extension).toBe('doc');
    expect(detectCv(bytes('PK\u0003\u0004....[Content_Types].xml....word/document.xml'))?.extension).toBe('docx');
  });

  it('refuses fakes', () => {
    expect(detectCv(bytes('just text renamed to cv.pdf'))).toBeUndefined();
    expect(detectCv(bytes('%PDF-1.7 but truncated'))).toBeUndefined();
    expect(detectCv(bytes('PK\u0003\u0004 a zip of holiday photos'))).toBeUndefined();
    expect(detectCv(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeUndefined();
    expect(detectCv(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
  });

  it('names the stored file by what it is', () => {
    expect(safeFileName('../../etc/Mÿ CV (final).exe', { extension: 'pdf', contentType: 'application/pdf' })).toBe(
      'My-CV-final.pdf',
    );
    expect(safeFileName('', { extension: 'docx', contentType: '' })).toBe('cv.docx');
  });
});

describe('signed downloads', () => {
  const now = 1_800_000_000_000;
  it('opens only the checklist it was made for, only until it expires', () => {
    const review = { slug: 'cloud-cost-review', locale: 'pl' } as const;
    const url = new URL(signedDownloadPath('key', review, now), 'http://x');
    expect(url.searchParams.get('lang')).toBe('pl');
    const expires = url.searchParams.get('expires');
    const signed = url.searchParams.get('signature');
    expect(verifyDownload('key', review, expires, signed, now)).toBe(true);
    expect(verifyDownload('key', { ...review, slug: 'mvp-launch-readiness' }, expires, signed, now)).toBe(false);
    // The language is signed too: a Polish link does not open another language's file.
    expect(verifyDownload('key', { ...review, locale: 'en' }, expires, signed, now)).toBe(false);
    expect(verifyDownload('other-key', review, expires, signed, now)).toBe(false);
    expect(verifyDownload('key', review, String(Number(expires) + 1), signed, now)).toBe(false);
    expect(verifyDownload('key', review, expires, signed, now + 25 * 3_600_000)).toBe(false);
    expect(verifyDownload('key', review, null, null, now)).toBe(false);
    expect(verifyDownload('key', review, '1e99', signed, now)).toBe(false);
  });
});

/** A stored application with the given fields; the notification tests vary only what visitors typed. */
function application(data: Record<string, unknown>, size: number): StoredSubmission {
  return {
    id: 'abc',
    type: 'application',
    target: 'senior-backend-engineer-go',
    createdAt: '2026-11-21T10:00:00.000Z',
    spam: false,
    data,
    file: { name: 'cv.pdf', contentType: 'application/pdf', size },
    email: typeof data.email === 'string' ? data.email : null,
    consent: null,
    confirmedAt: null,
    language: 'en',
    booking: null,
  };
}

describe('notification contents', () => {
  const submission = application(
    { name: 'Robert"); DROP TABLE--', email: 'r@example.com', message: '<b>bold</b>\nsecond line' },
    2048,
  );

  it('sends the webhook the contract shape, with the CV described but not attached', () => {
    expect(webhookPayload(submission)).toEqual({
      type: 'application',
      id: 'abc',
      createdAt: '2026-11-21T10:00:00.000Z',
      data: { ...submission.data, job: 'senior-backend-engineer-go', cv: submission.file },
    });
  });

  it('writes the mail as plain text, with what visitors typed verbatim', () => {
    const text = emailText(submission);
    expect(text).toContain('<b>bold</b>\nsecond line');
    expect(text).toContain('Job: senior-backend-engineer-go');
    expect(text).toContain('CV attached: cv.pdf (2 KB)');
  });
});

describe('outbox worker', () => {
  it('keeps retrying a failing receiver and delivers once it is back, exactly once', async () => {
    const store = await openLeadStore(
      `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'site.db')}`,
    );
    const stored = await store.insertSubmission({ type: 'contact', data: { name: 'Ada' } }, ['webhook']);
    const delivered: string[] = [];
    let up = false;
    const notifier: Notifier = {
      channel: 'webhook',
      async send(submission) {
        if (!up) throw new Error('connection refused');
        delivered.push(submission.id);
      },
    };
    const worker = startOutboxWorker({
      store,
      notifiers: [notifier],
      pollMs: 60_000,
      backoff: () => 300,
      logger: { error() {}, info() {} },
    });
    await worker.stop();
    expect(await worker.runOnce()).toBe(1);
    expect(delivered).toEqual([]);
    expect(await store.countPending()).toBe(1);
    // Not due yet: the backoff holds it back.
    expect(await worker.runOnce()).toBe(0);
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await worker.runOnce()).toBe(1);
    expect(delivered).toEqual([stored.id]);
    expect(await worker.runOnce()).toBe(0);
    expect(await store.countPending()).toBe(0);
    await store.close();
  });
});

describe('e-mail notification', () => {
  it('is plain text with the CV attached, and a hostile name cannot add a header', async () => {
    const nodemailer = (await import('nodemailer')).default;
    const { buildEmail } = await import('@/lib/leads/outbox/email');
    const submission = application(
      { name: 'Eve\u2028Bcc: everyone@example.com', email: 'eve@example.com', message: '<img src=x onerror=alert(1)>' },
      9,
    );
    const cv = { name: 'cv.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.4 ') };
    // The stream transport hands back the raw message instead of sending it.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const message = buildEmail(submission, cv, 'leads@brightloom.dev', 'Website <no-reply@brightloom.dev>');
    expect(message.text).toContain('message: <img src=x onerror=alert(1)>');
    const info = await transport.sendMail(message);
    const raw = String((info as unknown as { message: Buffer }).message);
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Reply-To: eve@example\.com$/m);
    expect(headers).toMatch(/^To: leads@brightloom\.dev$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(headers).toMatch(/^Subject: =\?UTF-8\?Q\?/m);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=cv\.pdf/);
    expect(raw).toContain(Buffer.from('%PDF-1.4 ').toString('base64'));
  });
});

describe('events for the CRM', () => {
  it('posts an erasure to a real receiver, signed like a submission, with ids and no address', async () => {
    const received: { body: string; signature: string | undefined; key: string | undefined }[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          signature: request.headers['x-signature'] as string | undefined,
          key: request.headers['idempotency-key'] as string | undefined,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const store = await openLeadStore(
      `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'events-')), 'site.db')}`,
    );
    try {
      const stored = await store.insertSubmission({ type: 'contact', data: { email: 'gone@example.com' } }, []);
      await store.eraseSubject('gone@example.com', ['webhook']);
      const worker = startOutboxWorker({
        store,
        notifiers: [webhookNotifier(url, 'secret')],
        pollMs: 60_000,
        logger: { error() {}, info() {} },
      });
      await worker.stop();
      expect(await worker.runOnce()).toBe(1);
      expect(received).toHaveLength(1);
      const [event] = received;
      expect(JSON.parse(event!.body)).toEqual({ type: 'erasure', ids: [stored.id] });
      expect(event!.body).not.toContain('gone@');
      expect(event!.signature).toBe(signature(event!.body, 'secret'));
      expect(event!.key).toMatch(/^event:erasure:/);
      expect(await store.countPending()).toBe(0);
    } finally {
      await store.close();
      server.close();
    }
  });
});

describe('the retention timer', () => {
  it('logs every pass, and tries again after a failed one instead of waiting a day', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      let calls = 0;
      const stop = scheduleRetention(
        () => {
          calls += 1;
          if (calls === 1) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
          const contact = calls === 2 ? 2 : 0;
          return Promise.resolve({ contact, unconfirmed: 0, mailFiles: 0, exportedFiles: 0 });
        },
        { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(lines).toEqual(['retention: pass failed (connect ECONNREFUSED 127.0.0.1:5432); trying again in 1 min']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(lines[1]).toBe('retention: pass done, deleted 2 contact');
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(calls).toBe(3);
      expect(lines[2]).toBe('retention: pass done, nothing past its period');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
