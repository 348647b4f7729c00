import Link from 'next/link';
import { legalNav, site } from '@/lib/site';
import { Logo } from './logo';
import styles from './shell.module.css';

/** A focused landing shell: the logo, the page, a slim footer; no main navigation to wander off into. */
export function ChecklistShell({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="checklist" className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.slimHeader}>
        <div className={`container ${styles.slimBar}`}>
          <Link href="/" aria-label="Brightloom home" className={styles.brand}>
            <Logo />
          </Link>
          <Link href="/contact-us" className={styles.slimLink}>
            Talk to an engineer
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.slimFooter}>
        <div className={`container ${styles.slimBar}`}>
          <p>
            © {new Date().getFullYear()} {site.legalName}
          </p>
          <ul>
            {legalNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/">Back to {site.name}</Link>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}
