import { blogFeed } from '@/lib/seo/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed().json1(), { headers: { 'content-type': 'application/feed+json; charset=utf-8' } });
}
