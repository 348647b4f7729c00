import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { solveProof } from '@/tests/support/proof';
import { isProven, PROOF_MAX_NUMBER } from './proof';

// A proof of work is good for one post, made by the page's script from the server's challenge (CONTRACT §23).
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));
let store: LeadStore;
beforeAll(async () => {
  store = await openLeadStore(`file:${path.join(folder, 'site.db')}`);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A challenge signed with the server's key (or another), solved as the page's worker solves it. */
async function solved(options: { key?: string; expiresInMs?: number } = {}) {
  const hmacKey = options.key ?? (await store.getOrCreateSetting('proof-hmac-key', () => 'unused'));
  const challenge = await createChallenge({
    hmacKey,
    maxNumber: PROOF_MAX_NUMBER,
    expires: new Date(Date.now() + (options.expiresInMs ?? 600_000)),
  });
  return solveProof(challenge);
}

describe('isProven', () => {
  it('takes a solved challenge of ours once, on any instance', async () => {
    const proof = await solved();
    expect(await isProven(proof, store)).toBe(true);
    expect(await isProven(proof, store)).toBe(false);
  });

  it('refuses a forged, expired, wrong or oversized proof, and none, without throwing', async () => {
    expect(await isProven(await solved({ key: 'an attacker’s key' }), store)).toBe(false);
    expect(await isProven(await solved({ expiresInMs: -1_000 }), store)).toBe(false);
    const right = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...right, number: right.number + 1 })).toString('base64');
    expect(await isProven(wrong, store)).toBe(false);
    for (const junk of [undefined, '', 42, 'not base64 {', 'x'.repeat(5_000), Buffer.from('[]').toString('base64')])
      expect(await isProven(junk, store)).toBe(false);
  });
});
