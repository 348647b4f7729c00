import { env } from '@/lib/env';

// /{INDEXNOW_KEY}.txt, rewritten here (next.config.ts): IndexNow fetches it to check that the key is ours.
export function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  return params.then(({ key }) =>
    env.INDEXNOW_KEY && key === env.INDEXNOW_KEY
      ? new Response(env.INDEXNOW_KEY, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
      : new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  );
}
