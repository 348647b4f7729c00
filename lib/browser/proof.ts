// The proof of work a form's post carries (CONTRACT §23): a challenge from the server, solved in a Web Worker
// from the moment the form is first touched, so it is ready by the time it is sent. Loaded with the form's rules,
// never at start-up. Without it (no Worker, an old browser, the server unreachable) the post goes as usual.
//
// Our solver over altcha-lib's: its worker is a bundled file, which Turbopack starts with importScripts of its
// runtime, refused by the no-script policy every file is served with; this one is eight lines run from a Blob,
// with nothing to load. (Hashing in batches of 64 measured no faster: 0.85 s against 0.64 s for 50,000.)
type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** The worker's whole source: SHA-256 of salt + n, from 0 up, until one matches the challenge. */
const SOLVER = `onmessage = async (event) => {
  const { challenge, salt, max } = event.data;
  const encoder = new TextEncoder();
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
  for (let n = 0; n <= max; n += 1)
    if (hex(await crypto.subtle.digest('SHA-256', encoder.encode(salt + n))) === challenge) return postMessage(n);
  postMessage(null);
};`;

let pending: Promise<string | undefined> | undefined;

async function solve(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/challenge', { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const source = URL.createObjectURL(new Blob([SOLVER], { type: 'text/javascript' }));
    const worker = new Worker(source);
    const started = performance.now();
    const number = await new Promise<number | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<number | null>) => resolve(event.data);
      // A worker that cannot run is no error of the page's: the post goes without a proof.
      worker.onerror = (event) => {
        event.preventDefault();
        resolve(null);
      };
      worker.postMessage({
        challenge: challenge.challenge,
        salt: challenge.salt,
        max: challenge.maxnumber ?? 1_000_000,
      });
    });
    worker.terminate();
    URL.revokeObjectURL(source);
    if (number === null) return undefined;
    const { algorithm, challenge: hash, salt, signature } = challenge;
    const took = Math.round(performance.now() - started);
    return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took }));
  } catch {
    return undefined;
  }
}

/** Starts solving a challenge, once until it is taken. */
export function startProof(): void {
  pending ??= solve();
}

/**
 * The proof for one post, waiting at most `waitMs` for it; the next post starts a new one (each is spent once).
 */
export async function takeProof(waitMs = 5_000): Promise<string | undefined> {
  startProof();
  const proof = pending!;
  pending = undefined;
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, waitMs)));
  const taken = await Promise.race([proof, late]);
  window.clearTimeout(timer);
  return taken;
}
