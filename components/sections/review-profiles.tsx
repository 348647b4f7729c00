import { site } from '@/config/site';
import { format, formatDate, pluralize } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import styles from './people.module.css';

/** The independent review profiles of config/site.ts as our own text, each with a link out. */
export function ReviewProfiles({ locale }: { locale: Locale }) {
  const t = messagesFor(locale).reviews;
  const tag = LOCALE_FACTS[locale].tag;
  const number = new Intl.NumberFormat(tag === 'en' ? 'en-GB' : tag, { maximumFractionDigits: 1 });
  return (
    <>
      <ul className={styles.reviews}>
        {site.reviews.map((review) => (
          <li key={review.platform}>
            <p className={styles.platform}>{review.platform}</p>
            <p className={styles.rating}>{format(t.rating, { rating: number.format(review.rating) })}</p>
            <p>
              {pluralize(tag, review.count, t.count)},{' '}
              {format(t.asOf, { date: formatDate(new Date(review.asOf), tag) })}
            </p>
            <a href={review.href} rel="noopener" className={styles.reviewLink}>
              {format(t.readOn, { platform: review.platform })}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.reviewNote}>{t.note}</p>
    </>
  );
}
