import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { emailText, heldSummaryEmail } from '@/lib/leads/outbox/email';
import {
  backoffDelay,
  type Notifier,
  signature,
  startOutboxWorker,
  webhookNotifier,
  webhookPayload,
} from '@/lib/leads/outbox/outbox';
import { openLeadStore } from '@/lib/leads/store/store';
import type { StoredSubmission } from '@/lib/leads/store/types';

// What the company is sent about a submission, and how the outbox retries it.
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

describe('one time per notification (CONTRACT §23)', () => {
  // A call asked for at 10:00 and moved by the visitor at Cal.com to 15:00.
  const call: StoredSubmission = {
    ...application({ name: 'Ana', email: 'ana@example.com', slot: '2026-12-10T10:00:00.000Z', timeZone: 'UTC' }, 0),
    type: 'call',
    target: null,
    file: null,
    booking: { status: 'rescheduled', start: '2026-12-10T15:00:00.000Z', updatedAt: '2026-12-08T09:00:00.000Z' },
  };

  it('gives the company the new time only, in the mail and the webhook', () => {
    const text = emailText(call, { message: 'call:rescheduled' });
    expect(text).toContain('15:00');
    expect(text).not.toMatch(/slot:|at 10:00/);
    const payload = webhookPayload(call, { message: 'call:rescheduled' });
    expect(payload.data).not.toHaveProperty('slot');
    expect(payload.data).toMatchObject({ start: '2026-12-10T15:00:00.000Z', status: 'rescheduled' });
  });
});

describe("the company's summary of held leads", () => {
  it('says how many, from which networks, of which forms, and what to do; nothing a visitor typed', () => {
    const mail = heldSummaryEmail(
      {
        type: 'held-summary',
        count: 12,
        networks: [
          { name: '198.51.100.0/24', count: 7 },
          { name: '2001:db8:1::/48', count: 5 },
        ],
        forms: [
          { name: 'contact', count: 11 },
          { name: 'form:devops-webinar', count: 1 },
        ],
      },
      'sales@example.com',
      'Site <no-reply@example.com>',
      'held-summary:1:email:x',
    );
    expect(mail.subject).toBe('12 leads held back this hour');
    expect(mail.text).toContain('  198.51.100.0/24: 7');
    expect(mail.text).toContain('  New enquiry: 11');
    expect(mail.text).toMatch(/DevOps.*: 1/);
    expect(mail.text).toContain('npm run leads -- held');
  });
});

describe('outbox worker', () => {
  it('keeps retrying a failing receiver and delivers once it is back, exactly once', async () => {
    // The backoff's wait passes when the test moves the store's clock, not on the host's.
    const clock = { offsetMs: 0 };
    const store = await openLeadStore(
      `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'site.db')}`,
      { clock },
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
    clock.offsetMs += 350;
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
