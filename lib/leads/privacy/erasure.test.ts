import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { openLeadStore } from '@/lib/leads/store/store';

// An erased person is gone from the database files, as an auditor's `strings` reads them.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-'));

const CONSENT = { policyVersion: '2026-11-26/abc', wording: 'New posts about twice a month.' };

const RECEIVED = { message: MESSAGES.received };

describe('erasure against strings', () => {
  it('leaves neither the name nor the address in the SQLite file or its WAL', async () => {
    const file = path.join(folder, 'erase.db');
    const store = await openLeadStore(`file:${file}`);
    const person = { name: 'Zebediah Quartermaine', email: 'zebediah.quartermaine@example.org' };
    try {
      for (let index = 0; index < 20; index += 1)
        await store.insertSubmission(
          { type: 'contact', data: { email: `other${index}@example.com`, name: 'Other' } },
          [],
        );
      await store.insertSubmission(
        { type: 'contact', data: { ...person, message: 'Please call me about Quartermaine Logistics.' } },
        ['webhook'],
        RECEIVED,
      );
      await store.insertSubmission(
        {
          type: 'application',
          target: 'job',
          data: person,
          file: {
            name: 'Zebediah-Quartermaine-CV.pdf',
            contentType: 'application/pdf',
            content: new TextEncoder().encode('%PDF-1.4 Zebediah Quartermaine %%EOF'),
          },
        },
        [],
      );
      const signUp = await store.subscribe(person.email, person, CONSENT, { message: 'confirm-subscription' });
      await store.confirmSubscription(signUp.id, ['webhook']);
      const visible = () =>
        [file, `${file}-wal`]
          .filter((name) => fs.existsSync(name))
          .map((name) => fs.readFileSync(name).toString('latin1'))
          .join('');
      expect(visible()).toContain('Quartermaine');
      await store.eraseSubject(person.email, ['webhook']);
      const left = visible();
      expect(left).not.toContain('Quartermaine');
      expect(left).not.toContain('zebediah');
      expect(left).toContain('other19@example.com');
    } finally {
      await store.close();
    }
  });
});
