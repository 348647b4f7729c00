import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { feedResponse } from '@/lib/seo/feeds';

// The English blog's feed; the other languages' are under app/[locale].
export const dynamic = 'force-static';

export function GET() {
  return feedResponse(DEFAULT_LOCALE, 'rss');
}
