import { blogFeed } from '@/lib/seo/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed().rss2(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
