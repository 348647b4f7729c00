import { ErrorView } from '@/components/templates/error-view';
import { currentLocale } from '@/lib/i18n/current';
import { wordsOf } from '@/lib/i18n/words';
import { NOT_FOUND_PLACEHOLDER } from '@/lib/serving/not-found-page';

// Prerendered once per language; the proxy writes each unknown path's message in (lib/serving/not-found-page.ts).
export default async function NotFoundPage() {
  const locale = await currentLocale();
  return <ErrorView status={404} message={NOT_FOUND_PLACEHOLDER} locale={locale} words={wordsOf(locale, 'errors')} />;
}
