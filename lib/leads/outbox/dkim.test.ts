import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { openLeadStore } from '@/lib/leads/store/store';
import { drainVisitorMail } from '@/tests/support/drain-visitor-mail';
import { startSmtpSink } from '@/tests/support/smtp-sink';

// The company's mail and the visitors' mail are signed with the configured DKIM key.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-'));

const RECEIVED = { message: MESSAGES.received };

describe('DKIM', () => {
  it('signs mail to visitors when a key is configured', async () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    const store = await openLeadStore(`file:${path.join(folder, 'dkim.db')}`);
    const sink = await startSmtpSink();
    try {
      await store.insertSubmission({ type: 'contact', data: { email: 'signed@example.com' } }, [], RECEIVED);
      await drainVisitorMail(
        store,
        { smtp: sink.url },
        {
          dkim: {
            domainName: 'brightloom.example',
            keySelector: 'mail2026',
            privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          },
        },
      );
      const [mail] = sink.accepted;
      const signature = (await PostalMime.parse(mail!.raw)).headers.find((header) => header.key === 'dkim-signature');
      expect(signature?.value).toMatch(/d=brightloom\.example/);
      expect(signature?.value).toMatch(/s=mail2026/);
    } finally {
      await sink.close();
      await store.close();
    }
  });
});
