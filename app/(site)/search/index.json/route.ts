import { readSearchIndex } from '@/lib/serving/build-output';

// Written by the build after Next's own step (lib/build/seal-build.ts), so read when asked.
export const dynamic = 'force-dynamic';

export function GET() {
  const index = readSearchIndex();
  if (!index) return Response.json({ error: 'This build has no search index' }, { status: 503 });
  return new Response(index, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // One build, one index: a tab may keep it while it stays open, and a new build is found by revalidating.
      'cache-control': 'public, max-age=300, must-revalidate',
    },
  });
}
