import 'server-only';
import crypto from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { SettingsPort } from '@/lib/leads/store/types';
import { getLeadStore } from '@/lib/leads/server';
import { json } from './http';

// Proof of work from the page (CONTRACT §23): an ALTCHA challenge (SHA-256, HMAC-signed with a key every
// instance shares), solved by the page's script in a Web Worker and sent with the post as `altcha`. A valid
// proof is good for one post within ten minutes; a post without one is taken as usual and counts against the
// unproven posts' notification budget.

/** How long a challenge may be solved and sent. */
const PROOF_VALID_MS = 10 * 60 * 1000;
/**
 * The largest number the solution may be: 10,000 SHA-256 hashes on average, 0.13 s in Chromium on this project's
 * 2-core test machine (50,000 took 0.64 s), so about half a second on a mid-range phone; a script pays it per post.
 */
export const PROOF_MAX_NUMBER = 20_000;

const hmacKey = (store: Pick<SettingsPort, 'getOrCreateSetting'>) =>
  store.getOrCreateSetting('proof-hmac-key', () => crypto.randomBytes(32).toString('base64url'));

/** GET /api/challenge: a fresh challenge, never cached. */
export async function handleChallenge(): Promise<Response> {
  const challenge = await createChallenge({
    hmacKey: await hmacKey(await getLeadStore()),
    maxNumber: PROOF_MAX_NUMBER,
    expires: new Date(Date.now() + PROOF_VALID_MS),
  });
  return json(200, challenge, { 'cache-control': 'no-store' });
}

/** At most this much of a post is a proof (a base64 JSON of a few hundred bytes). */
const PROOF_MAX_LENGTH = 2_000;

/**
 * Whether a post's `altcha` is a valid proof not spent before, spending it: a forged, expired or reused one
 * (or none) is no proof, and the post is taken as unproven, never refused.
 */
export async function isProven(
  value: unknown,
  store: Pick<SettingsPort, 'getOrCreateSetting' | 'spendProof'>,
): Promise<boolean> {
  if (typeof value !== 'string' || value === '' || value.length > PROOF_MAX_LENGTH) return false;
  try {
    if (!(await verifySolution(value, await hmacKey(store), true))) return false;
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { signature?: unknown };
    // Every challenge the server makes expires: one without is not ours.
    const expires = Number(extractParams(value).expires) * 1000;
    return (
      Number.isFinite(expires) &&
      typeof payload.signature === 'string' &&
      (await store.spendProof(payload.signature, expires))
    );
  } catch {
    return false;
  }
}
