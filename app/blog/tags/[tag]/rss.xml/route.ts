import { getAllTags, getTag } from '@/lib/content/blog';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { feedResponse } from '@/lib/seo/feeds';

// One English topic's feed; the other languages' are under app/[locale].
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllTags(DEFAULT_LOCALE).map((tag) => ({ tag: tag.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const tag = getTag(DEFAULT_LOCALE, (await params).tag);
  if (!tag) return new Response('Not found', { status: 404 });
  return feedResponse(DEFAULT_LOCALE, 'rss', tag);
}
