import { ClientErrorSwitch } from '@/components/client/client-error-switch';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './shell.module.css';

/** The default shell: skip link, header with navigation, main, footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="default" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ClientErrorSwitch>{children}</ClientErrorSwitch>
      </main>
      <SiteFooter />
    </div>
  );
}
