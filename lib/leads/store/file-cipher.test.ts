import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawSql } from '@/tests/support/raw-sql';
import { FileCipher } from '@/lib/leads/store/file-cipher';
import { openLeadStore } from '@/lib/leads/store/store';

// CVs stored in the clear before a key was set are sealed by the next rotation.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-'));

describe('CVs stored before a key was set', () => {
  it('are sealed by re-encryption with the key, as the server does at start-up', async () => {
    const url = `file:${path.join(folder, 'seal.db')}`;
    const plain = await openLeadStore(url);
    const cv = new TextEncoder().encode('%PDF-1.4 Curriculum vitae of Ada Lovelace %%EOF');
    const stored = await plain.insertSubmission(
      {
        type: 'application',
        target: 'job',
        data: {},
        file: { name: 'cv.pdf', contentType: 'application/pdf', content: cv },
      },
      [],
    );
    await plain.close();
    const key = crypto.randomBytes(32).toString('base64');
    const sealed = await openLeadStore(url, { cipher: new FileCipher(key) });
    try {
      expect(await sealed.reencryptFiles()).toBe(1);
      const [row] = await rawSql(url, 'SELECT content, key_id FROM files WHERE submission_id = $1', [stored.id]);
      expect(Buffer.from(row!.content as Uint8Array).toString('latin1')).not.toContain('Ada Lovelace');
      expect(row!.key_id).toBe(new FileCipher(key).currentKeyId);
      expect(Buffer.from((await sealed.getFile(stored.id))!.content).equals(Buffer.from(cv))).toBe(true);
    } finally {
      await sealed.close();
    }
  });
});
