import { ErrorView } from '@/components/templates/error-view';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { wordsOf } from '@/lib/i18n/words';

// Fallback for notFound() inside a page; unknown URLs are answered by the proxy through /error-404.
export default async function NotFound() {
  const locale = await currentLocale();
  return (
    <ErrorView
      status={404}
      message={messagesFor(locale).notFound.title}
      locale={locale}
      words={wordsOf(locale, 'errors')}
    />
  );
}
