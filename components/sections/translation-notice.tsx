import type { TranslationState } from '@/lib/content/collection';
import { format, formatDate } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath, splitLocale } from '@/lib/i18n/paths';
import styles from '@/components/ui/notice.module.css';

/**
 * At the top of a translated page whose English source changed after it was translated (CONTRACT §20):
 * says so in the page's language, with the day of the translation and a link to the English page.
 */
export function TranslationNotice({
  entry,
  locale,
}: {
  entry: { translation?: TranslationState; href: string };
  locale: Locale;
}) {
  if (!entry.translation?.behind || locale === DEFAULT_LOCALE) return null;
  const t = messagesFor(locale).publication;
  const { translated } = entry.translation;
  const english = localePath(DEFAULT_LOCALE, splitLocale(entry.href).path);
  return (
    <div className="container">
      <p className={styles.notice} role="note">
        {translated
          ? format(t.behind, { date: formatDate(new Date(`${translated}T12:00:00Z`), LOCALE_FACTS[locale].tag) })
          : t.behindUndated}{' '}
        <a href={english} hrefLang="en">
          {t.readEnglish}
        </a>
      </p>
    </div>
  );
}
