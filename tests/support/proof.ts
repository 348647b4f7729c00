import crypto from 'node:crypto';

// The proof of work a page's script sends with a post (lib/browser/proof.ts), made the way a test needs it:
// from the server's challenge, solved with Node's synchronous hash (a hundred times quicker than Web Crypto's
// one call per number), so that posts made by a test are proven as a visitor's are.

type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** The `altcha` value for a solved challenge. */
export function solveProof(challenge: Challenge): string {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number += 1)
    if (crypto.createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge)
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
  throw new Error('the challenge has no solution up to its maxnumber');
}

/** A proof from the site at `base`: its challenge, solved. */
export async function proofFrom(base: string): Promise<string> {
  const response = await fetch(`${base}/api/challenge`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/challenge answered ${response.status}`);
  return solveProof((await response.json()) as Challenge);
}
