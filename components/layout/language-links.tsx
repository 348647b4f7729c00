import { LANGUAGE_LINK_ATTRIBUTE } from '@/lib/shared/language-links';
import { LOCALE_FACTS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from './language-links.module.css';

/**
 * One plain link per language, named in that language. Each goes to the language's home here; the
 * build points it at the same page in that language where the page has one (its hreflang alternates,
 * lib/build/seal-page.ts), and the link router keeps that true after navigation inside the site.
 */
export function LanguageLinks({
  locale,
  label,
  row,
  inMenu,
}: {
  locale: Locale;
  label: string;
  /** The footer's plain row of names. */
  row?: boolean;
  /** In the header's menu, which is a column on narrow screens. */
  inMenu?: boolean;
}) {
  const links = (
    <ul className={row ? styles.row : styles.list}>
      {LOCALES.map((language) => {
        const { tag, name } = LOCALE_FACTS[language];
        return (
          <li key={language}>
            <a
              href={localePath(language, '/')}
              hrefLang={tag}
              lang={tag}
              aria-current={language === locale ? 'page' : undefined}
              className={styles.link}
              {...{ [LANGUAGE_LINK_ATTRIBUTE]: localePath(language, '/') }}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
  if (row) return <nav aria-label={label}>{links}</nav>;
  return (
    <details className={`${styles.switcher} ${inMenu ? styles.inMenu : ''}`} data-menu>
      {/* Named by what it shows first (WCAG 2.5.3: a voice user says "EN"), then what it is. */}
      <summary className={styles.summary}>
        {LOCALE_FACTS[locale].short}
        <span className="visually-hidden">
          {' '}
          ({label}: {LOCALE_FACTS[locale].name})
        </span>
      </summary>
      {links}
    </details>
  );
}
