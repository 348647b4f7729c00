import { getAllTags, getTag } from '@/lib/content/blog';
import { blogFeed } from '@/lib/seo/feeds';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllTags().map((tag) => ({ tag: tag.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const tag = getTag((await params).tag);
  if (!tag) return new Response('Not found', { status: 404 });
  return new Response(blogFeed(tag).rss2(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
