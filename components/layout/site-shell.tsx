import { ClientErrorSwitch } from '@/components/client/client-error-switch';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { Messages } from '@/lib/i18n/messages';
import styles from './shell.module.css';

/** The default shell: skip link, header with navigation, main, footer. */
export function SiteShell({ t, children }: { t: Messages; children: React.ReactNode }) {
  return (
    <div data-layout="default" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <SiteHeader t={t} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ClientErrorSwitch>{children}</ClientErrorSwitch>
      </main>
      <SiteFooter t={t} />
    </div>
  );
}
