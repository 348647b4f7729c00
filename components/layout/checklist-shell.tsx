import { AppLink } from '@/components/ui/app-link';
import { site } from '@/config/site';
import { ThemeSync } from '@/components/client/theme-sync';
import { ThemeToggle } from './theme-toggle';
import { LegalLinks } from './legal-links';
import { Logo } from './logo';
import { SearchLink } from './search-link';
import { ClientErrorSwitch } from '@/components/client/client-error-switch';
import { wordsOf } from '@/lib/i18n/words';
import { CookieSettings } from '@/components/client/cookie-settings';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { LanguageLinks } from './language-links';
import styles from './shell.module.css';

/** A focused landing shell: the logo, the page, a slim footer; no main navigation to wander off into. */
export function ChecklistShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = messagesFor(locale);
  return (
    <div data-layout="checklist" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <header className={styles.slimHeader}>
        <div className={`container ${styles.slimBar}`}>
          <AppLink href={localePath(locale, '/')} aria-label={t.homeLink} className={styles.brand}>
            <Logo />
          </AppLink>
          <div className={styles.slimTools}>
            <SearchLink
              href={localePath(locale, '/search')}
              label={t.search}
              className={styles.slimIcon}
              labelClassName="visually-hidden"
            />
            <ThemeToggle id="checklist" t={t.theme} />
            <LanguageLinks locale={locale} label={t.language} />
            <ThemeSync />
          </div>
          <AppLink href={localePath(locale, '/contact-us')} className={styles.slimLink}>
            {t.header.talkToAnEngineer}
          </AppLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ClientErrorSwitch words={wordsOf(locale, 'errors')}>{children}</ClientErrorSwitch>
      </main>
      <footer className={styles.slimFooter}>
        <div className={`container ${styles.slimBar}`}>
          <p>
            © {new Date().getFullYear()} {site.legalName}
          </p>
          <ul>
            <LegalLinks locale={locale} />
            <li>
              <AppLink href={localePath(locale, '/')}>{t.backHome}</AppLink>
            </li>
          </ul>
        </div>
        <CookieSettings />
      </footer>
    </div>
  );
}
