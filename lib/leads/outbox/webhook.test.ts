import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { startOutboxWorker, webhookNotifier, webhookWarnings } from '@/lib/leads/outbox/outbox';
import { openLeadStore } from '@/lib/leads/store/store';

// The webhook as a receiver sees it.
// Mail an operator can trust (CONTRACT §14b): whose fault a refusal is, nothing dropped at the ceiling,
// counts no deletion resets, on real SQLite and Postgres with a real SMTP server that refuses on demand.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-'));

describe('the webhook', () => {
  it('is a start-up warning without a secret, or over plain http to another host', () => {
    expect(webhookWarnings('https://crm.example/hook', 's3cret')).toEqual([]);
    expect(webhookWarnings('http://127.0.0.1:9000/hook', 's3cret')).toEqual([]);
    expect(webhookWarnings('https://crm.example/hook', undefined).join()).toMatch(/without LEADS_WEBHOOK_SECRET/);
    expect(webhookWarnings('http://crm.example/hook', 's3cret').join()).toMatch(
      /http:\/\/crm\.example\) is plain http to another host/,
    );
  });

  it.each([
    // Any other secret is its UTF-8 bytes, which the library takes in base64.
    ['a shared secret, ünicode included', Buffer.from('a shared secret, ünicode included', 'utf8').toString('base64')],
    // A whsec_ secret is the decoded bytes after the prefix, and the library takes it as it is.
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
  ])(
    'signs each request the Standard Webhooks way with the secret %s, so a receiving CRM can refuse a replay',
    async (secret, receiverSecret) => {
      const store = await openLeadStore(`file:${path.join(folder, `webhook-${secret.length}.db`)}`);
      const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
      const server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          response.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const worker = startOutboxWorker({
        store,
        notifiers: [webhookNotifier(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, secret)],
        pollMs: 20,
        logger: { error: () => undefined, info: () => undefined },
      });
      try {
        const stored = await store.insertSubmission({ type: 'contact', data: { email: 'crm@example.com' } }, [
          'webhook',
        ]);
        for (let waited = 0; received.length === 0 && waited < 5_000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const [request] = received;
        const receiver = new Webhook(receiverSecret);
        const headers = {
          'webhook-id': String(request!.headers['webhook-id']),
          'webhook-timestamp': String(request!.headers['webhook-timestamp']),
          'webhook-signature': String(request!.headers['webhook-signature']),
        };
        expect(receiver.verify(request!.body, headers)).toMatchObject({ type: 'contact', id: stored.id });
        expect(headers['webhook-id']).toBe(`${stored.id}:webhook`);
        expect(request!.headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
        // The same request replayed an hour later is refused.
        const old = { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
        expect(() => receiver.verify(request!.body, old)).toThrow();
        expect(() => receiver.verify(request!.body.replace('crm@', 'evil@'), headers)).toThrow();
      } finally {
        await worker.stop();
        server.close();
        await store.close();
      }
    },
  );
});
