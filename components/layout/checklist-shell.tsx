import { AppLink } from '@/components/ui/app-link';
import { site } from '@/config/site';
import { ThemeSync } from '@/components/client/theme-sync';
import { ThemeToggle } from './theme-toggle';
import { LegalLinks } from './legal-links';
import { Logo } from './logo';
import { SearchLink } from './search-link';
import { ClientErrorSwitch } from '@/components/client/client-error-switch';
import { CookieSettings } from '@/components/client/cookie-settings';
import type { Messages } from '@/lib/i18n/messages';
import styles from './shell.module.css';

/** A focused landing shell: the logo, the page, a slim footer; no main navigation to wander off into. */
export function ChecklistShell({ t, children }: { t: Messages; children: React.ReactNode }) {
  return (
    <div data-layout="checklist" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <header className={styles.slimHeader}>
        <div className={`container ${styles.slimBar}`}>
          <AppLink href="/" aria-label={t.homeLink} className={styles.brand}>
            <Logo />
          </AppLink>
          <div className={styles.slimTools}>
            <SearchLink label={t.search} className={styles.slimIcon} labelClassName="visually-hidden" />
            <ThemeToggle id="checklist" t={t.theme} />
            <ThemeSync />
          </div>
          <AppLink href="/contact-us" className={styles.slimLink}>
            {t.header.talkToAnEngineer}
          </AppLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ClientErrorSwitch>{children}</ClientErrorSwitch>
      </main>
      <footer className={styles.slimFooter}>
        <div className={`container ${styles.slimBar}`}>
          <p>
            © {new Date().getFullYear()} {site.legalName}
          </p>
          <ul>
            <LegalLinks t={t} />
            <li>
              <AppLink href="/">{t.backHome}</AppLink>
            </li>
          </ul>
        </div>
        <CookieSettings />
      </footer>
    </div>
  );
}
