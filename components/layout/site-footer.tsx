import { AppLink } from '@/components/ui/app-link';
import { footerNav, postalLine, site } from '@/config/site';
import { LegalLinks } from './legal-links';
import { Logo } from './logo';
import { CookieSettings } from '@/components/client/cookie-settings';
import { StaticPart } from '@/components/client/static-part';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { LanguageLinks } from './language-links';
import styles from './site-footer.module.css';

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = messagesFor(locale);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {/* Nothing in it hydrates: it reaches the browser once, as HTML (the settings button is delegated). */}
      <StaticPart id="site-footer">
        <div className={`container ${styles.grid}`}>
          <div className={styles.about}>
            <Logo inverse />
            <p>{t.siteDescription}</p>
            <address className={styles.contact}>
              <a href={`mailto:${site.email}`}>{site.email}</a>
              <a href={site.phone.href}>{site.phone.display}</a>
            </address>
          </div>
          <nav aria-label={t.footer.navigation} className={styles.columns}>
            {footerNav.map((group) => (
              <div key={group.id}>
                <h2 className={styles.heading}>{t.footer.groups[group.id]}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <AppLink href={localePath(locale, link.href)}>{t.nav[link.id]}</AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div>
              <h2 className={styles.heading}>{t.footer.offices}</h2>
              <ul>
                {site.offices.map((office) => (
                  <li key={office.id} className={styles.office}>
                    <strong>{t.offices[office.id].city}</strong>
                    <span>{office.street}</span>
                    <span>
                      {postalLine(office)}, {t.offices[office.id].country}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>
        <div className={`container ${styles.bottom}`}>
          <p>
            © {year} {site.legalName}
          </p>
          <ul className={styles.inline}>
            <LegalLinks locale={locale} />
            {site.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="me noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <LanguageLinks locale={locale} label={t.language} row />
        </div>
      </StaticPart>
      <CookieSettings />
    </footer>
  );
}
