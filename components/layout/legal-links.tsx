import { AppLink } from '@/components/ui/app-link';
import { legalNav } from '@/config/site';
import { COOKIE_SETTINGS_ATTRIBUTE } from '@/lib/shared/consent';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import styles from './legal-links.module.css';

/**
 * A real button (Enter and Space both work), in plain HTML. Without JavaScript it submits to the cookie
 * section of the privacy policy; once the page runs, the CookieSettings leaf opens the preferences instead.
 */
function CookieSettingsButton({ label, policy }: { label: string; policy: string }) {
  return (
    <form action={`${policy}#cookies-and-similar-technologies`} method="get" className={styles.form}>
      <button type="submit" className={styles.button} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
        {label}
      </button>
    </form>
  );
}

/** The legal pages and the cookie settings, as list items of every footer's bottom line. */
export function LegalLinks({ locale }: { locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      {legalNav.map((link) => (
        <li key={link.href}>
          <AppLink href={localePath(locale, link.href)}>{t.nav[link.id]}</AppLink>
        </li>
      ))}
      <li>
        <CookieSettingsButton label={t.cookieSettings} policy={localePath(locale, '/privacy-policy')} />
      </li>
    </>
  );
}
