import { format, formatDate } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { publicationOf } from '@/lib/content/publication';
import styles from '@/components/ui/notice.module.css';

/**
 * "Draft" or "Scheduled for {date}" above an entry that is not published: only previews and development
 * build such entries (lib/content/collection.ts: isPublished), so production never shows it.
 */
export function PublicationNotice({
  entry,
  locale,
  now,
}: {
  entry: { draft?: boolean; publishedAt?: Date };
  locale: Locale;
  now?: Date;
}) {
  const publication = publicationOf(entry, now);
  if (publication.state === 'published') return null;
  const t = messagesFor(locale).publication;
  return (
    <div className="container">
      <p className={styles.notice}>
        {publication.state === 'draft'
          ? t.draft
          : format(t.scheduled, { date: formatDate(publication.on, LOCALE_FACTS[locale].tag) })}
      </p>
    </div>
  );
}
