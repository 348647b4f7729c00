import { AppLink } from '@/components/ui/app-link';
import { legalNav } from '@/config/site';
import { COOKIE_SETTINGS_ATTRIBUTE } from '@/lib/browser/consent';
import type { Messages } from '@/lib/i18n/messages';
import styles from './legal-links.module.css';

/**
 * A real button (Enter and Space both work), in plain HTML. Without JavaScript it submits to the cookie
 * section of the privacy policy; once the page runs, the CookieSettings leaf opens the preferences instead.
 */
function CookieSettingsButton({ label }: { label: string }) {
  return (
    <form action="/privacy-policy#cookies-and-similar-technologies" method="get" className={styles.form}>
      <button type="submit" className={styles.button} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
        {label}
      </button>
    </form>
  );
}

/** The legal pages and the cookie settings, as list items of every footer's bottom line. */
export function LegalLinks({ t }: { t: Messages }) {
  return (
    <>
      {legalNav.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href}>{t.nav[link.id]}</AppLink>
        </li>
      ))}
      <li>
        <CookieSettingsButton label={t.cookieSettings} />
      </li>
    </>
  );
}
