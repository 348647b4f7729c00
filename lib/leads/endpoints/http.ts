import 'server-only';
import { env } from '@/lib/env';

export const FORM_BODY_LIMIT = 64 * 1024;

export type BodyKind = 'json' | 'form' | 'multipart';

export function bodyKind(request: Request): BodyKind | undefined {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return undefined;
}

/** The answer to a body the client stopped sending: nobody reads it, but the route still answers. */
export const DROPPED_ANSWER = { status: 400, error: 'The request ended before its body did' } as const;

/**
 * Reads at most `limit` bytes; a larger body, declared or streamed, is refused before it is parsed. A
 * client that drops the connection mid-body is one log line ('dropped'), not an unhandled error.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | 'too-large' | 'dropped'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      console.info(
        `${new URL(request.url).pathname}: the client dropped the connection after ${size} of ${declared || 'an unknown number of'} bytes; nothing was stored`,
      );
      return 'dropped';
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A post from another site (Origin or Sec-Fetch-Site): refused, so no page elsewhere can submit for a visitor. */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  const allowed = new Set([new URL(env.NEXT_PUBLIC_SITE_URL).origin]);
  const host = request.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return !allowed.has(origin);
}

/** A browser without JavaScript posting a form: it gets a redirect back, not JSON. */
export function wantsHtml(request: Request, kind: BodyKind): boolean {
  if (kind === 'json') return false;
  const accept = request.headers.get('accept') ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
