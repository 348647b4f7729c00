import { ClientErrorSwitch } from '@/components/client/client-error-switch';
import { wordsOf } from '@/lib/i18n/words';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import styles from './shell.module.css';

/** The default shell: skip link, header with navigation, main, footer. */
export function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = messagesFor(locale);
  return (
    <div data-layout="default" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ClientErrorSwitch words={wordsOf(locale, 'errors')}>{children}</ClientErrorSwitch>
      </main>
      <SiteFooter locale={locale} />
    </div>
  );
}
