import { blogFeed } from '@/lib/seo/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed().atom1(), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
