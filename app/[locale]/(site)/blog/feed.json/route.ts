import { localeOr, TRANSLATIONS } from '@/lib/i18n/locales';
import { feedResponse } from '@/lib/seo/feeds';

// English's is app/blog/feed.json (a file's address never passes the proxy, which unprefixes English pages).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return TRANSLATIONS.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(localeOr((await params).locale), 'json');
}
