// The proof of work a form's post carries (CONTRACT §23): a challenge from the server, solved in a Web Worker
// from the moment the form is first touched, so it is ready by the time it is sent. Loaded with the form's rules,
// never at start-up. Without it (no Worker, an old browser, the server unreachable) the post goes as usual.
type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

let pending: Promise<string | undefined> | undefined;

async function solve(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/challenge', { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
    const solution = await new Promise<{ number: number; took: number } | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ number: number; took: number } | null>) => resolve(event.data);
      worker.onerror = () => resolve(null);
      worker.postMessage({ ...challenge, max: challenge.maxnumber ?? 1_000_000 });
    });
    worker.terminate();
    if (!solution) return undefined;
    const { algorithm, challenge: hash, salt, signature } = challenge;
    return btoa(
      JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature, took: solution.took }),
    );
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
