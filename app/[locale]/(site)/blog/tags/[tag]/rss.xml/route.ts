import { getAllTags, getTag } from '@/lib/content/blog';
import { localeOr, TRANSLATIONS } from '@/lib/i18n/locales';
import { feedResponse } from '@/lib/seo/feeds';

// English's is app/blog/tags/[tag]/rss.xml (a file's address never passes the proxy).
export const dynamicParams = false;

export function generateStaticParams() {
  return TRANSLATIONS.flatMap((locale) => getAllTags(locale).map((tag) => ({ locale, tag: tag.slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; tag: string }> }) {
  const { locale, tag: slug } = await params;
  const tag = getTag(localeOr(locale), slug);
  if (!tag) return new Response('Not found', { status: 404 });
  return feedResponse(localeOr(locale), 'rss', tag);
}
