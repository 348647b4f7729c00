import { env } from '@/lib/env';
import { envelopeTarget, MAX_ENVELOPE_BYTES } from '@/lib/sentry/tunnel';

// The error-reporting tunnel: the browser reports to our origin, we forward to Sentry.
export async function POST(request: Request): Promise<Response> {
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn) return new Response(null, { status: 404 });
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const target = envelopeTarget(dsn, body);
  if (!target) return new Response(null, { status: 400 });
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(10_000),
    });
    return new Response(null, { status: upstream.ok ? 200 : 502 });
  } catch {
    return new Response(null, { status: 502 });
  }
}
